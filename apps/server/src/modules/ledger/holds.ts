import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  lockTransfer,
  selectEntries,
  selectTransferResolving,
  updateTransferStatus,
} from './repo.ts';
import { assertValidRequest, type PostedTransfer, postTransfer } from './service.ts';

export interface HoldRequest {
  idempotencyKey: string;
  playerAccountId: string;
  holdAccountId: string;
  amountMinor: number;
  metadata?: Record<string, unknown>;
}

/** Reserves a withdrawal: moves the amount from the player's cash to a hold account, pending. */
export async function hold(db: Executor, request: HoldRequest): Promise<PostedTransfer> {
  if (!(request.amountMinor > 0)) {
    throw new AppError('badRequest', { cause: new Error('a hold moves a positive amount') });
  }
  const holdTransfer = {
    idempotencyKey: request.idempotencyKey,
    kind: 'hold' as const,
    legs: [
      { accountId: request.playerAccountId, amountMinor: -request.amountMinor },
      { accountId: request.holdAccountId, amountMinor: request.amountMinor },
    ],
    metadata: request.metadata ?? {},
  };
  assertValidRequest(holdTransfer);
  return db.transaction((tx) => postTransfer(tx, holdTransfer, { status: 'pending' }));
}

/** Pays a held withdrawal out: hold → the provider's clearing account. Idempotent. */
export function postHold(
  db: Executor,
  request: { holdTransferId: string; clearingAccountId: string },
): Promise<PostedTransfer> {
  return resolveHold(db, request.holdTransferId, { clearingAccountId: request.clearingAccountId });
}

/** Returns a held withdrawal: hold → back to the player's cash. Idempotent. */
export function voidHold(
  db: Executor,
  request: { holdTransferId: string },
): Promise<PostedTransfer> {
  return resolveHold(db, request.holdTransferId, {});
}

/**
 * Posts or voids a pending hold in one transaction. The hold's row lock serialises a post racing a
 * void; the unique `pending_transfer_id` makes a second resolution impossible even without it.
 * Asking again for the resolution already made answers it (as a replay of its derived key).
 */
function resolveHold(db: Executor, holdTransferId: string, to: { clearingAccountId?: string }) {
  const isPost = to.clearingAccountId !== undefined;
  return db.transaction(async (tx) => {
    const held = await lockTransfer(tx, holdTransferId);
    if (held?.kind !== 'hold') throw new AppError('notFound');
    const [debit, credit] = splitLegs(await selectEntries(tx, held.id));
    const request = {
      idempotencyKey: `${held.idempotencyKey}:${isPost ? 'post' : 'void'}`,
      kind: isPost ? ('withdrawal' as const) : ('hold_release' as const),
      legs: [
        { accountId: credit.accountId, amountMinor: -credit.amount },
        { accountId: to.clearingAccountId ?? debit.accountId, amountMinor: credit.amount },
      ],
      metadata: { holdTransferId: held.id, ...held.metadata },
    };
    const options = { status: 'posted' as const, pendingTransferId: held.id };
    if (held.status !== 'pending') {
      const resolution = await selectTransferResolving(tx, held.id);
      if (resolution?.idempotencyKey !== request.idempotencyKey) {
        throw new AppError('holdNotPending');
      }
      return postTransfer(tx, request, options);
    }
    const resolution = await postTransfer(tx, request, options);
    await updateTransferStatus(tx, held.id, isPost ? 'posted' : 'voided');
    return resolution;
  });
}

function splitLegs(entries: { accountId: string; amount: number }[]) {
  const debit = entries.find((entry) => entry.amount < 0);
  const credit = entries.find((entry) => entry.amount > 0);
  if (!debit || !credit) throw new Error('a hold transfer has one debit and one credit');
  return [debit, credit] as const;
}
