import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import type { ProviderEvent } from '../../integrations/payments/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';
import { applyDepositBonus } from '../bonuses/codes.ts';
import { postHold, voidHold } from '../ledger/holds.ts';
import { ensureAccount, postTransfer } from '../ledger/service.ts';
import { addDepositTurnover, publishAccountChange } from '../wallet/service.ts';
import { adapterOf, clearingOwner, type PaymentsContext, toProviderInvoice } from './context.ts';
import { publishInvoiceChange } from './events.ts';
import * as repo from './repo.ts';

type InvoiceRow = repo.InvoiceRow;

/**
 * A successful deposit, all in the caller's transaction: clearing → the player's cash (at most
 * once: the key is the invoice's), the turnover to wager, the bonus it chose, the invoice, and
 * the events.
 */
async function creditDeposit(tx: Executor, invoice: InvoiceRow, amount: number) {
  const clearing = await ensureAccount(tx, clearingOwner(invoice.provider, invoice.currency));
  const posted = await postTransfer(
    tx,
    {
      idempotencyKey: `invoice:${invoice.id}:deposit`,
      kind: 'deposit',
      legs: [
        { accountId: clearing.id, amountMinor: -amount },
        { accountId: invoice.accountId, amountMinor: amount },
      ],
      metadata: { invoiceId: invoice.id, provider: invoice.provider },
    },
    { status: 'posted' },
  );
  await addDepositTurnover(tx, invoice.accountId, amount);
  await applyDepositBonus(tx, invoice, amount);
  const row = await repo.updateInvoice(tx, invoice.id, {
    status: 2,
    amount,
    transferId: posted.id,
  });
  await publishAccountChange(tx, invoice.playerId, invoice.accountId);
  await publishInvoiceChange(tx, row);
}

async function failDeposit(tx: Executor, invoice: InvoiceRow, reason: string) {
  const row = await repo.updateInvoice(tx, invoice.id, { status: 3, failureReason: reason });
  await publishInvoiceChange(tx, row);
}

/** A paid withdrawal: the hold goes to the provider's clearing account. */
async function completeWithdrawal(tx: Executor, invoice: InvoiceRow, providerReference?: string) {
  const clearing = await ensureAccount(tx, clearingOwner(invoice.provider, invoice.currency));
  await postHold(tx, { holdTransferId: invoice.transferId!, clearingAccountId: clearing.id });
  const row = await repo.updateInvoice(tx, invoice.id, {
    status: 2,
    ...(providerReference && { providerReference }),
  });
  await publishAccountChange(tx, invoice.playerId, invoice.accountId);
  await publishInvoiceChange(tx, row);
}

/** A refused or failed withdrawal: the hold returns to the player's cash. */
export async function returnWithdrawal(tx: Executor, invoice: InvoiceRow, reason: string) {
  await voidHold(tx, { holdTransferId: invoice.transferId! });
  const row = await repo.updateInvoice(tx, invoice.id, { status: 3, failureReason: reason });
  await publishAccountChange(tx, invoice.playerId, invoice.accountId);
  await publishInvoiceChange(tx, row);
}

/** True when the event may still change the invoice: it is pending and of the event's type. */
function applies(invoice: InvoiceRow, event: ProviderEvent) {
  const type = event.kind.startsWith('deposit.') ? 1 : 2;
  return invoice.type === type && invoice.status === 1;
}

async function applyEvent(tx: Executor, invoice: InvoiceRow, event: ProviderEvent) {
  switch (event.kind) {
    case 'deposit.pending':
      return publishInvoiceChange(tx, invoice);
    case 'deposit.qr': {
      if (!event.qr) return;
      const row = await repo.updateInvoice(tx, invoice.id, {
        publicData: { ...invoice.publicData, qr: event.qr },
      });
      return publishInvoiceChange(tx, row, { qr: event.qr });
    }
    case 'deposit.succeeded':
      // A crypto payment credits what arrived on chain; other methods the invoice's amount.
      return creditDeposit(tx, invoice, event.amount ?? invoice.amount);
    case 'deposit.failed':
      return failDeposit(tx, invoice, event.reason ?? 'declined by the provider');
    case 'payout.succeeded':
      return completeWithdrawal(tx, invoice);
    case 'payout.failed':
      return returnWithdrawal(tx, invoice, event.reason ?? 'payout failed');
  }
}

export type WebhookOutcome = 'applied' | 'replay' | 'ignored';

/**
 * Applies a verified webhook once. The event id is recorded in the same transaction as its
 * effect, so a replay (same id) finds it and changes nothing; an event about a settled invoice
 * is recorded and ignored. An unknown reference is refused (404) and not recorded: the PSP
 * retries, and the invoice may just not be committed yet.
 */
