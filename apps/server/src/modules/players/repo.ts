import { and, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { players, timeZones } from '../../db/schema.ts';

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayer = typeof players.$inferInsert;

export async function selectPlayer(db: Executor, playerId: string) {
  const [row] = await db.select().from(players).where(eq(players.id, playerId));
  return row;
}

/** A player by e-mail (any case) or by phone, whichever the login is. */
export async function selectPlayerByLogin(
  db: Executor,
  login: { email: string } | { phone: string },
) {
  const condition =
    'email' in login
      ? sql`lower(${players.email}) = ${login.email.toLowerCase()}`
      : eq(players.phone, login.phone);
  const [row] = await db.select().from(players).where(condition);
  return row;
}

export async function isEmailTaken(db: Executor, email: string, exceptPlayerId?: string) {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(
      and(
        sql`lower(${players.email}) = ${email.toLowerCase()}`,
        exceptPlayerId ? ne(players.id, exceptPlayerId) : undefined,
      ),
    );
  return row !== undefined;
}

export async function isPhoneTaken(db: Executor, phone: string, exceptPlayerId?: string) {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(
      and(eq(players.phone, phone), exceptPlayerId ? ne(players.id, exceptPlayerId) : undefined),
    );
  return row !== undefined;
}

/** Nicknames that start with `base`, to pick the first free `base`, `base2`, `base3`… */
export async function selectNicknamesLike(db: Executor, base: string) {
  const escaped = base.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const rows = await db
    .select({ nickname: players.nickname })
    .from(players)
    .where(ilike(players.nickname, `${escaped}%`));
  return new Set(rows.map((row) => row.nickname?.toLowerCase()));
}

/**
 * Inserts a player; undefined when the e-mail or phone was registered in the meantime (the unique
 * indexes decide under concurrent registrations, the service's check only gives the early answer).
 */
export async function insertPlayer(db: Executor, values: NewPlayer) {
  const [row] = await db.insert(players).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updatePlayer(db: Executor, playerId: string, values: Partial<NewPlayer>) {
  const [row] = await db
    .update(players)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(players.id, playerId))
    .returning();
  return row!;
}

export async function isKnownTimeZone(db: Executor, id: string) {
  const [row] = await db.select({ id: timeZones.id }).from(timeZones).where(eq(timeZones.id, id));
  return row !== undefined;
}

/** The player's language (English for an unknown player), for texts written on their behalf. */
export async function selectPlayerLocale(db: Executor, playerId: string) {
  const [row] = await db
    .select({ locale: players.locale })
    .from(players)
    .where(eq(players.id, playerId));
  return row?.locale ?? 'en';
}
