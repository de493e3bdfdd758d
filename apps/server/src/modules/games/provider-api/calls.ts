import { createHash } from 'node:crypto';
import type { ProviderTransactionResult } from '@croupier/contract';
import { ERRORS, type ErrorName } from '@croupier/contract';
import type { Db } from '../../../db/client.ts';
import type { ProviderTransactionType } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { translateOverdraft } from '../../ledger/repo.ts';
import type { CallAnswer } from './repo.ts';
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
    // Taken, yet nothing accepted under it: the call met its own record (a rollback whose
    // transaction id is the one it rolls back), so the id is used twice. Found by the fuzz: a 500.
    const refusal =
      error instanceof AlreadyAccepted ||
      stored !== undefined ||
      error.errorName === 'duplicateTransfer'
        ? new AppError('duplicateTransaction', { cause: error })
        : error;
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
 * The refusal a call statement raised (SQLSTATE CR001, migration 0007), by name: `alreadyAccepted`
 * (its transaction id taken meanwhile), `roundRefused` (the round may not take this call: the
 * caller explains why), or the name of an AppError. Undefined for any other error.
 */
export function refusalOf(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === 'CR001') return current.message;
  }
  return undefined;
}

/**
 * Runs a call's one statement and turns what it raised into the call's refusal: a replay racing
 * the original becomes AlreadyAccepted (as does a taken ledger key, answered undefined), a round
 * that may not take the call is explained by `explainRoundRefused`, an overdraft is
 * insufficientFunds.
 */
export async function runCallStatement(
  run: () => Promise<CallAnswer | undefined>,
  explainRoundRefused: () => Promise<AppError>,
): Promise<CallAnswer> {
  let answer: CallAnswer | undefined;
  try {
    answer = await translateOverdraft(run);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === undefined) throw error;
    if (refusal === 'alreadyAccepted') throw new AlreadyAccepted(refusal, { cause: error });
    if (refusal === 'roundRefused') throw await explainRoundRefused();
    if (refusal === 'rollbackOfNoBet') {
      throw new AppError('validation', { fields: { rollbackTransactionId: [{ rule: 'in' }] } });
    }
    if (!(refusal in ERRORS)) throw error;
    throw new AppError(refusal as ErrorName, { cause: error });
  }
  if (!answer) throw new AlreadyAccepted('ledger key taken');
  return answer;
}

export const ledgerKeyOf = (integration: string, transactionId: string) =>
  `provider:${integration}:${transactionId}`;
