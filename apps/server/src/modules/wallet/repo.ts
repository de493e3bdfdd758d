import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  currencies,
  ledgerAccounts,
  playerBonuses,
  players,
  walletAccounts,
} from '../../db/schema.ts';

export type WalletAccountRow = typeof walletAccounts.$inferSelect;

/** A wallet account joined with its ledger balance and its currency's type. */
export interface WalletAccountRecord {
  id: string;
  playerId: string;
  currency: string;
  type: 'fiat' | 'crypto';
  status: 1 | 2 | 3;
  balance: number;
  /** Money of the active bonus (0 without one): playable, never withdrawable. */
  bonusBalance: number;
  turnoverRequired: number;
  turnoverWagered: number;
}

const bonusAccounts = alias(ledgerAccounts, 'bonus_accounts');

function accountRecordsQuery(db: Executor) {
  return db
    .select({
      id: walletAccounts.id,
      playerId: walletAccounts.playerId,
      currency: walletAccounts.currency,
      type: currencies.type,
      status: sql<1 | 2 | 3>`${walletAccounts.status}`,
      balance: ledgerAccounts.balance,
      bonusBalance: sql<number>`coalesce(${bonusAccounts.balance}, 0)`.mapWith(Number),
      turnoverRequired: walletAccounts.turnoverRequired,
      turnoverWagered: walletAccounts.turnoverWagered,
    })
    .from(walletAccounts)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, walletAccounts.id))
    .innerJoin(currencies, eq(currencies.code, walletAccounts.currency))
    .leftJoin(
      bonusAccounts,
      and(
        eq(bonusAccounts.ownerType, 'player'),
        eq(bonusAccounts.ownerId, sql`${walletAccounts.playerId}::text`),
        eq(bonusAccounts.currency, walletAccounts.currency),
        eq(bonusAccounts.kind, 'bonus'),
      ),
    );
}

function prepareAccountQueries(db: Executor) {
  return {
    list: accountRecordsQuery(db)
      .where(eq(walletAccounts.playerId, sql.placeholder('playerId')))
      .orderBy(sql`${walletAccounts.status} = 1 desc`, currencies.position, walletAccounts.currency)
      .prepare('wallet_accounts_of_player'),
    one: accountRecordsQuery(db)
      .where(
        and(
          eq(walletAccounts.playerId, sql.placeholder('playerId')),
          eq(walletAccounts.id, sql.placeholder('accountId')),
        ),
      )
      .prepare('wallet_account_of_player'),
  };
}

/** Built once per database (or transaction): building a drizzle query costs more than running it. */
const preparedQueries = new WeakMap<Executor, ReturnType<typeof prepareAccountQueries>>();

/**
 * The accounts list in one query: wallet row, ledger cash and bonus balances and currency, active first then
 * by the currency's position. It is the wallet's hot read (every page load), so it is a named
 * prepared statement: PostgreSQL parses and plans it once per connection, not per request.
 */
export function selectAccountRecords(
  db: Executor,
  playerId: string,
  accountId?: string,
): Promise<WalletAccountRecord[]> {
  let queries = preparedQueries.get(db);
  if (!queries) {
    queries = prepareAccountQueries(db);
    preparedQueries.set(db, queries);
  }
  return accountId === undefined
    ? queries.list.execute({ playerId })
    : queries.one.execute({ playerId, accountId });
}

export async function selectWalletAccount(db: Executor, playerId: string, currency: string) {
  const [row] = await db
    .select()
    .from(walletAccounts)
    .where(and(eq(walletAccounts.playerId, playerId), eq(walletAccounts.currency, currency)));
  return row;
}

export async function selectActiveAccount(db: Executor, playerId: string) {
  const [row] = await db
    .select()
    .from(walletAccounts)
    .where(and(eq(walletAccounts.playerId, playerId), eq(walletAccounts.status, 1)));
  return row;
}

export async function insertWalletAccount(
  db: Executor,
  values: { id: string; playerId: string; currency: string; status: number },
) {
  const [row] = await db.insert(walletAccounts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateStatus(db: Executor, accountId: string, status: number) {
  const [row] = await db
    .update(walletAccounts)
    .set({ status })
    .where(eq(walletAccounts.id, accountId))
    .returning();
  return row!;
}

/**
 * Serialises account changes of one player (first account, switching the active one): the
 * partial unique index allows one active account, and this lock keeps two requests from racing it.
 */
export async function lockPlayer(db: Executor, playerId: string) {
  const [row] = await db
    .select({ id: players.id, currency: players.currency })
    .from(players)
    .where(eq(players.id, playerId))
    .for('update');
  return row;
}

export async function addTurnoverRequired(db: Executor, accountId: string, amountMinor: number) {
  await db
    .update(walletAccounts)
    .set({ turnoverRequired: sql`${walletAccounts.turnoverRequired} + ${amountMinor}` })
    .where(eq(walletAccounts.id, accountId));
}

/** Wagers count up to what is required: a bet before a deposit does not pre-pay its turnover. */
/** Counts a wager towards the deposit turnover (`wallet_record_wager`, as a bet statement does). */
export async function addTurnoverWagered(db: Executor, accountId: string, amountMinor: number) {
  await db.execute(sql`select wallet_record_wager(${accountId}::uuid, ${amountMinor}::bigint)`);
}

export async function selectCurrency(db: Executor, code: string) {
  const [row] = await db
    .select({ code: currencies.code, isEnabled: currencies.isEnabled })
    .from(currencies)
    .where(eq(currencies.code, code));
  return row;
}

export async function selectBaseCurrency(db: Executor) {
  const [row] = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(and(eq(currencies.isBase, true), eq(currencies.isEnabled, true)));
  return row?.code;
}

/** The wagering of the account's active bonus, if it has one. */
export async function selectActiveBonusWagering(db: Executor, accountId: string) {
  const [row] = await db
    .select({ wagerRequired: playerBonuses.wagerRequired, wagered: playerBonuses.wagered })
    .from(playerBonuses)
    .where(and(eq(playerBonuses.accountId, accountId), eq(playerBonuses.status, 2)));
  return row;
}
