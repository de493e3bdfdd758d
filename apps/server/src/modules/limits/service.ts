import {
  LIMIT_CHANGE_DELAY_HOURS,
  LIMIT_DEFINITIONS,
  type Limit,
  type LimitCreateBody,
  type LimitUpdateBody,
  type RealityCheck,
} from '@croupier/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { players } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import * as games from '../games/repo.ts';
import { disconnectPlayerAfterCommit } from '../live/events.ts';
import { selectCurrency } from '../payments/repo.ts';
import { closeOtherSessions } from '../sessions/service.ts';
import { selectAccountRecords } from '../wallet/repo.ts';
import { exclusionEnd, formatMoment } from './exclusion.ts';
import * as repo from './repo.ts';

/**
 * Responsible-gaming limits (docs/decisions/012-limits.md). Bet and loss limits are enforced in
 * every bet's statement (the `game_rounds` trigger of migration 0015), deposit limits when a
 * deposit is asked for (`assertDepositAllowed`), exclusions at sign-in (`assertNotExcluded`) and
 * by closing every session when they start. `now` is the caller's clock, so tests can stand on
 * either side of a 24-hour edge.
 */

const { bet, loss, deposit, selfExclusion, coolingOff } = LIMIT_DEFINITIONS;
const DELAY_MS = LIMIT_CHANGE_DELAY_HOURS * 3_600_000;
type Definition = 1 | 2 | 3 | 4 | 5;

/** What counts against a cash limit now: the bet/loss counter of this period, or the deposits. */
async function currentAmountOf(db: Executor, row: repo.LimitWithPeriod): Promise<number | null> {
  if (row.definition > deposit || !row.periodStart || !row.currency) return null;
  if (row.definition === deposit) {
    return (await repo.sumDepositsSince(db, row.playerId, row.currency, row.periodStart)) ?? 0;
  }
  return row.usedFrom?.getTime() === row.periodStart.getTime() ? row.usedAmount : 0;
}

async function toLimit(db: Executor, row: repo.LimitWithPeriod): Promise<Limit> {
  const isCash = row.definition <= deposit;
  return {
    id: row.id,
    definition: row.definition as Definition,
    period: row.period,
    amount: row.amount,
    currentAmount: await currentAmountOf(db, row),
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    endsAt: (isCash ? row.periodEnd : row.endsAt)?.toISOString() ?? null,
    pending: row.pendingFrom
      ? {
          amount: row.pendingAmount,
          period: row.pendingPeriod as 'daily' | 'weekly' | 'monthly' | null,
          isRemoval: row.isPendingRemoval,
          confirmableAt: row.pendingFrom.toISOString(),
        }
      : null,
  };
}

export async function listLimits(db: Executor, playerId: string, now: Date): Promise<Limit[]> {
  const rows = await repo.selectLimits(db, playerId, now);
  return Promise.all(rows.map((row) => toLimit(db, row)));
}

async function reloadLimit(tx: Executor, playerId: string, id: string, now: Date) {
  const [row] = await repo.selectLimits(tx, playerId, now, { id });
  return toLimit(tx, row!);
}

/**
 * The counter a bet or loss limit starts from in its running period: what the player already did
 * since the period began (nothing to count for a deposit limit, whose deposits are summed).
 */
async function startingUse(
  tx: Executor,
  playerId: string,
  limit: { definition: number; period: string; currency: string },
  now: Date,
) {
  if (limit.definition !== bet && limit.definition !== loss) {
    return { usedAmount: 0, usedFrom: null };
  }
  const from = await repo.selectPeriodStart(tx, playerId, limit.period, now);
  const used = await repo.sumRoundsSince(tx, playerId, limit.definition, limit.currency, from);
  if (used === null) throw new AppError('limitRateMissing');
  return { usedAmount: used, usedFrom: from };
}

