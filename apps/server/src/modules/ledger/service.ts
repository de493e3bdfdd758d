import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import type { LedgerTransferKind, LedgerTransferStatus } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { ledgerTransfers } from '../../lib/metrics.ts';
import {
  type AccountOwner,
  insertAccountIfMissing,
  insertTransferWithEntries,
  type LedgerAccount,
  type LedgerEntryRow,
  type LedgerTransferRow,
  selectAccountByOwner,
  selectAccounts,
  selectBalance,
  selectEntries,
  selectTransferByKey,
} from './repo.ts';

export type { LedgerAccount } from './repo.ts';

export interface TransferLeg {
  accountId: string;
  /** Signed: a debit is negative, a credit positive. */
  amountMinor: number;
}

export interface TransferRequest {
  /** The caller's transfer id: the same key with the same legs answers the original transfer. */
  idempotencyKey: string;
  kind: LedgerTransferKind;
  legs: TransferLeg[];
  metadata?: Record<string, unknown>;
}

export interface PostedEntry {
  accountId: string;
  amountMinor: number;
  /** The player account's balance after this leg; null on system accounts. */
  balanceAfterMinor: number | null;
}

export interface PostedTransfer {
  id: string;
  idempotencyKey: string;
  kind: LedgerTransferKind;
  status: LedgerTransferStatus;
  pendingTransferId: string | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
  entries: PostedEntry[];
  /** True when the key had been posted before and this is the original answered again. */
  isReplay: boolean;
}

/** The account of an owner in a currency, created on first use. */
export async function ensureAccount(db: Executor, owner: AccountOwner): Promise<LedgerAccount> {
  await insertAccountIfMissing(db, owner);
  const account = await selectAccountByOwner(db, owner);
  if (!account) throw new Error(`ledger account of ${owner.ownerId} was not created`);
  return account;
}

/** The house's account in a currency: the other side of prizes, cashback and adjustments. */
export function houseAccount(db: Executor, currency: string): Promise<LedgerAccount> {
  return ensureAccount(db, { ownerType: 'system', ownerId: 'house', currency, kind: 'house' });
}

export async function getBalance(db: Executor, accountId: string): Promise<number> {
  const balance = await selectBalance(db, accountId);
  if (balance === undefined) throw new AppError('notFound');
  return balance;
}

/**
 * Moves money between accounts of one currency, atomically and at most once per idempotency key.
 * On the database itself the posting is one statement, atomic without a transaction; inside a
 * caller's transaction it keeps its savepoint, so a refusal leaves the caller's work usable.
 */
export async function transfer(db: Executor, request: TransferRequest): Promise<PostedTransfer> {
  assertValidRequest(request);
  if (db instanceof PgTransaction) {
    return db.transaction((tx) => postTransfer(tx, request, { status: 'posted' }));
  }
  return postTransfer(db, request, { status: 'posted' });
}

export interface PostOptions {
  status: LedgerTransferStatus;
  pendingTransferId?: string;
}

/**
 * The body of every posting: one statement (repo `insertTransferWithEntries`) that inserts the
 * transfer, locks the player accounts in id order, updates their balances under the overdraft
 * CHECK and appends the entries. Runs inside the caller's transaction, if any.
 */
export async function postTransfer(
  tx: Executor,
  request: TransferRequest,
  options: PostOptions,
): Promise<PostedTransfer> {
  let accounts: Map<string, AccountFacts>;
  try {
    accounts = await findLegAccounts(tx, request.legs);
  } catch (error) {
    // A taken key answers as before: the original, or duplicateTransfer for other legs.
    if (error instanceof AppError && (await selectTransferByKey(tx, request.idempotencyKey))) {
      return answerReplay(tx, request);
    }
    throw error;
  }
  const posted = await insertTransferWithEntries(
    tx,
    {
      idempotencyKey: request.idempotencyKey,
      kind: request.kind,
      status: options.status,
      pendingTransferId: options.pendingTransferId,
      metadata: request.metadata ?? {},
    },
    request.legs.map((leg) => ({
      ...leg,
      isPlayer: accounts.get(leg.accountId)!.ownerType === 'player',
    })),
  );
  if (!posted) return answerReplay(tx, request);
  ledgerTransfers.inc({ kind: request.kind });
  return toPostedTransfer(posted.transfer, posted.entries, false);
}

