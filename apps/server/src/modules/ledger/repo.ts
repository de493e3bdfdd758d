import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
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
  try {
    const rows = await queryRows<{ id: string; balance: string | number }>(
      db,
      sql`update ledger_accounts a set balance = a.balance + v.amount
          from (values ${values}) as v(id, amount)
          where a.id = v.id
          returning a.id, a.balance`,
    );
    return new Map(rows.map((row) => [row.id, Number(row.balance)]));
  } catch (error) {
    if (violatedConstraint(error) === 'ledger_accounts_no_overdraft') {
      throw new AppError('insufficientFunds', { cause: error });
    }
    throw error;
  }
}

export interface NewTransfer {
  idempotencyKey: string;
  kind: LedgerTransferKind;
  status: LedgerTransferStatus;
  pendingTransferId?: string | undefined;
  metadata: Record<string, unknown>;
}

/** Inserts the transfer, or answers undefined when its idempotency key is already taken. */
export async function insertTransfer(db: Executor, transfer: NewTransfer) {
  const [row] = await db
    .insert(ledgerTransfers)
    .values(transfer)
    .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
    .returning();
  return row;
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

export function insertEntries(
  db: Executor,
  entries: (typeof ledgerEntries.$inferInsert)[],
): Promise<LedgerEntryRow[]> {
  return db.insert(ledgerEntries).values(entries).returning();
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

/** The constraint a PostgreSQL error names, looking through drizzle's query-error wrapper. */
function violatedConstraint(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}
