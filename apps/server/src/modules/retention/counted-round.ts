import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gameRounds } from '../../db/schema.ts';

/** The columns of a round that loyalty, quests and tournaments count from. */
export const countedRoundColumns = {
  id: gameRounds.id,
  playerId: gameRounds.playerId,
  gameId: gameRounds.gameId,
  currency: gameRounds.currency,
  stake: gameRounds.stakeAmount,
  bonusStake: gameRounds.bonusStakeAmount,
  win: gameRounds.winAmount,
  status: gameRounds.status,
  createdAt: gameRounds.createdAt,
};

/**
 * Reads a round once for all three counters of a `game:bets` event: each read it on its own
 * before, three statements for every event on the bet path's outbox (docs/PERFORMANCE.md §35).
 */
export async function readCountedRound(db: Executor, roundId: string) {
  const [round] = await db
    .select(countedRoundColumns)
    .from(gameRounds)
    .where(eq(gameRounds.id, roundId));
  return round;
}

/** A round as it is now, as the retention counters read it (the columns above). */
export type CountedRound = NonNullable<Awaited<ReturnType<typeof readCountedRound>>>;
