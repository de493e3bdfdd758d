import type { DemoGame } from './catalogue.ts';
import { betLevelsOf, isStakeAllowed } from './credits.ts';
import { ENGINES } from './engines/index.ts';
import { refusal, unavailable } from './errors.ts';
import * as repo from './repo.ts';
import type { DemoProviderContext } from './service.ts';
import { listFreespins } from './service.ts';
import type { PlaySession } from './sessions.ts';
import { settleRealRound } from './settlement.ts';
import { demoStrings } from './strings.ts';

export interface RoundRequest {
  gameId: string;
  stake: number;
  input: unknown;
  /** One of the platform's free spins: played at their stake, staking nothing of the player's. */
  freespinId?: string | undefined;
}

/**
 * Plays one round: checks the bet, draws the outcome with the player's seed pair and next nonce,
 * records the round, then moves the money — virtual credits in demo mode, the platform's wallet
 * (bet, then win) in real play.
 */
export async function playRound(
  ctx: DemoProviderContext,
  session: PlaySession,
  request: RoundRequest,
) {
  const strings = demoStrings(session.locale);
  const game = await findPlayableGame(ctx, session, request.gameId);
  const currency = await ctx.catalogue.findCurrency(session.currency);
  if (!currency) throw unavailable(strings);
  if (request.freespinId) {
    request = { ...request, stake: await freespinStake(ctx, session, request.freespinId) };
  }
  const engine = ENGINES[game.kind];
  const reason = engine.validateInput(request.input, request.stake);
  if (reason || !isStakeAllowed(game.kind, request.stake, request.input, betLevelsOf(currency))) {
    ctx.log.info({ reason, gameId: game.id, stake: request.stake }, 'demo provider bet refused');
    throw refusal('validation', strings, 'invalidBet');
  }
  return session.mode === 'demo'
    ? playDemoRound(ctx, session, game, request)
    : playRealRound(ctx, session, game, request);
}

/** The stake of the session's free spins, asked of the platform; refused when none are left. */
async function freespinStake(ctx: DemoProviderContext, session: PlaySession, freespinId: string) {
  const strings = demoStrings(session.locale);
  if (session.mode !== 'real') throw refusal('validation', strings, 'invalidBet');
  const free = (await listFreespins(ctx, session)).find((f) => f.freespinId === freespinId);
  if (!free) throw refusal('freespinNotAvailable', strings, 'bonusSpinsGone');
  return free.betAmount;
}

async function findPlayableGame(ctx: DemoProviderContext, session: PlaySession, gameId: string) {
  const strings = demoStrings(session.locale);
  const game = await ctx.catalogue.findGame(gameId).catch(() => {
    throw unavailable(strings);
  });
  if (!game || (session.gameId !== undefined && session.gameId !== gameId)) {
    throw refusal('gameNotFound', strings, 'gameMissing');
  }
  if (session.mode === 'demo' && !game.hasDemo) {
    throw refusal('gameUnavailable', strings, 'demoUnavailable');
  }
  return game;
}

async function playDemoRound(
  ctx: DemoProviderContext,
  session: PlaySession,
  game: DemoGame,
  request: RoundRequest,
) {
  const strings = demoStrings(session.locale);
  const entry = ctx.sessions.findDemo(session.key);
  if (!entry) throw refusal('gameSessionNotFound', strings, 'sessionEnded');
  if (entry.creditsMinor < request.stake) {
    throw refusal('insufficientFunds', strings, 'insufficientBalance');
  }
  // Taken before the first await, so two rounds at once cannot both spend the same credits.
  entry.creditsMinor -= request.stake;
  try {
    const round = await drawRound(ctx, session, game, request, 'settled');
    entry.creditsMinor += round.winAmount;
    return resultOf(round, entry.creditsMinor);
  } catch (error) {
    entry.creditsMinor += request.stake;
    throw error;
  }
}

async function playRealRound(
  ctx: DemoProviderContext,
  session: PlaySession,
  game: DemoGame,
  request: RoundRequest,
) {
  const round = await drawRound(ctx, session, game, request, 'pending');
  try {
    const settled = await settleRealRound(ctx, round, session.locale);
    return {
      ...resultOf(round, settled.balance),
      ...(round.freespinId && { freespins: await listFreespins(ctx, session) }),
      ...(settled.isWinPending && { isWinPending: true }),
    };
  } catch (error) {
    if ((error as { code?: number }).code === 14005) ctx.sessions.forgetReal(session.key);
    throw error;
  }
}

type DrawnRound = repo.RoundRow & { serverSeedHash: string; clientSeed: string };

/** Takes the next nonce and records what the engine draws with it, in one transaction. */
async function drawRound(
  ctx: DemoProviderContext,
  session: PlaySession,
  game: DemoGame,
  request: RoundRequest,
  status: repo.RoundStatus,
): Promise<DrawnRound> {
  return ctx.db.transaction(async (tx) => {
    const { seed, nonce } = await repo.takeNonce(tx, session.subject);
    const fair = { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce };
    const outcome = ENGINES[game.kind].play(fair, request.stake, request.input);
    const round = await repo.insertRound(tx, {
      seedId: seed.id,
      nonce,
      gameId: game.id,
      kind: game.kind,
      mode: session.mode,
      sessionToken: session.mode === 'real' ? session.key : null,
      currency: session.currency,
      stakeAmount: request.stake,
      winAmount: outcome.totalWin,
      freespinId: request.freespinId ?? null,
      input: (request.input ?? {}) as Record<string, unknown>,
      outcome: outcome as Record<string, unknown>,
      status,
    });
    return { ...round, serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed };
  });
}

function resultOf(round: DrawnRound, balance: number) {
  return {
    roundId: round.id,
    nonce: round.nonce,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    stake: round.stakeAmount,
    win: round.winAmount,
    balance,
    outcome: round.outcome,
  };
}
