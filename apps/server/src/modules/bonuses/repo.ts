import type { PlayerBonus } from '@croupier/contract';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { bonuses, gameRounds, invoices, playerBonuses, players } from '../../db/schema.ts';

export type BonusRow = typeof bonuses.$inferSelect;
export type PlayerBonusRow = typeof playerBonuses.$inferSelect;

export function selectEnabledBonuses(db: Executor, trigger: BonusRow['trigger']) {
  return db
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.trigger, trigger), eq(bonuses.isEnabled, true)))
    .orderBy(asc(bonuses.position), asc(bonuses.id));
}

export function selectPackageSteps(db: Executor, packageId: string) {
  return db
    .select({ id: bonuses.id })
    .from(bonuses)
    .where(and(eq(bonuses.packageId, packageId), eq(bonuses.isEnabled, true)))
    .orderBy(asc(bonuses.depositNumber), asc(bonuses.position));
}

export async function selectBonus(db: Executor, bonusId: string) {
  const [row] = await db.select().from(bonuses).where(eq(bonuses.id, bonusId));
  return row;
}

export async function insertPlayerBonus(db: Executor, values: typeof playerBonuses.$inferInsert) {
  const [row] = await db.insert(playerBonuses).values(values).returning();
  return row!;
}

export async function selectPlayerBonus(db: Executor, playerBonusId: string) {
  const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.id, playerBonusId));
  return row;
}

export async function hasActiveBonus(db: Executor, accountId: string) {
  const [row] = await db
    .select({ id: playerBonuses.id })
    .from(playerBonuses)
    .where(and(eq(playerBonuses.accountId, accountId), eq(playerBonuses.status, 2)));
  return row !== undefined;
}

/** Open rounds that staked this bonus's money: their wins are the bonus's until they settle. */
export async function countUnsettledRounds(db: Executor, playerBonusId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.playerBonusId, playerBonusId),
        eq(gameRounds.status, 1),
        sql`${gameRounds.bonusStakeAmount} > 0`,
      ),
    );
  return row?.count ?? 0;
}

/** A player's bonuses as the contract's PlayerBonus (`player_bonus_json`), newest first. */
export async function selectPlayerBonusViews(
  db: Executor,
  filter: { playerId: string; statuses?: number[]; currency?: string; ids?: string[] },
  locale: string,
): Promise<PlayerBonus[]> {
  const conditions = [
    eq(playerBonuses.playerId, filter.playerId),
    filter.statuses?.length ? inArray(playerBonuses.status, filter.statuses) : undefined,
    filter.currency ? eq(playerBonuses.currency, filter.currency) : undefined,
    filter.ids ? inArray(playerBonuses.id, filter.ids) : undefined,
  ];
  const rows = await db
    .select({ view: sql<PlayerBonus>`player_bonus_json(player_bonuses, ${locale}::text)` })
    .from(playerBonuses)
    .where(and(...conditions))
    .orderBy(sql`${playerBonuses.createdAt} desc`, sql`${playerBonuses.id} desc`);
  return rows.map((row) => (typeof row.view === 'string' ? JSON.parse(row.view) : row.view));
}

/** Bonuses past their expiry that are still issued or active, oldest first. */
export function selectExpiredBonusIds(db: Executor, limit: number) {
  return db
    .select({
      id: playerBonuses.id,
      accountId: playerBonuses.accountId,
      currency: playerBonuses.currency,
    })
    .from(playerBonuses)
    .where(and(inArray(playerBonuses.status, [1, 2]), lte(playerBonuses.expiresAt, sql`now()`)))
    .orderBy(asc(playerBonuses.expiresAt))
    .limit(limit);
}

/** Activates an issued bonus (`bonus_activate`: grant posting, status, events). */
export function activateStatement(
  db: Executor,
  playerBonusId: string,
  houseId: string,
  isTurnoverOn: boolean,
) {
  return queryRows(
    db,
    sql`select (bonus_activate(${playerBonusId}::uuid, ${houseId}::uuid, ${isTurnoverOn}::boolean)).id`,
  );
}

/** Finishes a bonus with a result (`bonus_finish`: conversion or forfeit, status, events). */
export function finishStatement(
  db: Executor,
  playerBonusId: string,
  result: number,
  houseId: string,
  isTurnoverOn: boolean,
) {
  return queryRows(
    db,
    sql`select (bonus_finish(${playerBonusId}::uuid, ${result}::int, ${houseId}::uuid, ${isTurnoverOn}::boolean)).id`,
  );
}

/** Publishes a bonus as it is now (`bonus_publish`), for steps that move no money. */
export function publishStatement(db: Executor, playerBonusId: string, isTurnoverOn: boolean) {
  return queryRows(
    db,
    sql`select bonus_publish(b, false, ${isTurnoverOn}::boolean) from player_bonuses b where b.id = ${playerBonusId}::uuid`,
  );
}

/** What decides which bonuses a player may still get: successful deposits, bonuses had so far. */
export async function selectPlayerBonusHistory(db: Executor, playerId: string) {
  const [deposits] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(invoices)
    .where(and(eq(invoices.playerId, playerId), eq(invoices.type, 1), eq(invoices.status, 2)));
  // A grant is one bonus (not the bonus free spins' winnings became), or a type 3 definition's
  // free spins (their first batch).
  const taken = await queryRows<{ bonusId: string; count: number }>(
    db,
    sql`select bonus_id as "bonusId", count(*)::int as count from (
          select b.bonus_id from player_bonuses b
           where b.player_id = ${playerId}::uuid and b.player_freespin_id is null
          union all
          select f.bonus_id from player_freespins f join bonuses d on d.id = f.bonus_id
           where f.player_id = ${playerId}::uuid and f.batch = 1 and d.type = 3
        ) grants group by bonus_id`,
  );
  return {
    deposits: deposits?.count ?? 0,
    taken: new Map(taken.map((row) => [row.bonusId, Number(row.count)])),
  };
}

/** Locks the player's row: bonus decisions of one player (deposit steps, limits) run one at a time. */
export async function lockPlayer(tx: Executor, playerId: string) {
  await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('update');
}
