import type { BackofficeLoyaltyBody } from '@croupier/contract';
import { asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { loyaltyAccounts, loyaltyLevels, loyaltyPointRates } from '../../db/schema.ts';
import { throwIfFailed } from '../players/form-validation.ts';
import { appendAudit } from './audit.ts';
import { type Actor, createRetentionChecks } from './retention-checks.ts';

type LoyaltyBody = BackofficeLoyaltyBody;

/** The levels with the players whose reached level each is, and the point rates. */
export async function getLoyaltyTable(db: Executor) {
  const [levels, counts, rates] = await Promise.all([
    db.select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.order)),
    db
      .select({ order: loyaltyAccounts.levelOrder, players: sql<number>`count(*)::int` })
      .from(loyaltyAccounts)
      .groupBy(loyaltyAccounts.levelOrder),
    db.select().from(loyaltyPointRates).orderBy(asc(loyaltyPointRates.currency)),
  ]);
  const playersAt = new Map(counts.map((row) => [row.order, row.players]));
  return {
    levels: levels.map((level) => ({
      order: level.order,
      name: level.name,
      points: level.points,
      cashbackBonusPercent: level.cashbackBonusPercent,
      rewardBonusId: level.rewardBonusId,
      players: playersAt.get(level.order) ?? 0,
    })),
    rates: rates.map((rate) => ({ currency: rate.currency, minorPerPoint: rate.minorPerPoint })),
  };
}

/**
 * The same levels as stored (players' accounts keep a reached level by its order), the first at
 * 0 points (where every player starts), thresholds strictly increasing; names in existing
 * locales; reward bonuses that give free spins; one rate per known currency.
 */
async function checkLoyalty(db: Executor, body: LoyaltyBody) {
  const checks = createRetentionChecks(db);
  const stored = await db.select({ order: loyaltyLevels.order }).from(loyaltyLevels);
  // In order, lowest first, and exactly the stored ones.
  const orders = body.levels.map((level) => level.order);
  if (
    orders.join() !==
    stored
      .map((level) => level.order)
      .sort((a, b) => a - b)
      .join()
  ) {
    checks.fail('levels', { rule: 'in' });
  }
  for (const [index, level] of body.levels.entries()) {
    const below = body.levels[index - 1];
    if (index === 0 && level.points !== 0) {
      checks.fail('levels.0.points', { rule: 'max_numeric', params: { max: 0 } });
    }
    if (below && level.points <= below.points) {
      checks.fail(`levels.${index}.points`, {
        rule: 'min_numeric',
        params: { min: below.points + 1 },
      });
    }
    await checks.locales(`levels.${index}.name`, level.name);
    await checks.freespinsBonus(`levels.${index}.rewardBonusId`, level.rewardBonusId);
  }
  const currencies = body.rates.map((rate) => rate.currency);
  if (new Set(currencies).size !== currencies.length) checks.fail('rates', { rule: 'different' });
  await checks.currencies('rates', currencies, true);
  throwIfFailed(checks.failures);
}

/**
 * Rewrites the levels and point rates in one transaction, audited as a whole. Levels are derived
 * from points on every read (and kept once reached), so a lowered threshold shows at once; its
 * reward and message come with the player's next counted round, as any level-up. A raised one
 * takes no reached level away. A currency left out of the rates earns no points from now on.
 */
export async function updateLoyaltyTable(db: Db, actor: Actor, body: LoyaltyBody) {
  await checkLoyalty(db, body);
  return db.transaction(async (tx) => {
    // Two saves queue (the second's before is the first's after); players' reads do not wait.
    await tx.execute(sql`lock table ${loyaltyLevels} in share row exclusive mode`);
    const before = await getLoyaltyTable(tx);
    // Thresholds are unique: move every level out of the way first, then to its new points.
    const offset =
      Math.max(...before.levels.map((l) => l.points), ...body.levels.map((l) => l.points)) + 1;
    await tx.update(loyaltyLevels).set({ points: sql`${loyaltyLevels.points} + ${offset}` });
    for (const level of body.levels) {
      await tx
        .update(loyaltyLevels)
        .set({
          name: level.name,
          points: level.points,
          cashbackBonusPercent: level.cashbackBonusPercent,
          rewardBonusId: level.rewardBonusId,
        })
        .where(eq(loyaltyLevels.order, level.order));
    }
    const currencies = body.rates.map((rate) => rate.currency);
    await tx
      .delete(loyaltyPointRates)
      .where(currencies.length ? notInArray(loyaltyPointRates.currency, currencies) : undefined);
    for (const rate of body.rates) {
      await tx
        .insert(loyaltyPointRates)
        .values(rate)
        .onConflictDoUpdate({
          target: loyaltyPointRates.currency,
          set: { minorPerPoint: rate.minorPerPoint },
        });
    }
    const after = await getLoyaltyTable(tx);
    await appendAudit(tx, {
      operator: actor.operator,
      action: 'loyalty.update',
      target: { type: 'loyalty', id: 'levels' },
      before,
      after,
      ip: actor.ip,
    });
    return after;
  });
}
