import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { violatedConstraint } from '../../db/errors.ts';
import {
  type LedgerAccountKind,
  type LedgerOwnerType,
  type LedgerTransferKind,
  type LedgerTransferStatus,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

export interface AccountOwner {
  ownerType: LedgerOwnerType;
  ownerId: string;
  currency: string;
  kind: LedgerAccountKind;
}

export async function insertAccountIfMissing(db: Executor, owner: AccountOwner): Promise<void> {
  await db
    .insert(ledgerAccounts)
    .values({ ...owner, allowNegative: owner.ownerType === 'system' })
    .onConflictDoNothing();
}

export async function selectAccountByOwner(db: Executor, owner: AccountOwner) {
  const [account] = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerType, owner.ownerType),
        eq(ledgerAccounts.ownerId, owner.ownerId),
        eq(ledgerAccounts.currency, owner.currency),
        eq(ledgerAccounts.kind, owner.kind),
      ),
    );
  return account;
}

export function selectAccounts(db: Executor, ids: string[]): Promise<LedgerAccount[]> {
  return db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids));
}

/**
 * Locks player accounts in id order, so two transfers touching the same accounts never deadlock.
 * System accounts are never locked here: their legs are append-only (decision 007).
 */
export function lockPlayerAccounts(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.id, ids), eq(ledgerAccounts.ownerType, 'player')))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

/** Adds to a locked account's balance; the database's overdraft CHECK answers insufficientFunds. */
export async function addToBalance(db: Executor, accountId: string, amountMinor: number) {
  const balances = await addToBalances(db, [{ accountId, amountMinor }]);
  return balances.get(accountId)!;
}

/**
 * Adds to several locked accounts' balances in one statement (one round trip however many player
 * legs); answers each account's new balance. The overdraft CHECK answers insufficientFunds.
 */
export async function addToBalances(
  db: Executor,
  legs: { accountId: string; amountMinor: number }[],
): Promise<Map<string, number>> {
  const values = sql.join(
    legs.map((leg) => sql`(${leg.accountId}::uuid, ${leg.amountMinor}::bigint)`),
    sql`, `,
  );
  const rows = await translateOverdraft(() =>
    queryRows<{ id: string; balance: string | number }>(
      db,
      sql`update ledger_accounts a set balance = a.balance + v.amount
          from (values ${values}) as v(id, amount)
          where a.id = v.id
          returning a.id, a.balance`,
    ),
  );
  return new Map(rows.map((row) => [row.id, Number(row.balance)]));
}

export interface NewTransfer {
  idempotencyKey: string;
  kind: LedgerTransferKind;
  status: LedgerTransferStatus;
  pendingTransferId?: string | undefined;
  metadata: Record<string, unknown>;
}

/** A leg of a transfer as `ledger_post` takes it. */
export interface StatementLeg {
  accountId: string;
  amountMinor: number;
  /** A player leg locks and updates its account's balance; a system leg is an entry only. */
  isPlayer: boolean;
}

/**
 * A new transfer in one statement (one round trip, atomic without a transaction of its own): the
 * database function `ledger_post` (migration 0007) inserts the transfer unless its idempotency key
 * is taken, then, only if it was inserted, locks the player accounts in id order (`for update`,
 * before any of them is updated), adds the legs to their balances — the overdraft CHECK refusing
 * the whole statement, transfer included — and appends every leg's entry in leg order with the
 * player accounts' balance after it. Answers undefined when the key was taken (nothing written).
 */
export async function insertTransferWithEntries(
  db: Executor,
  transfer: NewTransfer,
  legs: StatementLeg[],
): Promise<{ transfer: LedgerTransferRow; entries: LedgerEntryRow[] } | undefined> {
  const rows = await translateOverdraft(() =>
    queryRows<RawEntry>(
      db,
      sql`select id, transfer_id, account_id, amount, balance_after, created_at
          from ledger_post(${transfer.idempotencyKey}::text, ${transfer.kind}::text,
            ${transfer.status}::text, ${transfer.pendingTransferId ?? null}::uuid,
            ${JSON.stringify(transfer.metadata)}::jsonb, ${arrayOf(legs.map((leg) => leg.accountId))}::uuid[],
            ${arrayOf(legs.map((leg) => leg.amountMinor))}::bigint[],
            ${arrayOf(legs.map((leg) => leg.isPlayer))}::boolean[])`,
    ),
  );
  const [first] = rows;
  if (!first) return undefined;
  // The transfer row is what was asked, with the id and time the database gave it (its entries
  // are stamped with the same transaction time).
  const createdAt = toDate(first.created_at);
  return {
    transfer: {
      id: first.transfer_id,
      idempotencyKey: transfer.idempotencyKey,
      kind: transfer.kind,
      status: transfer.status,
      pendingTransferId: transfer.pendingTransferId ?? null,
      metadata: transfer.metadata,
      createdAt,
    },
    entries: rows
      .map((entry) => ({
        id: Number(entry.id),
        transferId: entry.transfer_id,
        accountId: entry.account_id,
        amount: Number(entry.amount),
        balanceAfter: entry.balance_after === null ? null : Number(entry.balance_after),
        createdAt: toDate(entry.created_at),
      }))
      .sort((a, b) => a.id - b.id),
  };
}

/** A PostgreSQL array literal of uuids, integers or booleans (none needs quoting). */
function arrayOf(values: (string | number | boolean)[]) {
  return `{${values.join(',')}}`;
}

interface RawEntry {
  id: number | string;
  transfer_id: string;
  account_id: string;
  amount: number | string;
  balance_after: number | string | null;
  created_at: Date | string;
}

/**
 * Runs a statement that posts to the ledger; the overdraft CHECK refusing it (a player account
 * would go below zero) becomes insufficientFunds. Other modules' one-statement calls that post
 * through `ledger_post` use it too.
 */
export async function translateOverdraft<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (violatedConstraint(error) === 'ledger_accounts_no_overdraft') {
      throw new AppError('insufficientFunds', { cause: error });
    }
    throw error;
  }
}

/** A timestamptz as either driver answers it (a Date, or PostgreSQL's text / JSON form). */
function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  // PostgreSQL text output ("2026-11-22 14:04:20.123+00") is not ISO 8601 for every engine.
  return new Date(/[+-]\d\d$/.test(value) ? `${value.replace(' ', 'T')}:00` : value);
}

export async function selectTransferByKey(db: Executor, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, idempotencyKey));
  return row;
}

export async function lockTransfer(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.id, id))
    .for('update');
  return row;
}

export async function selectTransferResolving(db: Executor, pendingTransferId: string) {
  const [row] = await db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.pendingTransferId, pendingTransferId));
  return row;
}

export async function updateTransferStatus(db: Executor, id: string, status: LedgerTransferStatus) {
  await db.update(ledgerTransfers).set({ status }).where(eq(ledgerTransfers.id, id));
}

export function selectEntries(db: Executor, transferId: string): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transferId, transferId))
    .orderBy(asc(ledgerEntries.id));
}

/** A player account's stored balance; a system account's sum of entries (they keep no balance row). */
export async function selectBalance(db: Executor, accountId: string) {
  const [row] = await queryRows<{ balance: string | number | null }>(
    db,
    sql`select case when a.owner_type = 'player' then a.balance
          else (select coalesce(sum(e.amount), 0) from ledger_entries e where e.account_id = a.id)
        end::bigint as balance
        from ledger_accounts a where a.id = ${accountId}`,
  );
  return row ? Number(row.balance) : undefined;
}
