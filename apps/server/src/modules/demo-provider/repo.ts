import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { demoProviderRounds, demoProviderSeeds } from '../../db/schema.ts';
import { createServerSeed, hashServerSeed } from './engines/fairness.ts';

/** The provider's own books: seed pairs per subject and the rounds drawn from them. */

export type SeedRow = typeof demoProviderSeeds.$inferSelect;
export type RoundRow = typeof demoProviderRounds.$inferSelect;
export type NewRound = typeof demoProviderRounds.$inferInsert;
export type RoundStatus = RoundRow['status'];

export function createClientSeed() {
  return randomBytes(8).toString('hex');
}

/** The subject's current (unrevealed) seed pair, created on first use. */
export async function ensureCurrentSeed(db: Executor, subject: string): Promise<SeedRow> {
  const current = await findCurrentSeed(db, subject);
  if (current) return current;
  await insertSeed(db, subject, createClientSeed());
  return (await findCurrentSeed(db, subject))!;
}

export async function findCurrentSeed(db: Executor, subject: string) {
  const [row] = await db
    .select()
    .from(demoProviderSeeds)
    .where(and(eq(demoProviderSeeds.subject, subject), isNull(demoProviderSeeds.revealedAt)));
  return row;
}

/** A fresh server seed; a racing insert for the same subject keeps the first one. */
async function insertSeed(db: Executor, subject: string, clientSeed: string) {
  const serverSeed = createServerSeed();
  await db
    .insert(demoProviderSeeds)
    .values({ subject, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed })
    .onConflictDoNothing();
}

/** Takes the next nonce of the current seed: the row lock makes concurrent rounds queue here. */
export async function takeNonce(db: Executor, subject: string) {
  await ensureCurrentSeed(db, subject);
  const [row] = await db
    .update(demoProviderSeeds)
    .set({ nextNonce: sql`${demoProviderSeeds.nextNonce} + 1` })
    .where(and(eq(demoProviderSeeds.subject, subject), isNull(demoProviderSeeds.revealedAt)))
    .returning();
  return { seed: row!, nonce: row!.nextNonce - 1 };
}

/** Reveals the current seed and starts a new one with `clientSeed`; answers the revealed row. */
export async function rotateSeed(db: Executor, subject: string, clientSeed?: string) {
  const current = await ensureCurrentSeed(db, subject);
  const [revealed] = await db
    .update(demoProviderSeeds)
    .set({ revealedAt: new Date() })
    .where(and(eq(demoProviderSeeds.id, current.id), isNull(demoProviderSeeds.revealedAt)))
    .returning();
  await insertSeed(db, subject, clientSeed ?? current.clientSeed);
  return revealed ?? current;
}

/** Changes the client seed of a pair no round has used yet. */
export async function replaceClientSeed(db: Executor, seedId: string, clientSeed: string) {
  await db
    .update(demoProviderSeeds)
    .set({ clientSeed })
    .where(and(eq(demoProviderSeeds.id, seedId), eq(demoProviderSeeds.nextNonce, 0)));
}

export async function insertRound(db: Executor, round: NewRound) {
  const [row] = await db.insert(demoProviderRounds).values(round).returning();
  return row!;
}

export async function setRoundStatus(db: Executor, roundId: string, status: RoundStatus) {
  await db.update(demoProviderRounds).set({ status }).where(eq(demoProviderRounds.id, roundId));
}

/** A round whose stake the platform refused never happened: its row goes. */
export async function deleteRound(db: Executor, roundId: string) {
  await db.delete(demoProviderRounds).where(eq(demoProviderRounds.id, roundId));
}

const summaryColumns = {
  id: demoProviderRounds.id,
  nonce: demoProviderRounds.nonce,
  stake: demoProviderRounds.stakeAmount,
  win: demoProviderRounds.winAmount,
  createdAt: demoProviderRounds.createdAt,
};

export async function listRecentRounds(db: Executor, subject: string, limit = 10) {
  return db
    .select(summaryColumns)
    .from(demoProviderRounds)
    .innerJoin(demoProviderSeeds, eq(demoProviderSeeds.id, demoProviderRounds.seedId))
    .where(
      and(
        eq(demoProviderSeeds.subject, subject),
        inArray(demoProviderRounds.status, ['settled', 'staked', 'pending']),
      ),
    )
    .orderBy(desc(demoProviderRounds.createdAt), desc(demoProviderRounds.nonce))
    .limit(limit);
}

/** Rounds whose seed has been revealed, newest first, with everything a verification needs. */
export async function listRevealedRounds(db: Executor, subject: string, limit = 50) {
  return db
    .select({
      ...summaryColumns,
      kind: demoProviderRounds.kind,
      gameId: demoProviderRounds.gameId,
      currency: demoProviderRounds.currency,
      input: demoProviderRounds.input,
      serverSeed: demoProviderSeeds.serverSeed,
      serverSeedHash: demoProviderSeeds.serverSeedHash,
      clientSeed: demoProviderSeeds.clientSeed,
    })
    .from(demoProviderRounds)
    .innerJoin(demoProviderSeeds, eq(demoProviderSeeds.id, demoProviderRounds.seedId))
    .where(
      and(
        eq(demoProviderSeeds.subject, subject),
        isNotNull(demoProviderSeeds.revealedAt),
        inArray(demoProviderRounds.status, ['settled', 'staked']),
      ),
    )
    .orderBy(desc(demoProviderRounds.createdAt), desc(demoProviderRounds.nonce))
    .limit(limit);
}

/** Real rounds left unfinished (a lost answer, a crash) for longer than `olderThan`. */
export async function listUnfinishedRounds(db: Executor, olderThan: Date, limit = 100) {
  return db
    .select()
    .from(demoProviderRounds)
    .where(
      and(
        inArray(demoProviderRounds.status, ['pending', 'staked']),
        lt(demoProviderRounds.createdAt, olderThan),
      ),
    )
    .orderBy(demoProviderRounds.createdAt)
    .limit(limit);
}
