import type { Cashback } from '@croupier/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import {
  cashbackPayouts,
  cashbackPrograms,
  loyaltyAccounts,
  loyaltyLevels,
  walletAccounts,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { houseAccount, postTransfer } from '../ledger/service.ts';
import { publishAccountChange } from '../wallet/service.ts';
import * as repo from './repo.ts';
import { issueBonus } from './service.ts';

/**
 * Cashback (contract `cashbackSchema`): each closed period, a programme gives back a percentage
 * of every player's net real-money loss in a currency — cash staked on bets less cash won and
 * refunded, read from the ledger — as cash (ledger `cashback`) or as a bonus. A payout row per
 * programme, account and period makes the job pay each period once, on any number of processes.
 */

type Program = typeof cashbackPrograms.$inferSelect;
type Period = Program['period'];
const DAY_MS = 86_400_000;

/** The period of `period` kind that contains `at`: a UTC day, or a UTC week from Monday. */
export function periodOf(period: Period, at: Date): { from: Date; to: Date } {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  if (period === 'daily') return { from: new Date(day), to: new Date(day + DAY_MS) };
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  const monday = day - sinceMonday * DAY_MS;
  return { from: new Date(monday), to: new Date(monday + 7 * DAY_MS) };
}

/** The last period that has ended by `at`. */
export function previousPeriod(period: Period, at: Date) {
  const current = periodOf(period, at);
  return periodOf(period, new Date(current.from.getTime() - 1));
}

/** What a net loss gives back: nothing below the minimum, the percentage rounded down, capped. */
export function cashbackAmount(program: Program, currency: string, netLoss: number) {
  const minLoss = program.minLoss[currency];
  const max = program.maxAmount[currency];
  if (minLoss === undefined || max === undefined || netLoss < minLoss || netLoss <= 0) return 0;
  return Math.min(Math.floor((netLoss * program.percent) / 100), max);
}

const GAME_KINDS = sql`('bet', 'win', 'rollback')`;

/** Net real-money loss of one cash account in a period (cash staked less cash won and refunded). */
async function netLossOf(db: Executor, accountId: string, from: Date, to: Date) {
  const [row] = await queryRows<{ loss: string | number | null }>(
    db,
    sql`select -sum(e.amount) as loss from ledger_entries e
        join ledger_transfers t on t.id = e.transfer_id
        where e.account_id = ${accountId}::uuid and t.kind in ${GAME_KINDS}
          and e.created_at >= ${from.toISOString()}::timestamptz
          and e.created_at < ${to.toISOString()}::timestamptz`,
  );
  return Math.max(0, Number(row?.loss ?? 0));
}

/** Every cash account that lost in a period, with its player, currency and net loss. */
async function netLossesIn(db: Executor, from: Date, to: Date) {
  const rows = await queryRows<{
    account_id: string;
    player_id: string;
    currency: string;
    loss: string | number;
  }>(
    db,
    sql`select w.id as account_id, w.player_id, w.currency, -sum(e.amount) as loss
        from ledger_entries e
        join ledger_transfers t on t.id = e.transfer_id
        join wallet_accounts w on w.id = e.account_id
        where t.kind in ${GAME_KINDS}
          and e.created_at >= ${from.toISOString()}::timestamptz
          and e.created_at < ${to.toISOString()}::timestamptz
        group by w.id, w.player_id, w.currency
        having -sum(e.amount) > 0`,
  );
  return rows.map((row) => ({
    accountId: row.account_id,
    playerId: row.player_id,
    currency: row.currency,
    netLoss: Number(row.loss),
  }));
}

/**
 * The programme's terms for a player: its rate raised by the percentage points of the player's
 * loyalty level (a level benefit), at most 100.
 */
async function programFor(db: Executor, program: Program, playerId: string): Promise<Program> {
  const [level] = await db
    .select({ extra: loyaltyLevels.cashbackBonusPercent })
    .from(loyaltyAccounts)
    .innerJoin(loyaltyLevels, eq(loyaltyLevels.order, loyaltyAccounts.levelOrder))
    .where(eq(loyaltyAccounts.playerId, playerId));
  const extra = level?.extra ?? 0;
  return extra > 0 ? { ...program, percent: Math.min(100, program.percent + extra) } : program;
}

