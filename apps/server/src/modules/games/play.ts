import type { GameDevice, PlayMode, PlaySession } from '@croupier/contract';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { listOrOpenAccounts, listPlayerAccounts } from '../wallet/service.ts';
import type { CatalogueGame } from './catalogue.ts';
import * as repo from './repo.ts';
import { findListedGame, restrictionIn, type Viewer } from './service.ts';

/** The origins of the casino's pages (PUBLIC_URL's) and of the provider's game pages. */
export interface PlaySites {
  casinoOrigin: string;
  providerOrigin: string;
}

export interface PlayRequest {
  mode: PlayMode;
  device: GameDevice;
  returnUrl?: string;
}

/** Where each provider integration's games start; another aggregator gets its own entry. */
const LAUNCH_PATHS: Record<string, string> = { demo: '/provider/demo/games' };
const GUEST_DEMO_CURRENCY = 'EUR';

/**
 * Opens a game: real play opens a game session on the player's active account (closing their
 * other open sessions) and answers the provider's launch URL; demo play only the URL.
 */
export async function playGame(
  db: Db,
  sites: PlaySites,
  gameId: string,
  request: PlayRequest,
  viewer: Viewer,
): Promise<PlaySession> {
  const game = await findListedGame(db, gameId);
  if ((await restrictionIn(db, viewer.country))(game)) throw new AppError('gameRestricted');
  if (!game.devices.includes(request.device)) throw new AppError('gameUnavailable');
  const launchPath = LAUNCH_PATHS[game.provider.integration];
  if (!launchPath) throw new AppError('gameUnavailable');
  const launch = (params: Record<string, string>) => {
    const query = new URLSearchParams({
      ...params,
      locale: viewer.locale,
      lobby: lobbyUrlFor(sites, request.returnUrl ?? '/'),
    });
    return `${sites.providerOrigin}${launchPath}/${encodeURIComponent(game.id)}?${query}`;
  };
  if (request.mode === 'demo') {
    if (!game.hasDemo) throw new AppError('gameUnavailable');
    const currency = await demoCurrency(db, viewer.playerId);
    return { mode: 'demo', currency, url: launch({ mode: 'demo', currency }) };
  }
  if (!viewer.playerId) throw new AppError('unauthorized');
  const { sessionId, currency } = await openGameSession(db, game, request, {
    ...viewer,
    playerId: viewer.playerId,
  });
  return {
    mode: 'real',
    sessionId,
    currency,
    url: launch({ mode: 'real', session: sessionId, currency }),
  };
}

/**
 * The game's way back: a path of the casino while the provider's pages share its origin, else
 * the casino's full address (a path would lead to the provider's host).
 */
function lobbyUrlFor({ casinoOrigin, providerOrigin }: PlaySites, path: string) {
  return casinoOrigin === providerOrigin ? path : new URL(path, casinoOrigin).href;
}

/** Demo credits are shown in the player's active currency, or EUR for a guest. */
async function demoCurrency(db: Executor, playerId: string | undefined) {
  if (!playerId) return GUEST_DEMO_CURRENCY;
  const [active] = await listPlayerAccounts(db, playerId);
  return active?.currency ?? GUEST_DEMO_CURRENCY;
}

/** The game a session is opened on: its id and its provider's integration. */
export interface SessionGame {
  id: string;
  provider: Pick<CatalogueGame['provider'], 'integration'>;
}

/** Opens a real-money session (the player's only open one) for a provider integration's game. */
export async function openGameSession(
  db: Db,
  game: SessionGame,
  request: Pick<PlayRequest, 'device'>,
  viewer: Viewer & { playerId: string },
) {
  const [account] = await listOrOpenAccounts(db, viewer.playerId);
  if (!account) throw new AppError('gameUnavailable');
  const sessionId = await db.transaction(async (tx) => {
    await repo.lockPlayer(tx, viewer.playerId);
    await assertPlayAllowed(tx, viewer.playerId);
    // One open real-money session per player: bets on the earlier ones are refused from now on.
    await repo.closeOpenSessions(tx, viewer.playerId);
    return repo.insertSession(tx, {
      playerId: viewer.playerId,
      gameId: game.id,
      accountId: account.id,
      currency: account.currency,
      integration: game.provider.integration,
      device: request.device,
      country: viewer.country,
    });
  });
  return { sessionId, currency: account.currency };
}

/**
 * Where self-exclusion and cooling-off (responsible gaming, a later issue) refuse real play,
 * inside the transaction that opens the session. Nothing refuses play yet.
 */
export async function assertPlayAllowed(_tx: Executor, _playerId: string): Promise<void> {}
