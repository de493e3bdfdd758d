import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { operatorAdjustments, walletAccounts } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { houseAccount, transfer } from '../ledger/service.ts';
import { selectCurrency } from '../payments/repo.ts';
import { toBaseMinor } from '../payments/service.ts';
import { publishAccountChange } from '../wallet/service.ts';
import { appendAudit } from './audit.ts';
import type { SignedInOperator } from './operators.ts';

/*
 * Manual balance adjustments (issue 16): an operator credits or debits a player's account with a
 * reason. Up to the approval threshold the adjustment is applied at once; above it, it waits for
 * a second operator, who applies or rejects it. Money moves once: the pending row is locked and
 * must still be pending, and its transfer's idempotency key is the adjustment's id.
 */

type Actor = { operator: SignedInOperator; ip: string };
type AdjustmentRow = typeof operatorAdjustments.$inferSelect;

const toAdjustment = (row: AdjustmentRow) => ({
  id: row.id,
  playerId: row.playerId,
  accountId: row.accountId,
  currency: row.currency,
  amount: row.amount,
  reason: row.reason,
  status: row.status,
  requestedBy: row.requestedBy,
  decidedBy: row.decidedBy,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

export async function listPendingAdjustments(db: Executor, page: number, perPage: number) {
  const pending = eq(operatorAdjustments.status, 'pending');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(operatorAdjustments)
      .where(pending)
      .orderBy(asc(operatorAdjustments.createdAt), asc(operatorAdjustments.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(operatorAdjustments).where(pending),
  ]);
  return { data: rows.map(toAdjustment), meta: { page, perPage, total: total?.value ?? 0 } };
}

/** Posts the adjustment's one transfer between the house and the player, and tells the player. */
async function apply(tx: Executor, row: AdjustmentRow) {
  const house = await houseAccount(tx, row.currency);
  const posted = await transfer(tx, {
    idempotencyKey: `adjustment:${row.id}`,
    kind: 'adjustment',
    legs: [
      { accountId: house.id, amountMinor: -row.amount },
      { accountId: row.accountId, amountMinor: row.amount },
    ],
    metadata: { adjustmentId: row.id, reason: row.reason },
  });
  await publishAccountChange(tx, row.playerId, row.accountId);
  return posted.id;
}

/**
 * An operator's adjustment of one of the player's accounts. A debit larger than the balance is
 * refused (422 insufficientFunds) and nothing is recorded.
 */
export async function requestAdjustment(
  db: Db,
  actor: Actor,
  approvalAboveBaseMinor: number,
  playerId: string,
  body: { accountId: string; amount: number; reason: string },
) {
  const [account] = await db
    .select()
    .from(walletAccounts)
    .where(and(eq(walletAccounts.id, body.accountId), eq(walletAccounts.playerId, playerId)));
  if (!account) throw new AppError('notFound');
  const currency = await selectCurrency(db, account.currency);
  const size = await toBaseMinor(db, currency!, Math.abs(body.amount));
  const needsApproval = size > approvalAboveBaseMinor;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operatorAdjustments)
      .values({
        playerId,
        accountId: account.id,
        currency: account.currency,
        amount: body.amount,
        reason: body.reason,
        status: needsApproval ? 'pending' : 'applied',
        requestedBy: actor.operator.id,
      })
      .returning();
    let applied = row!;
    if (!needsApproval) {
      const transferId = await apply(tx, applied);
      [applied] = await tx
        .update(operatorAdjustments)
        .set({ transferId, decidedAt: new Date() })
        .where(eq(operatorAdjustments.id, applied.id))
        .returning();
    }
    const result = toAdjustment(applied!);
    await appendAudit(tx, {
      operator: actor.operator,
      action: needsApproval ? 'adjustment.request' : 'adjustment.apply',
      target: { type: 'player', id: playerId },
      after: result,
      ip: actor.ip,
    });
    return result;
  });
}

/** A second operator's decision on a pending adjustment: applied through the ledger once, or not. */
export async function decideAdjustment(
  db: Db,
  actor: Actor,
  id: string,
  decision: { action: 'approve' } | { action: 'reject'; reason: string },
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(operatorAdjustments)
      .where(eq(operatorAdjustments.id, id))
      .for('update');
    if (!before) throw new AppError('notFound');
    if (before.status !== 'pending') throw new AppError('adjustmentDecided');
    if (before.requestedBy === actor.operator.id) throw new AppError('secondOperatorRequired');
    const isApproved = decision.action === 'approve';
    const transferId = isApproved ? await apply(tx, before) : null;
    const [after] = await tx
      .update(operatorAdjustments)
      .set({
        status: isApproved ? 'applied' : 'rejected',
        decidedBy: actor.operator.id,
        decidedAt: new Date(),
        transferId,
      })
      .where(eq(operatorAdjustments.id, id))
      .returning();
    const result = toAdjustment(after!);
    await appendAudit(tx, {
      operator: actor.operator,
      action: isApproved ? 'adjustment.approve' : 'adjustment.reject',
      target: { type: 'player', id: before.playerId },
      before: toAdjustment(before),
      after: { ...result, ...(!isApproved && { rejectReason: decision.reason }) },
      ip: actor.ip,
    });
    return result;
  });
}