/**
 * Sets a limit. A cash limit applies at once (a new limit only restricts), counting what the
 * player already did in the running period. A self-exclusion or cooling-off starts now: every
 * session and live socket of the player closes, and the games stop taking bets.
 */
export async function createLimit(
  tx: Executor,
  playerId: string,
  body: LimitCreateBody,
  now: Date,
): Promise<Limit> {
  await games.lockPlayer(tx, playerId);
  const existing = await repo.selectLimits(tx, playerId, now);
  if (body.definition === selfExclusion || body.definition === coolingOff) {
    if (existing.some((row) => row.definition === selfExclusion || row.definition === coolingOff)) {
      throw new AppError('limitExists');
    }
    const row = await repo.insertLimit(tx, {
      playerId,
      definition: body.definition,
      period: body.period,
      endsAt: exclusionEnd(body.period, now),
      createdAt: now,
      updatedAt: now,
    });
    await games.closeOpenSessions(tx, playerId);
    await closeOtherSessions(tx, playerId);
    await disconnectPlayerAfterCommit(tx, playerId, 'forceDisconnect');
    return reloadLimit(tx, playerId, row.id, now);
  }
  if (existing.some((row) => row.definition === body.definition && row.period === body.period)) {
    throw new AppError('limitExists');
  }
  const currency = body.currency ?? (await activeCurrency(tx, playerId));
  if (!(await selectCurrency(tx, currency))?.isEnabled) throw new AppError('currencyUnavailable');
  const row = await repo.insertLimit(tx, {
    playerId,
    definition: body.definition,
    period: body.period,
    amount: body.amount!,
    currency,
    ...(await startingUse(tx, playerId, { ...body, currency }, now)),
    createdAt: now,
    updatedAt: now,
  });
  return reloadLimit(tx, playerId, row.id, now);
}

async function activeCurrency(tx: Executor, playerId: string) {
  const accounts = await selectAccountRecords(tx, playerId);
  const active = accounts.find((account) => account.status === 1) ?? accounts[0];
  if (!active) throw new AppError('currencyUnavailable');
  return active.currency;
}

async function lockOwnLimit(tx: Executor, playerId: string, id: string, now: Date) {
  await games.lockPlayer(tx, playerId);
  const [row] = await repo.selectLimits(tx, playerId, now, { id, forUpdate: true });
  if (!row) throw new AppError('notFound');
  if (row.definition === selfExclusion || row.definition === coolingOff) {
    throw new AppError('limitLocked');
  }
  return row;
}

/** A pending change is confirmed by asking for it again once its time has come. */
function assertConfirmable(row: repo.LimitWithPeriod, now: Date) {
  if (row.pendingFrom && now < row.pendingFrom) {
    throw new AppError('limitChangePending', {
      params: { at: formatMoment(row.pendingFrom) },
    });
  }
}

/**
 * Changes a cash limit. A lower amount in the same period applies at once (and drops any waiting
 * increase). A higher amount or another period waits 24 hours; asking for the same change again
 * after that confirms it.
 */
export async function updateLimit(
  tx: Executor,
  playerId: string,
  id: string,
  body: LimitUpdateBody,
  now: Date,
): Promise<Limit> {
  const row = await lockOwnLimit(tx, playerId, id, now);
  const isSamePeriod = body.period === row.period;
  if (isSamePeriod && body.amount <= row.amount!) {
    await repo.updateLimit(tx, id, { amount: body.amount, ...noPending, updatedAt: now });
    return reloadLimit(tx, playerId, id, now);
  }
  const isPendingAsked =
    row.pendingFrom !== null &&
    !row.isPendingRemoval &&
    row.pendingAmount === body.amount &&
    row.pendingPeriod === body.period;
  if (!isPendingAsked) {
    if (!isSamePeriod) await assertPeriodFree(tx, row, body.period, now);
    await repo.updateLimit(tx, id, {
      pendingAmount: body.amount,
      pendingPeriod: body.period,
      isPendingRemoval: false,
      pendingFrom: new Date(now.getTime() + DELAY_MS),
      updatedAt: now,
    });
    return reloadLimit(tx, playerId, id, now);
  }
  assertConfirmable(row, now);
  if (!isSamePeriod) await assertPeriodFree(tx, row, body.period, now);
  await repo.updateLimit(tx, id, {
    amount: body.amount,
    period: body.period,
    ...noPending,
    // Another period counts from its own start.
    ...(!isSamePeriod &&
      (await startingUse(
        tx,
        playerId,
        { definition: row.definition, period: body.period, currency: row.currency! },
        now,
      ))),
    updatedAt: now,
  });
  return reloadLimit(tx, playerId, id, now);
}

