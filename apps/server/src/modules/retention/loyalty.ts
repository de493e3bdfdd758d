import {
  BET_STATUSES,
  type LoyaltyAccount,
  type LoyaltyEvent,
  type LoyaltyLevel,
} from '@croupier/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import {
  bonuses,
  loyaltyAccounts,
  loyaltyLevels,
  loyaltyPointRates,
  loyaltyRoundPoints,
  walletAccounts,
} from '../../db/schema.ts';
import { localizedText } from '../../lib/localized.ts';
import { issueFreespins } from '../bonuses/freespins.ts';
import { selectBonus } from '../bonuses/repo.ts';
import { personalChannel } from '../live/channels.ts';
import { publishAfterCommit } from '../live/events.ts';
import { sendMessage } from '../messenger/service.ts';
import { selectPlayerLocale } from '../players/repo.ts';
import type { CountedRound } from './counted-round.ts';

type LevelRow = typeof loyaltyLevels.$inferSelect;

/** The levels in order, in `locale`, with the points rates. */
export async function listLevels(db: Executor, locale: string) {
  const [levels, rates] = await Promise.all([
    db
      .select({ level: loyaltyLevels, bonusName: bonuses.name })
      .from(loyaltyLevels)
      .leftJoin(bonuses, eq(bonuses.id, loyaltyLevels.rewardBonusId))
      .orderBy(asc(loyaltyLevels.order)),
    db.select().from(loyaltyPointRates).orderBy(asc(loyaltyPointRates.currency)),
  ]);
  const data: LoyaltyLevel[] = levels.map(({ level, bonusName }) => ({
    order: level.order,
    name: localizedText(level.name, locale),
    points: level.points,
    benefits: level.benefits[locale] ?? level.benefits.en ?? [],
    cashbackBonusPercent: level.cashbackBonusPercent,
    reward: level.rewardBonusId
      ? { bonusId: level.rewardBonusId, name: localizedText(bonusName, locale) }
      : null,
  }));
  return { data, meta: { rates } };
}

function levelFor(levels: readonly LevelRow[], points: number) {
  return levels.filter((level) => level.points <= points).at(-1);
}

/** The player's points, level and the next one (a player who never bet is at the first level). */
export async function getAccount(
  db: Executor,
  playerId: string,
  locale: string,
): Promise<LoyaltyAccount> {
  const [levels, [account]] = await Promise.all([
    db.select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.order)),
    db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.playerId, playerId)),
  ]);
  const points = account?.points ?? 0;
  const order = Math.max(account?.levelOrder ?? 0, levelFor(levels, points)?.order ?? 0);
  const current = levels.find((level) => level.order === order) ?? levels[0];
  const next = levels.find((level) => level.order > (current?.order ?? 0));
  const ref = (level: LevelRow) => ({
    name: localizedText(level.name, locale),
    points: level.points,
    order: level.order,
  });
  return {
    points,
    currentLevel: current ? ref(current) : { name: '', points: 0, order: 0 },
    nextLevel: next ? ref(next) : null,
  };
}

/**
 * Counts a round for loyalty, from the round as it is now (not from the event that named it): its
 * real-money stake over its currency's rate, nothing once refunded. Any number of events of a
 * round, in any order, leave the same points; each level reached gives its reward and its
 * message once. Answers whether the player's points changed.
 */
