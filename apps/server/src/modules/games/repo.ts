import { and, asc, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  catalogueVersion,
  currencies,
  favoriteGames,
  gameCollectionGames,
  gameCollections,
  gameProviders,
  gameRounds,
  gameSessions,
  games,
  players,
} from '../../db/schema.ts';

/** The whole catalogue in four small reads; the service keeps it in memory for a few seconds. */
export async function selectCatalogueRows(db: Executor) {
  const [providerRows, collectionRows, gameRows, memberRows] = await Promise.all([
    db.select().from(gameProviders).orderBy(asc(gameProviders.position)),
    db.select().from(gameCollections).orderBy(asc(gameCollections.position)),
    db.select().from(games),
    db
      .select()
      .from(gameCollectionGames)
      .orderBy(asc(gameCollectionGames.collectionId), asc(gameCollectionGames.position)),
  ]);
  return { providerRows, collectionRows, gameRows, memberRows };
}

export type CatalogueRows = Awaited<ReturnType<typeof selectCatalogueRows>>;

/** The catalogue's version, raised by triggers whenever a catalogue table changes. */
export async function selectCatalogueVersion(db: Executor): Promise<number> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion);
  return row?.version ?? 0;
}

/** The player's favourites, last added first. */
export async function selectFavoriteIds(db: Executor, playerId: string): Promise<string[]> {
  const rows = await db
    .select({ gameId: favoriteGames.gameId })
    .from(favoriteGames)
    .where(eq(favoriteGames.playerId, playerId))
    .orderBy(desc(favoriteGames.createdAt), asc(favoriteGames.gameId));
  return rows.map((row) => row.gameId);
}

export async function insertFavorite(db: Executor, playerId: string, gameId: string) {
  await db.insert(favoriteGames).values({ playerId, gameId }).onConflictDoNothing();
}

export async function deleteFavorite(db: Executor, playerId: string, gameId: string) {
  await db
    .delete(favoriteGames)
    .where(and(eq(favoriteGames.playerId, playerId), eq(favoriteGames.gameId, gameId)));
}

/** Distinct games of the player's game sessions, last played first. */
export async function selectPlayedGameIds(db: Executor, playerId: string, limit: number) {
  const lastPlayed = sql`max(${gameSessions.createdAt})`;
  const rows = await db
    .select({ gameId: gameSessions.gameId })
    .from(gameSessions)
    .where(eq(gameSessions.playerId, playerId))
    .groupBy(gameSessions.gameId)
    .orderBy(desc(lastPlayed))
    .limit(limit);
  return rows.map((row) => row.gameId);
}

/** Locks the player row, so one player's game sessions are opened one at a time. */
export async function lockPlayer(tx: Executor, playerId: string) {
  await tx.execute(sql`select 1 from ${players} where ${players.id} = ${playerId} for update`);
}

export async function closeOpenSessions(tx: Executor, playerId: string) {
  await tx
    .update(gameSessions)
    .set({ status: 'closed', closedAt: new Date() })
    .where(and(eq(gameSessions.playerId, playerId), eq(gameSessions.status, 'open')));
}

export async function insertSession(tx: Executor, values: typeof gameSessions.$inferInsert) {
  const [row] = await tx.insert(gameSessions).values(values).returning({ id: gameSessions.id });
  return row!.id;
}

const roundColumns = {
  id: gameRounds.id,
  gameId: gameRounds.gameId,
  currency: gameRounds.currency,
  amount: gameRounds.stakeAmount,
  winAmount: gameRounds.winAmount,
  status: gameRounds.status,
  createdAt: gameRounds.createdAt,
  settledAt: gameRounds.settledAt,
};

export type RoundRow = {
  id: string;
  gameId: string;
  currency: string;
  amount: number;
  winAmount: number;
  status: number;
  createdAt: Date;
  settledAt: Date | null;
};

/** A page of the player's rounds, newest first, and how many there are in all. */
export async function selectRounds(
  db: Executor,
  playerId: string,
  page: { limit: number; offset: number },
  isSettled?: boolean,
): Promise<{ rows: RoundRow[]; total: number }> {
  const where = and(
    eq(gameRounds.playerId, playerId),
    isSettled === undefined
      ? undefined
      : isSettled
        ? ne(gameRounds.status, 1)
        : eq(gameRounds.status, 1),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(roundColumns)
      .from(gameRounds)
      .where(where)
      .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(gameRounds).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export interface WinRow extends RoundRow {
  nickname: string | null;
  email: string | null;
}

/**
 * The biggest won rounds since `since`, ranked by their value in the base currency (a satoshi is
 * not a cent): win ÷ subunits ÷ the currency's latest rate.
 */
export async function selectBigWins(db: Executor, since: Date, limit: number): Promise<WinRow[]> {
  const latestRate = sql`(select r.rate from currency_rates r where r.currency = ${gameRounds.currency} order by r.created_at desc limit 1)`;
  return db
    .select({ ...roundColumns, nickname: players.nickname, email: players.email })
    .from(gameRounds)
    .innerJoin(players, eq(players.id, gameRounds.playerId))
    .innerJoin(currencies, eq(currencies.code, gameRounds.currency))
    .where(and(eq(gameRounds.status, 2), gte(gameRounds.createdAt, since)))
    .orderBy(
      desc(sql`${gameRounds.winAmount}::numeric / ${currencies.subunitToUnit} / ${latestRate}`),
      desc(gameRounds.createdAt),
    )
    .limit(limit);
}
