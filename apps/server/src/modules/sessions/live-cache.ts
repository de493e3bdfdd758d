/**
 * A short per-process memory of sessions found open, so a burst of API calls with one token costs
 * one session read a second instead of one each (see `authenticate`).
 *
 * What it may delay, and by how much: a session closed or a player blocked by another process (or
 * straight in the database) is noticed within `SESSION_CACHE_TTL_MS`. Sessions closed through this
 * process (`closeSession`, `closeOtherSessions`) are forgotten at once and not remembered again for
 * `CLOSING_GUARD_MS`, so a read racing the closing transaction cannot put them back.
 */
export const SESSION_CACHE_TTL_MS = 1_000;
const CLOSING_GUARD_MS = 5_000;
const MAX_ENTRIES = 50_000;

export interface CachedSession {
  playerId: string;
  expiresAtMs: number;
  lastSeenAtMs: number;
  cachedAtMs: number;
}

const open = new Map<string, CachedSession>();
/** Session id → until when it must not be cached (it is being closed). */
const closing = new Map<string, number>();

/** The open session remembered for `sessionId` and `playerId`, if fresh and not yet expired. */
export function recallSession(sessionId: string, playerId: string, now = Date.now()) {
  const entry = open.get(sessionId);
  if (!entry) return undefined;
  if (entry.playerId !== playerId || now - entry.cachedAtMs >= SESSION_CACHE_TTL_MS) {
    open.delete(sessionId);
    return undefined;
  }
  if (entry.expiresAtMs <= now) {
    open.delete(sessionId);
    return undefined;
  }
  return entry;
}

/** Remembers a session the database has just shown open, for a non-blocked player. */
export function rememberSession(sessionId: string, entry: CachedSession) {
  const guardUntil = closing.get(sessionId);
  if (guardUntil !== undefined) {
    if (guardUntil > Date.now()) return;
    closing.delete(sessionId);
  }
  if (open.size >= MAX_ENTRIES) prune(entry.cachedAtMs);
  open.set(sessionId, entry);
}

/** Forgets sessions being closed, and keeps them out of the cache while the closing commits. */
export function forgetSessions(sessionIds: Iterable<string>) {
  const until = Date.now() + CLOSING_GUARD_MS;
  for (const id of sessionIds) {
    open.delete(id);
    closing.set(id, until);
  }
  if (closing.size > MAX_ENTRIES) {
    const now = Date.now();
    for (const [id, guardUntil] of closing) if (guardUntil <= now) closing.delete(id);
  }
}

function prune(now: number) {
  for (const [id, entry] of open) {
    if (now - entry.cachedAtMs >= SESSION_CACHE_TTL_MS) open.delete(id);
  }
  if (open.size >= MAX_ENTRIES) open.clear();
}