export async function handleProviderEvent(
  ctx: PaymentsContext,
  provider: string,
  event: ProviderEvent,
  log?: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  return ctx.db.transaction(async (tx) => {
    const invoice = await repo.lockInvoice(
      tx,
      repo.byProviderReference(provider, event.providerReference),
    );
    if (!invoice) throw new AppError('notFound');
    const isNew = await repo.insertWebhookEvent(tx, {
      provider,
      eventId: event.eventId,
      invoiceId: invoice.id,
      payload: event.payload,
    });
    if (!isNew) return 'replay';
    if (!applies(invoice, event)) {
      log?.warn({ invoiceId: invoice.id, kind: event.kind }, 'webhook about a settled invoice');
      return 'ignored';
    }
    await applyEvent(tx, invoice, event);
    return 'applied';
  });
}

/**
 * Pays a pending withdrawal whose row the caller has locked. The payout request runs under that
 * lock: a decline waiting on the row then finds the invoice settled, never half-paid.
 */
async function payLocked(ctx: PaymentsContext, tx: Executor, invoice: InvoiceRow) {
  const record = await repo.selectInvoiceRecord(tx, invoice.id);
  const locale = String(invoice.publicData.locale ?? 'en');
  const result = await adapterOf(ctx, invoice.provider).createPayout(
    toProviderInvoice(record!, locale),
  );
  if (result.status === 'succeeded')
    return completeWithdrawal(tx, invoice, result.providerReference);
  if (result.status === 'failed') return returnWithdrawal(tx, invoice, 'payout refused');
  // Pending: the outcome arrives by webhook; the job must not ask again.
  await repo.updateInvoice(tx, invoice.id, {
    providerReference: result.providerReference,
    approveAfter: null,
    review: 'review',
  });
}

/**
 * What an operator's decision also writes in its transaction (the back office's audit entry):
 * the invoice as it was, and as the decision left it.
 */
export type OnSettled = (tx: Executor, before: InvoiceRow, after: InvoiceRow) => Promise<void>;

/** Operator approval of a withdrawal under review (or an auto one before its time). */
export async function approveWithdrawal(
  ctx: PaymentsContext,
  invoiceId: string,
  onSettled?: OnSettled,
) {
  await ctx.db.transaction(async (tx) => {
    const invoice = await repo.lockInvoice(tx, repo.byId(invoiceId));
    if (invoice?.type !== 2) throw new AppError('notFound');
    if (invoice.status !== 1 || invoice.providerReference) throw new AppError('holdNotPending');
    await payLocked(ctx, tx, invoice);
    await onSettled?.(tx, invoice, (await repo.lockInvoice(tx, repo.byId(invoiceId)))!);
  });
}

/** Operator refusal: the hold returns to the player. */
export async function rejectWithdrawal(
  ctx: PaymentsContext,
  invoiceId: string,
  reason: string,
  onSettled?: OnSettled,
) {
  await ctx.db.transaction(async (tx) => {
    const invoice = await repo.lockInvoice(tx, repo.byId(invoiceId));
    if (invoice?.type !== 2) throw new AppError('notFound');
    if (invoice.status !== 1) throw new AppError('holdNotPending');
    await returnWithdrawal(tx, invoice, reason);
    await onSettled?.(tx, invoice, (await repo.lockInvoice(tx, repo.byId(invoiceId)))!);
  });
}

/**
 * Pays every automatic withdrawal that is due, one transaction each. `SKIP LOCKED` lets several
 * processes run this together: each takes rows the others are not paying.
 */
export async function payDueWithdrawals(ctx: PaymentsContext, limit = 50): Promise<number> {
  let paid = 0;
  while (paid < limit) {
    const didPay = await ctx.db.transaction(async (tx) => {
      const [invoice] = await repo.lockDueWithdrawals(tx, new Date(), 1);
      if (!invoice) return false;
      await payLocked(ctx, tx, invoice);
      return true;
    });
    if (!didPay) break;
    paid += 1;
  }
  return paid;
}

/** Runs payDueWithdrawals every `seconds` (0: never), once a turn across processes. */
export function startWithdrawalJob(ctx: PaymentsContext, seconds: number, log: FastifyBaseLogger) {
  if (seconds <= 0) return async () => {};
  const job = startPeriodicJob({
    db: ctx.db,
    log,
    name: 'withdrawal payouts',
    intervalMs: seconds * 1000,
    work: () => payDueWithdrawals(ctx),
  });
  return job.stop;
}
