import type { DemoCurrency, DemoGame } from './catalogue.ts';
import { betLevelsOf, defaultBetOf, demoBalanceOf, maxStakeOf, minorDigitsOf } from './credits.ts';
import { GamePageError } from './errors.ts';
import type { GameBoot } from './pages.ts';
import { type DemoProviderContext, fetchRealSession } from './service.ts';
import { isRealKey, type PlaySession } from './sessions.ts';
import { type DemoLocale, demoStrings } from './strings.ts';

export interface GamePageRequest {
  gameId: string;
  mode: 'real' | 'demo';
  session?: string;
  currency?: string;
  locale: DemoLocale;
  lobby?: string;
}

const DEFAULT_DEMO_CURRENCY = 'EUR';
/** A path of the site, not `//elsewhere`. */
const SITE_PATH = /^\/(?![/\\])[^\s]*$/;

/**
 * The lobby link must lead to the casino: a path (the games served on the casino's own origin)
 * or an address on the casino's origin (the games on a site of their own); anything else is `/`
 * of the casino.
 */
export function lobbyUrlOf(lobby: string | undefined, casinoOrigin: string) {
  if (!lobby || lobby.length > 512) return `${casinoOrigin}/`;
  if (SITE_PATH.test(lobby)) return lobby;
  return URL.parse(lobby)?.origin === casinoOrigin ? lobby : `${casinoOrigin}/`;
}

/**
 * Opens a game: the game from the platform's catalogue, then the session — in real play the
 * platform's session (checked by a balance call), in demo mode a new demo visitor with its
 * virtual credits — and the boot data the game client starts from.
 */
export async function openGamePage(
  ctx: DemoProviderContext,
  request: GamePageRequest,
): Promise<GameBoot> {
  const game = await ctx.catalogue.findGame(request.gameId).catch(() => {
    throw new GamePageError(503, 'providerUnavailable');
  });
  if (!game) throw new GamePageError(404, 'gameMissing');
  const { session, currency } =
    request.mode === 'real' ? await openReal(ctx, request) : await openDemo(ctx, request, game);
  return bootOf(game, session, currency, lobbyUrlOf(request.lobby, ctx.casinoOrigin));
}

async function openReal(ctx: DemoProviderContext, request: GamePageRequest) {
  const key = request.session;
  if (!key || !isRealKey(key)) throw new GamePageError(404, 'sessionInvalid');
  let session: PlaySession;
  try {
    session = await fetchRealSession(ctx, key, request.locale, request.gameId);
  } catch (error) {
    const status = (error as { status?: number }).status ?? 503;
    throw new GamePageError(status, status >= 500 ? 'providerUnavailable' : 'sessionInvalid');
  }
  return { session, currency: await currencyOf(ctx, session.currency) };
}

async function openDemo(ctx: DemoProviderContext, request: GamePageRequest, game: DemoGame) {
  if (!game.hasDemo) throw new GamePageError(409, 'demoUnavailable');
  const requested = request.currency ? await currencyOf(ctx, request.currency, false) : undefined;
  const currency = requested ?? (await currencyOf(ctx, DEFAULT_DEMO_CURRENCY));
  const session = ctx.sessions.openDemo(
    { currency: currency.code, locale: request.locale, gameId: game.id },
    demoBalanceOf(currency),
  );
  return { session, currency };
}

async function currencyOf(ctx: DemoProviderContext, code: string, isRequired = true) {
  const currency = await ctx.catalogue.findCurrency(code).catch(() => {
    throw new GamePageError(503, 'providerUnavailable');
  });
  if (!currency && isRequired) throw new GamePageError(503, 'providerUnavailable');
  return currency as DemoCurrency;
}

function bootOf(
  game: DemoGame,
  session: PlaySession,
  currency: DemoCurrency,
  lobbyUrl: string,
): GameBoot {
  const betLevels = betLevelsOf(currency);
  const verifyQuery = new URLSearchParams({ session: session.key, locale: session.locale });
  return {
    gameId: game.id,
    name: game.name,
    kind: game.kind,
    providerName: game.providerName,
    theme: game.theme,
    config: game.config,
    mode: session.mode,
    sessionKey: session.key,
    currency: currency.code,
    minorDigits: minorDigitsOf(currency),
    locale: session.locale,
    strings: demoStrings(session.locale),
    betLevels,
    defaultBet: defaultBetOf(currency),
    maxStake: maxStakeOf(game.kind, betLevels),
    rtpBasisPoints: game.rtpBasisPoints,
    lobbyUrl,
    verifyUrl: `/provider/demo/verify?${verifyQuery}`,
  };
}