async function answerReplay(tx: Executor, request: TransferRequest): Promise<PostedTransfer> {
  const original = await selectTransferByKey(tx, request.idempotencyKey);
  if (!original) throw new Error(`transfer ${request.idempotencyKey} vanished during its replay`);
  const entries = await selectEntries(tx, original.id);
  if (original.kind !== request.kind || legsKey(entries) !== legsKey(toEntryLegs(request.legs))) {
    throw new AppError('duplicateTransfer');
  }
  return toPostedTransfer(original, entries, true);
}

/** What a transfer needs of an account; none of it changes after the account is created. */
type AccountFacts = Pick<LedgerAccount, 'id' | 'ownerType' | 'currency' | 'allowNegative'>;

/**
 * Account facts remembered per process, so a transfer costs no round trip for them (balances are
 * always read under the lock, never from here). Ids are random UUIDs, unique across databases, so
 * one map serves them all. An account whose creating transaction rolled back after a transfer
 * named it stays known: a later transfer naming it fails on the entries' foreign key instead.
 */
const accountFacts = new Map<string, AccountFacts>();
const ACCOUNT_FACTS_LIMIT = 100_000;

async function findLegAccounts(tx: Executor, legs: TransferLeg[]) {
  const missing = legs.map((leg) => leg.accountId).filter((id) => !accountFacts.has(id));
  if (missing.length > 0) {
    if (accountFacts.size + missing.length > ACCOUNT_FACTS_LIMIT) accountFacts.clear();
    for (const { id, ownerType, currency, allowNegative } of await selectAccounts(tx, missing)) {
      accountFacts.set(id, { id, ownerType, currency, allowNegative });
    }
  }
  const accounts = legs.flatMap((leg) => accountFacts.get(leg.accountId) ?? []);
  if (accounts.length !== legs.length) throw new AppError('notFound');
  if (new Set(accounts.map((account) => account.currency)).size !== 1) {
    throw new AppError('badRequest', { cause: new Error('transfer legs mix currencies') });
  }
  return new Map(accounts.map((account) => [account.id, account]));
}

export function assertValidRequest(request: TransferRequest) {
  const refuse = (reason: string) => {
    throw new AppError('badRequest', { cause: new Error(reason) });
  };
  if (!request.idempotencyKey) refuse('a transfer needs an idempotency key');
  if (request.legs.length < 2) refuse('a transfer needs at least two legs');
  const accountIds = new Set(request.legs.map((leg) => leg.accountId));
  if (accountIds.size !== request.legs.length) refuse('a transfer names each account once');
  for (const { amountMinor } of request.legs) {
    if (!Number.isSafeInteger(amountMinor) || amountMinor === 0) {
      refuse('leg amounts are non-zero safe integers in minor units');
    }
  }
  const sumMinor = request.legs.reduce((sum, leg) => sum + BigInt(leg.amountMinor), 0n);
  if (sumMinor !== 0n) refuse('transfer legs must sum to zero');
}

function toEntryLegs(legs: TransferLeg[]) {
  return legs.map((leg) => ({ accountId: leg.accountId, amount: leg.amountMinor }));
}

function legsKey(legs: { accountId: string; amount: number }[]) {
  return legs
    .map((leg) => `${leg.accountId}:${leg.amount}`)
    .sort()
    .join(',');
}

function toPostedTransfer(
  row: LedgerTransferRow,
  entries: LedgerEntryRow[],
  isReplay: boolean,
): PostedTransfer {
  return {
    id: row.id,
    idempotencyKey: row.idempotencyKey,
    kind: row.kind,
    status: row.status,
    pendingTransferId: row.pendingTransferId,
    metadata: row.metadata,
    createdAt: row.createdAt,
    entries: entries.map((entry) => ({
      accountId: entry.accountId,
      amountMinor: entry.amount,
      balanceAfterMinor: entry.balanceAfter,
    })),
    isReplay,
  };
}