const noPending = {
  pendingAmount: null,
  pendingPeriod: null,
  isPendingRemoval: false,
  pendingFrom: null,
};

async function assertPeriodFree(
  tx: Executor,
  row: repo.LimitWithPeriod,
  period: string,
  now: Date,
) {
  const others = await repo.selectLimits(tx, row.playerId, now);
  if (
    others.some((o) => o.id !== row.id && o.definition === row.definition && o.period === period)
  ) {
    throw new AppError('limitExists');
  }
}

/**
 * Removes a cash limit: the first call asks (it stays 24 hours), a call after that removes it
 * (answers null). Exclusions cannot be removed.
 */
export async function removeLimit(
  tx: Executor,
  playerId: string,
  id: string,
  now: Date,
): Promise<Limit | null> {
  const row = await lockOwnLimit(tx, playerId, id, now);
  if (!row.isPendingRemoval) {
    await repo.updateLimit(tx, id, {
      ...noPending,
      isPendingRemoval: true,
      pendingFrom: new Date(now.getTime() + DELAY_MS),
      updatedAt: now,
    });
    return reloadLimit(tx, playerId, id, now);
  }
  assertConfirmable(row, now);
  await repo.updateLimit(tx, id, { removedAt: now, updatedAt: now });
  return null;
}

/**
 * Refuses a deposit that would take the player over a deposit limit (13100): what counts this
 * period (paid and pending deposits) plus `amount`, converted to each limit's currency, must stay
 * within it. Without `amount`, refuses once a limit is reached (the methods endpoint).
 */
export async function assertDepositAllowed(
  db: Executor,
  playerId: string,
  deposit: { amount?: number; currency: string },
  now: Date,
) {
  const limits = (await repo.selectLimits(db, playerId, now)).filter(
    (row) => row.definition === LIMIT_DEFINITIONS.deposit,
  );
  for (const row of limits) {
    const current = await repo.sumDepositsSince(db, playerId, row.currency!, row.periodStart!);
    const asked =
      deposit.amount === undefined
        ? 0
        : await repo.convert(db, deposit.amount, deposit.currency, row.currency!);
    if (current === null || asked === null) throw new AppError('depositLimit');
    const isOver =
      deposit.amount === undefined ? current >= row.amount! : current + asked > row.amount!;
    if (isOver) throw new AppError('depositLimit');
  }
}

/** The player's reality-check interval (minutes between checks during play; 0: off). */
export async function getRealityCheck(db: Executor, playerId: string): Promise<RealityCheck> {
  const [row] = await db
    .select({ minutes: players.realityCheckMinutes })
    .from(players)
    .where(eq(players.id, playerId));
  if (!row) throw new AppError('unauthorized');
  return { intervalMinutes: row.minutes as RealityCheck['intervalMinutes'] };
}

export async function setRealityCheck(
  db: Executor,
  playerId: string,
  body: RealityCheck,
): Promise<RealityCheck> {
  await db
    .update(players)
    .set({ realityCheckMinutes: body.intervalMinutes, updatedAt: new Date() })
    .where(eq(players.id, playerId));
  return getRealityCheck(db, playerId);
}
