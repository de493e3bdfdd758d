import { and, count, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { players, sessions } from '../../db/schema.ts';

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

/** The session a token names, if it is still open and its player may play. */
export async function selectLiveSession(db: Executor, sessionId: string, playerId: string) {
  const [row] = await db
    .select({ session: sessions, status: players.status })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.playerId, playerId),
        isNull(sessions.closedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/** Whether the player opened a session from this address or device in the last `days`. */
export async function hasRecentSession(
  db: Executor,
  playerId: string,
  from: { ip: string; fingerprint: string | undefined; days: number },
) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.playerId, playerId),
        gt(sessions.createdAt, sql`now() - make_interval(days => ${from.days})`),
        from.fingerprint
          ? or(eq(sessions.ip, from.ip), eq(sessions.fingerprint, from.fingerprint))
          : eq(sessions.ip, from.ip),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Marks activity and slides the expiry, never past `maxAgeDays` after the session opened; at most
 * once a minute per session to spare writes.
 */
export function touchSession(
  db: Executor,
  sessionId: string,
  lifetime: { ttlDays: number; maxAgeDays: number },
) {
  return db
    .update(sessions)
    .set({
      lastSeenAt: sql`now()`,
      expiresAt: sql`least(now() + make_interval(days => ${lifetime.ttlDays}), ${sessions.createdAt} + make_interval(days => ${lifetime.maxAgeDays}))`,
    })
    .where(
      and(eq(sessions.id, sessionId), sql`${sessions.lastSeenAt} < now() - interval '1 minute'`),
    );
}

export async function selectOpenSessions(
  db: Executor,
  playerId: string,
  page: number,
  perPage: number,
) {
  const open = and(
    eq(sessions.playerId, playerId),
    isNull(sessions.closedAt),
    gt(sessions.expiresAt, sql`now()`),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sessions)
      .where(open)
      .orderBy(desc(sessions.lastSeenAt))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(sessions).where(open),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Closes one session of a player; the number of rows tells whether it was theirs and open. */
export async function closeSession(db: Executor, playerId: string, sessionId: string) {
  const closed = await db
    .update(sessions)
    .set({ closedAt: sql`now()` })
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.playerId, playerId), isNull(sessions.closedAt)),
    )
    .returning({ id: sessions.id });
  return closed.length;
}

/** Closes every open session of a player, but the one to keep (if any). */
export function closeOtherSessions(db: Executor, playerId: string, keepSessionId?: string) {
  return db
    .update(sessions)
    .set({ closedAt: sql`now()` })
    .where(
      and(
        eq(sessions.playerId, playerId),
        isNull(sessions.closedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
}