/** Pays one account's cashback for a period, once (the payout row is the key). */
async function payOne(
  db: Db,
  program: Program,
  loss: Awaited<ReturnType<typeof netLossesIn>>[number],
  period: { from: Date; to: Date },
) {
  const terms = await programFor(db, program, loss.playerId);
  const amount = cashbackAmount(terms, loss.currency, loss.netLoss);
  if (amount === 0) return false;
  return db.transaction(async (tx) => {
    const [payout] = await tx
      .insert(cashbackPayouts)
      .values({
        programId: program.id,
        playerId: loss.playerId,
        accountId: loss.accountId,
        currency: loss.currency,
        periodFrom: period.from,
        periodTo: period.to,
        netLoss: loss.netLoss,
        amount,
      })
      .onConflictDoNothing()
      .returning();
    if (!payout) return false;
    if (program.paidAs === 'bonus') {
      const bonus = await repo.selectBonus(tx, program.bonusId!);
      if (!bonus) throw new Error(`cashback ${program.id}: bonus ${program.bonusId} is missing`);
      const playerBonus = await issueBonus(tx, {
        bonus,
        playerId: loss.playerId,
        accountId: loss.accountId,
        currency: loss.currency,
        amount,
      });
      await tx
        .update(cashbackPayouts)
        .set({ playerBonusId: playerBonus.id })
        .where(eq(cashbackPayouts.id, payout.id));
      return true;
    }
    const house = await houseAccount(tx, loss.currency);
    await postTransfer(
      tx,
      {
        idempotencyKey: `cashback:${payout.id}`,
        kind: 'cashback',
        legs: [
          { accountId: house.id, amountMinor: -amount },
          { accountId: loss.accountId, amountMinor: amount },
        ],
        metadata: { programId: program.id, periodFrom: period.from.toISOString() },
      },
      { status: 'posted' },
    );
    await publishAccountChange(tx, loss.playerId, loss.accountId);
    return true;
  });
}

/** Pays every enabled programme's cashback for its last closed period; answers how many payouts. */
export async function payDueCashback(db: Db, at = new Date()) {
  const programs = await db
    .select()
    .from(cashbackPrograms)
    .where(eq(cashbackPrograms.isEnabled, true));
  let paid = 0;
  for (const program of programs) {
    const period = previousPeriod(program.period, at);
    for (const loss of await netLossesIn(db, period.from, period.to)) {
      if (await payOne(db, program, loss, period)) paid++;
    }
  }
  return paid;
}

function localized(text: Record<string, string>, locale: string) {
  return text[locale] ?? text.en ?? '';
}

/** The programmes of a currency, with the running period's loss so far and the last payout. */
export async function listCashback(
  db: Executor,
  playerId: string,
  currency: string,
  locale: string,
  at = new Date(),
): Promise<Cashback[]> {
  const [account] = await db
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.playerId, playerId), eq(walletAccounts.currency, currency)));
  if (!account) throw new AppError('notFound');
  const programs = await db
    .select()
    .from(cashbackPrograms)
    .where(eq(cashbackPrograms.isEnabled, true));
  const list: Cashback[] = [];
  for (const offered of programs) {
    if (offered.minLoss[currency] === undefined || offered.maxAmount[currency] === undefined)
      continue;
    // The rate this player gets: the programme's, raised by their loyalty level.
    const program = await programFor(db, offered, playerId);
    const current = periodOf(program.period, at);
    const netLoss = await netLossOf(db, account.id, current.from, current.to);
    const [last] = await db
      .select()
      .from(cashbackPayouts)
      .where(
        and(eq(cashbackPayouts.programId, program.id), eq(cashbackPayouts.accountId, account.id)),
      )
      .orderBy(desc(cashbackPayouts.periodFrom))
      .limit(1);
    list.push({
      id: program.id,
      name: localized(program.name, locale),
      description: localized(program.description, locale),
      period: program.period,
      percent: program.percent,
      paidAs: program.paidAs,
      currency,
      minLoss: program.minLoss[currency]!,
      maxAmount: program.maxAmount[currency]!,
      current: {
        from: current.from.toISOString(),
        to: current.to.toISOString(),
        netLoss,
        expectedAmount: cashbackAmount(program, currency, netLoss),
      },
      lastPayout: last
        ? {
            from: last.periodFrom.toISOString(),
            to: last.periodTo.toISOString(),
            netLoss: last.netLoss,
            amount: last.amount,
            paidAt: last.createdAt.toISOString(),
          }
        : null,
    });
  }
  return list;
}
