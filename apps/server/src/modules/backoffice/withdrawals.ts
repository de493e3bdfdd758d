import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentsContext } from '../payments/context.ts';
import type { InvoiceRow } from '../payments/repo.ts';
import { approveWithdrawal, rejectWithdrawal } from '../payments/settlement.ts';
import { appendAudit } from './audit.ts';
import type { SignedInOperator } from './operators.ts';
import * as repo from './repo.ts';

export async function listPendingWithdrawals(db: Executor, page: number, perPage: number) {
  const { rows, total } = await repo.selectPendingWithdrawalPage(db, page, perPage);
  return {
    data: rows.map(({ invoice: row, method, playerEmail, playerNickname }) => ({
      id: row.id,
      number: row.number,
      playerId: row.playerId,
      playerEmail,
      playerNickname,
      amount: row.amount,
      currency: row.currency,
      method,
      review: row.review,
      approveAfter: row.approveAfter?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    meta: { page, perPage, total },
  };
}

const stateOf = (invoice: InvoiceRow) => ({
  status: invoice.status,
  review: invoice.review,
  amount: invoice.amount,
  currency: invoice.currency,
  playerId: invoice.playerId,
  ...(invoice.failureReason && { failureReason: invoice.failureReason }),
});

export type Decision = { action: 'approve' } | { action: 'reject'; reason: string };

/**
 * An operator's decision on one withdrawal, through the payments settlement (money moves in the
 * ledger once: the invoice row is locked and must still be pending), audited in its transaction.
 */
export async function reviewWithdrawal(
  ctx: PaymentsContext,
  actor: { operator: SignedInOperator; ip: string },
  invoiceId: string,
  decision: Decision,
) {
  const audit = async (tx: Executor, before: InvoiceRow, after: InvoiceRow) => {
    await appendAudit(tx, {
      operator: actor.operator,
      action: `withdrawal.${decision.action}`,
      target: { type: 'invoice', id: invoiceId },
      before: stateOf(before),
      after: stateOf(after),
      ip: actor.ip,
    });
  };
  if (decision.action === 'approve') await approveWithdrawal(ctx, invoiceId, audit);
  else await rejectWithdrawal(ctx, invoiceId, decision.reason, audit);
}

/** Each withdrawal on its own: one refused (already settled) does not stop the others. */
export async function reviewWithdrawals(
  ctx: PaymentsContext,
  actor: { operator: SignedInOperator; ip: string },
  invoiceIds: string[],
  decision: Decision,
) {
  const outcomes = [];
  for (const invoiceId of new Set(invoiceIds)) {
    try {
      await reviewWithdrawal(ctx, actor, invoiceId, decision);
      outcomes.push({ invoiceId, isDone: true, errorCode: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes.push({ invoiceId, isDone: false, errorCode: error.code });
    }
  }
  return outcomes;
}
