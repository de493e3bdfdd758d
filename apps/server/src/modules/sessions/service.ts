import { PLAYER_STATUS, type SessionToken } from '@croupier/contract';
import type { Db, Executor } from '../../db/client.ts';
import type { sessions } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertNotExcluded } from '../limits/exclusion.ts';
import { disconnectSessionAfterCommit } from '../live/events.ts';
import { forgetSessions, recallSession, rememberSession } from './live-cache.ts';
import * as repo from './repo.ts';
import type { TokenSigner } from './tokens.ts';

const TOUCH_INTERVAL_MS = 60_000;

export type SessionMethod = (typeof sessions.$inferSelect)['method'];

export interface SessionContext {
  ip: string;
  userAgent: string;
  fingerprint?: string | undefined;
}

export interface AuthenticatedPlayer {
  playerId: string;
  sessionId: string;
}

/** Opens a session for a player who proved who they are, and signs its first access token. */
export async function openSession(
  db: Executor,
  signer: TokenSigner,
  input: { playerId: string; method: SessionMethod; ttlDays: number } & SessionContext,
): Promise<SessionToken> {
  await assertNotExcluded(db, input.playerId);
  const session = await repo.insertSession(db, {
    playerId: input.playerId,
    method: input.method,
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 512),
    fingerprint: input.fingerprint ?? null,
    expiresAt: new Date(Date.now() + input.ttlDays * 86_400_000),
  });
  return signFor(signer, input.playerId, session.id);
}

async function signFor(
  signer: TokenSigner,
  playerId: string,
  sessionId: string,
): Promise<SessionToken> {
  const { token, expiresAt } = await signer.sign(playerId, sessionId);
  return { accessToken: token, expiresAt: expiresAt.toISOString(), sessionId, profileId: playerId };
}

/**
 * The player behind a bearer token: a valid signature is not enough, the session row must be
 * open and the account not blocked, so logout and session close take effect at once. An open
 * session is remembered for a second (live-cache.ts): closing it through this process still takes
 * effect at once; a close or block from elsewhere takes up to that second.
 */
export async function authenticate(
  db: Executor,
  signer: TokenSigner,
  token: string | undefined,
  options: { allowExpired?: boolean; ttlDays: number; maxAgeDays: number },
): Promise<AuthenticatedPlayer> {
  const claims = token
    ? await signer.verify(token, { allowExpired: options.allowExpired ?? false })
    : null;
  if (!claims) throw new AppError('unauthorized');
  const now = Date.now();
  let lastSeenAtMs: number;
  const cached = recallSession(claims.sessionId, claims.playerId, now);
  if (cached) {
    lastSeenAtMs = cached.lastSeenAtMs;
    // Sliding expiry below: one request per minute and process writes it, not every cache hit.
    if (now - lastSeenAtMs > TOUCH_INTERVAL_MS) cached.lastSeenAtMs = now;
  } else {
    const live = await repo.selectLiveSession(db, claims.sessionId, claims.playerId);
    if (!live) throw new AppError('unauthorized');
    if (live.status === PLAYER_STATUS.blocked) throw new AppError('accountBlocked');
    lastSeenAtMs = live.session.lastSeenAt.getTime();
    rememberSession(claims.sessionId, {
      playerId: claims.playerId,
      expiresAtMs: live.session.expiresAt.getTime(),
      lastSeenAtMs: now - lastSeenAtMs > TOUCH_INTERVAL_MS ? now : lastSeenAtMs,
      cachedAtMs: now,
    });
  }
  // Sliding expiry, written at most once a minute: most requests then cost one read, no write.
  if (now - lastSeenAtMs > TOUCH_INTERVAL_MS) {
    await repo.touchSession(db, claims.sessionId, options);
  }
  return { playerId: claims.playerId, sessionId: claims.sessionId };
}

export function refreshSession(signer: TokenSigner, player: AuthenticatedPlayer) {
  return signFor(signer, player.playerId, player.sessionId);
}

export async function listSessions(
  db: Executor,
  player: AuthenticatedPlayer,
  page: number,
  perPage: number,
) {
  const { rows, total } = await repo.selectOpenSessions(db, player.playerId, page, perPage);
  return {
    data: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      ip: row.ip,
      userAgent: row.userAgent,
      method: row.method,
      isCurrent: row.id === player.sessionId,
    })),
    meta: { page, perPage, total },
  };
}

/**
 * Closes a session of the player's own (another player's id looks exactly like a missing one);
 * its live sockets close after commit, on whichever process holds them.
 */
export async function closeSession(db: Db, player: AuthenticatedPlayer, sessionId: string) {
  forgetSessions([sessionId]);
  await db.transaction(async (tx) => {
    if ((await repo.closeSession(tx, player.playerId, sessionId)) === 0) {
      throw new AppError('notFound');
    }
    await disconnectSessionAfterCommit(tx, player.playerId, sessionId);
  });
}

/** Closes every open session of a player but `keepSessionId`, with their live sockets. */
export async function closeOtherSessions(tx: Executor, playerId: string, keepSessionId?: string) {
  const closed = await repo.closeOtherSessions(tx, playerId, keepSessionId);
  forgetSessions(closed.map(({ id }) => id));
  for (const { id } of closed) await disconnectSessionAfterCommit(tx, playerId, id);
  return closed;
}