export async function countRound(db: Db, round: CountedRound): Promise<boolean> {
  const roundId = round.id;
  return db.transaction(async (tx) => {
    const [rate] = await tx
      .select({ minorPerPoint: loyaltyPointRates.minorPerPoint })
      .from(loyaltyPointRates)
      .where(eq(loyaltyPointRates.currency, round.currency));
    const realStake = Math.max(0, round.stake - round.bonusStake);
    const points =
      round.status === BET_STATUSES.refunded || !rate
        ? 0
        : Math.floor(realStake / rate.minorPerPoint);

    // The player's account row first, then the round's: one order for every writer.
    await tx.insert(loyaltyAccounts).values({ playerId: round.playerId }).onConflictDoNothing();
    const [account] = await tx
      .select()
      .from(loyaltyAccounts)
      .where(eq(loyaltyAccounts.playerId, round.playerId))
      .for('update');
    const [counted] = await tx
      .select({ points: loyaltyRoundPoints.points })
      .from(loyaltyRoundPoints)
      .where(eq(loyaltyRoundPoints.roundId, roundId));
    const delta = points - (counted?.points ?? 0);
    if (delta === 0) return false;
    await tx
      .insert(loyaltyRoundPoints)
      .values({ roundId, playerId: round.playerId, points })
      .onConflictDoUpdate({ target: loyaltyRoundPoints.roundId, set: { points } });
    await applyPoints(tx, round.playerId, account!, account!.points + delta);
    return true;
  });
}

/** Sets the account's points, then the level they reach (levels are kept once reached). */
async function applyPoints(
  tx: Executor,
  playerId: string,
  account: typeof loyaltyAccounts.$inferSelect,
  points: number,
) {
  const levels = await tx.select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.order));
  const reached = levelFor(levels, points)?.order ?? 0;
  const levelOrder = Math.max(account.levelOrder, reached);
  await tx
    .update(loyaltyAccounts)
    .set({ points, levelOrder, updatedAt: sql`now()` })
    .where(eq(loyaltyAccounts.playerId, playerId));
  const locale = await selectPlayerLocale(tx, playerId);
  // A player starts at the first level: reaching it is no level-up.
  const before = Math.max(account.levelOrder, levelFor(levels, 0)?.order ?? 0);
  const level = levels.find((l) => l.order === levelOrder);
  const event: LoyaltyEvent = {
    points,
    levelOrder,
    previousLevelOrder: before,
    levelName: level ? localizedText(level.name, locale) : '',
  };
  await publishAfterCommit(tx, personalChannel('retention:accounts', playerId), event);
  // Every level passed on the way gets its reward and its message, the lowest first.
  for (const passed of levels.filter((l) => l.order > before && l.order <= levelOrder)) {
    await rewardLevel(tx, playerId, passed);
    await sendMessage(tx, {
      playerId,
      kind: 'loyalty.levelUp',
      params: { level: localizedText(passed.name, locale) },
      sourceKey: `loyalty:level:${passed.order}`,
    });
  }
}

/** The level's reward bonus (free spins) on the player's active account, if its currency has them. */
async function rewardLevel(tx: Executor, playerId: string, level: LevelRow) {
  if (!level.rewardBonusId) return;
  const bonus = await selectBonus(tx, level.rewardBonusId);
  const [account] = await tx
    .select({ id: walletAccounts.id, currency: walletAccounts.currency })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.playerId, playerId), eq(walletAccounts.status, 1)));
  if (!bonus || !account) return;
  await issueFreespins(tx, { bonus, playerId, accountId: account.id, currency: account.currency });
}

/**
 * Rebuilds every player's points from the rounds (the event history of the bet path): what
 * replaying all events gives. Levels already reached are kept and no reward is given twice.
 */
export async function rebuildLoyalty(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into loyalty_round_points (round_id, player_id, points)
      select r.id, r.player_id,
        case when r.status = ${BET_STATUSES.refunded} then 0
          else floor(greatest(r.stake_amount - r.bonus_stake_amount, 0) / rate.minor_per_point)
        end
      from game_rounds r join loyalty_point_rates rate on rate.currency = r.currency
      on conflict (round_id) do update set points = excluded.points`);
    await tx.execute(sql`
      insert into loyalty_accounts (player_id, points)
      select player_id, sum(points) from loyalty_round_points group by player_id
      on conflict (player_id) do update set points = excluded.points, updated_at = now()`);
  });
}
