import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Catalogue } from './catalogue.ts';
import { platformRefusal, refusal, unavailable } from './errors.ts';
import type { PlatformClient } from './platform-client.ts';
import * as repo from './repo.ts';
import { isDemoKey, isRealKey, type PlaySession, type SessionStore } from './sessions.ts';
import { type DemoLocale, demoStrings, pickDemoLocale } from './strings.ts';

/** Everything the provider's services work with; tests build one with a transport of their own. */
export interface DemoProviderContext {
  db: Db;
  platform: PlatformClient;
  catalogue: Catalogue;
  sessions: SessionStore;
  log: FastifyBaseLogger;
  /** The casino's origin: its pages frame the games, and a game's lobby link leads back to it. */
  casinoOrigin: string;
}

export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The session behind a client call's key. A real one unknown here (another process opened the
 * page, or this one restarted) is asked of the platform again; a demo one only lives here.
 */
export async function resolveSession(
  ctx: DemoProviderContext,
  key: string,
  acceptLanguage: string | undefined,
): Promise<PlaySession> {
  const locale = pickDemoLocale(acceptLanguage);
  if (isDemoKey(key)) {
    const entry = ctx.sessions.findDemo(key);
    if (entry) return entry.session;
  } else if (isRealKey(key)) {
    const known = ctx.sessions.recallReal(key);
    if (known) return known;
    return fetchRealSession(ctx, key, locale);
  }
  throw refusal('gameSessionNotFound', demoStrings(locale), 'sessionEnded');
}

/** Asks the platform whose session this is: the balance call answers the player and currency. */
export async function fetchRealSession(
  ctx: DemoProviderContext,
  key: string,
  locale: DemoLocale,
  gameId?: string,
): Promise<PlaySession> {
  const answer = await ctx.platform.balance({ sessionToken: key }, locale);
  if (answer.kind === 'refused') throw platformRefusal(answer.status, answer.error);
  if (answer.kind === 'unknown') throw unavailable(demoStrings(locale));
  const { playerId, currency } = answer.data;
  const session: PlaySession = {
    key,
    mode: 'real',
    subject: `player:${playerId}`,
    currency,
    locale,
    playerId,
    ...(gameId && { gameId }),
  };
  ctx.sessions.rememberReal(session);
  return session;
}

/** The balance the game shows: virtual credits in demo mode, the platform's account otherwise. */
async function balanceOf(ctx: DemoProviderContext, session: PlaySession) {
  if (session.mode === 'demo') return ctx.sessions.findDemo(session.key)?.creditsMinor ?? 0;
  const answer = await ctx.platform.balance({ sessionToken: session.key }, session.locale);
  if (answer.kind === 'refused') throw platformRefusal(answer.status, answer.error);
  if (answer.kind === 'unknown') throw unavailable(demoStrings(session.locale));
  return answer.data.balance;
}

export function fairnessOf(seed: repo.SeedRow) {
  return {
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: seed.nextNonce,
  };
}

/**
 * The free spins the platform gave the player on this game (real play), oldest first; none when
 * the platform cannot say now (the game plays on with money).
 */
export async function listFreespins(ctx: DemoProviderContext, session: PlaySession) {
  if (session.mode !== 'real') return [];
  const answer = await ctx.platform.freespins({ sessionToken: session.key }, session.locale);
  if (answer.kind !== 'ok') {
    ctx.log.warn({ answer }, 'demo provider could not list free spins');
    return [];
  }
  return answer.data.freespins;
}

export async function getSessionState(ctx: DemoProviderContext, session: PlaySession) {
  const [balance, seed, rounds, freespins] = await Promise.all([
    balanceOf(ctx, session),
    repo.ensureCurrentSeed(ctx.db, session.subject),
    repo.listRecentRounds(ctx.db, session.subject),
    listFreespins(ctx, session),
  ]);
  return {
    balance,
    freespins,
    currency: session.currency,
    fairness: fairnessOf(seed),
    rounds: rounds.map((round) => ({ ...round, createdAt: round.createdAt.toISOString() })),
  };
}

function revealedOf(seed: repo.SeedRow) {
  return {
    serverSeed: seed.serverSeed,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    /** The nonces its rounds used, or null when none did. */
    nonces: seed.nextNonce > 0 ? ([0, seed.nextNonce - 1] as [number, number]) : null,
  };
}

/** Reveals the current server seed and starts a new pair with the same client seed. */
export async function rotateSessionSeed(ctx: DemoProviderContext, session: PlaySession) {
  return ctx.db.transaction(async (tx) => {
    const revealed = await repo.rotateSeed(tx, session.subject);
    const current = await repo.ensureCurrentSeed(tx, session.subject);
    return { revealed: revealedOf(revealed), fairness: fairnessOf(current) };
  });
}

/**
 * Sets the player's client seed. Rounds already drawn must stay verifiable with the client seed
 * they used, so a pair with rounds is rotated (and its server seed revealed) instead of edited.
 */
export async function changeClientSeed(
  ctx: DemoProviderContext,
  session: PlaySession,
  clientSeed: string,
) {
  if (!CLIENT_SEED_PATTERN.test(clientSeed)) {
    throw refusal('validation', demoStrings(session.locale), 'clientSeedInvalid');
  }
  return ctx.db.transaction(async (tx) => {
    const current = await repo.ensureCurrentSeed(tx, session.subject);
    if (current.nextNonce === 0) {
      await repo.replaceClientSeed(tx, current.id, clientSeed);
      const updated = await repo.ensureCurrentSeed(tx, session.subject);
      return { fairness: fairnessOf(updated) };
    }
    const revealed = await repo.rotateSeed(tx, session.subject, clientSeed);
    const next = await repo.ensureCurrentSeed(tx, session.subject);
    return { fairness: fairnessOf(next), revealed: revealedOf(revealed) };
  });
}
