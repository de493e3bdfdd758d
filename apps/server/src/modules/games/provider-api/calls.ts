import { createHash } from 'node:crypto';
import type { ProviderTransactionResult } from '@croupier/contract';
import type { Db, Executor } from '../../../db/client.ts';
import type { ProviderTransactionType } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import {
  assertValidRequest,
  type PostedTransfer,
  postTransfer,
  type TransferRequest,
} from '../../ledger/service.ts';
import * as repo from './repo.ts';

/** One bet, win or rollback call: what its provider_transactions row records, accepted or not. */
export interface ProviderCall {
  integration: string;
  transactionId: string;
  type: ProviderTransactionType;
  providerRoundId: string;
  sessionId: string;
  amount: number;
  currency: string;
  requestHash: string;
}

/** The hash of a call's data: the same transaction id with another hash is another request. */
export function hashRequest(type: ProviderTransactionType, body: Record<string, unknown>) {
  const fields = Object.keys(body)
    .sort()
    .map((key) => [key, body[key]]);
  return createHash('sha256')
    .update(JSON.stringify([type, fields]))
    .digest('hex');
}

/**
 * Thrown inside a call's transaction when its transaction id turns out to be accepted already
 * (a replay racing the original): the transaction rolls back and the stored answer is given.
 */
export class AlreadyAccepted extends Error {
  override name = 'AlreadyAccepted';
}

/**
 * Runs a call's work (its one transaction) and settles what happens when it is refused: a
 * transaction id accepted before answers its stored result (same data) or duplicateTransaction
 * (other data); any other refusal is logged as a refused row, written after the rollback.
 */
export async function runProviderCall(
  db: Db,
  call: ProviderCall,
  work: () => Promise<ProviderTransactionResult>,
): Promise<ProviderTransactionResult> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError || error instanceof AlreadyAccepted)) throw error;
    const stored = await repo.selectAccepted(db, call.integration, call.transactionId);
    if (stored?.requestHash === call.requestHash) return replayOf(stored);
    const refusal =
      stored || (error instanceof AppError && error.errorName === 'duplicateTransfer')
        ? new AppError('duplicateTransaction', { cause: error })
        : error;
    if (!(refusal instanceof AppError)) throw error;
    await repo.insertRefused(db, { ...call, roundId: null, errorCode: refusal.code });
    throw refusal;
  }
}

function replayOf(stored: repo.ProviderTransactionRow): ProviderTransactionResult {
  const response = stored.response as Omit<ProviderTransactionResult, 'isDuplicate'>;
  return {
    balance: response.balance,
    currency: response.currency,
    transactionId: response.transactionId,
    isDuplicate: true,
  };
}

/**
 * Records an accepted call with its answer, in the call's transaction. Its transaction id taken
 * meanwhile (a concurrent replay committed first, or a rollback left a tombstone) rolls it back.
 */
export async function recordAccepted(
  tx: Executor,
  call: ProviderCall,
  accepted: { roundId: string | null; ledgerTransferId: string | null; id?: string },
  result: ProviderTransactionResult,
) {
  const isInserted = await repo.insertAccepted(tx, {
    ...call,
    id: accepted.id ?? crypto.randomUUID(),
    roundId: accepted.roundId,
    ledgerTransferId: accepted.ledgerTransferId,
    response: {
      balance: result.balance,
      currency: result.currency,
      transactionId: result.transactionId,
    },
  });
  if (!isInserted) throw new AlreadyAccepted(call.transactionId);
}

/**
 * Posts a call's ledger transfer in the call's transaction (no savepoint of its own: a refusal
 * aborts the whole call anyway). A key posted before means the call is a replay.
 */
export async function postOnce(tx: Executor, request: TransferRequest): Promise<PostedTransfer> {
  assertValidRequest(request);
  const posted = await postTransfer(tx, request, { status: 'posted' });
  if (posted.isReplay) throw new AlreadyAccepted(request.idempotencyKey);
  return posted;
}

export function balanceAfter(posted: PostedTransfer, accountId: string): number {
  const entry = posted.entries.find((leg) => leg.accountId === accountId);
  if (entry?.balanceAfterMinor == null)
    throw new Error(`transfer ${posted.id} has no leg of ${accountId}`);
  return entry.balanceAfterMinor;
}

export const ledgerKeyOf = (integration: string, transactionId: string) =>
  `provider:${integration}:${transactionId}`;
