import {
  type depositBodySchema,
  type Invoice,
  type invoicesQuerySchema,
  type PaymentMethod,
  type PaymentResponse,
  PLAYER_STATUS,
  type withdrawalBodySchema,
} from '@croupier/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { PaymentDirection, players } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertDepositBonusChoice } from '../bonuses/service.ts';
import { isIdentityVerified } from '../documents/service.ts';
import { lockPlayer } from '../games/repo.ts';
import { hold, voidHold } from '../ledger/holds.ts';
import { lockPlayerAccounts } from '../ledger/repo.ts';
import { ensureAccount } from '../ledger/service.ts';
import { convert } from '../limits/repo.ts';
import * as limits from '../limits/service.ts';
import {
  findPlayerAccount,
  publishAccountChange,
  type WalletAccountView,
} from '../wallet/service.ts';
import {
  adapterOf,
  type PaymentsContext,
  toProviderInvoice,
  withdrawalHoldOwner,
} from './context.ts';
import { publishInvoiceChange } from './events.ts';
import { toInvoice } from './invoices.ts';
import { assertAmountInRange, checkFields, isAvailable, toPaymentMethod } from './methods.ts';
import { isAllowedRedirect, redirectOrigins } from './redirects.ts';
import * as repo from './repo.ts';

type PlayerRow = typeof players.$inferSelect;
type DepositBody = z.infer<typeof depositBodySchema>;
type WithdrawalBody = z.infer<typeof withdrawalBodySchema>;
type InvoicesQuery = z.infer<typeof invoicesQuerySchema>;

async function playerOf(ctx: PaymentsContext, playerId: string) {
  const player = await repo.selectPlayer(ctx.db, playerId);
  if (!player) throw new AppError('unauthorized');
  return player;
}

/** The methods of a direction offered in a currency and country (default: the player's). */
export async function listMethods(
  ctx: PaymentsContext,
  playerId: string,
  direction: PaymentDirection,
  query: { currency: string; country?: string | undefined },
  locale: string,
): Promise<PaymentMethod[]> {
  const player = await playerOf(ctx, playerId);
  // Spec section 8: once a deposit limit is reached the deposit methods answer 13100.
  if (direction === 'deposit') {
    await limits.assertDepositAllowed(ctx.db, playerId, { currency: query.currency }, new Date());
  }
  const country = query.country ?? player.country;
  const methods = await repo.selectMethods(ctx.db, direction);
  return methods
    .filter((method) => ctx.adapters.has(method.provider))
    .filter((method) => isAvailable(method, query.currency, country))
    .map((method) => toPaymentMethod(method, query.currency, locale, player));
}

/**
 * Everything a deposit or withdrawal checks before anything is written: the method in this
 * currency and country, the player's own account in that currency, the fields, the amount.
 */
async function checkRequest(
  ctx: PaymentsContext,
  direction: PaymentDirection,
  player: PlayerRow,
  body: DepositBody | WithdrawalBody,
) {
  const country = body.country ?? player.country;
  const method = await repo.selectMethod(ctx.db, direction, body.method);
  if (
    !method ||
    !ctx.adapters.has(method.provider) ||
    !isAvailable(method, body.currency, country)
  ) {
    throw new AppError('methodUnavailable');
  }
  const currency = await repo.selectCurrency(ctx.db, body.currency);
  if (!currency?.isEnabled) throw new AppError('methodUnavailable');
  const account = await findPlayerAccount(ctx.db, player.id, body.accountId);
  if (!account) throw new AppError('notFound');
  if (account.currency !== body.currency) {
    throw new AppError('validation', { fields: { currency: [{ rule: 'in' }] } });
  }
  const fields = checkFields(method, body.fields, player);
  assertAmountInRange(method, currency, body.amount, fields.network);
  return { method, account, fields, country: country?.toUpperCase() ?? null };
}

/**
 * The one place that decides whether a player may deposit this amount now: a limited (status 2)
 * or self-excluded profile may not, nor a deposit over a deposit limit (13100). The player row is
 * locked first, so two deposits of one player are counted one after the other.
 */
export async function assertDepositAllowed(
  tx: Executor,
  player: Pick<PlayerRow, 'id' | 'status'>,
  account: WalletAccountView,
  amountMinor: number,
): Promise<void> {
  if (player.status === PLAYER_STATUS.limited || player.status === PLAYER_STATUS.selfExcluded) {
    throw new AppError('limitedDeposit');
  }
  await lockPlayer(tx, player.id);
  await limits.assertDepositAllowed(
    tx,
    player.id,
    { amount: amountMinor, currency: account.currency },
    new Date(),
  );
}

function checkRedirects(ctx: PaymentsContext, body: DepositBody) {
  const origins = redirectOrigins(ctx.config);
  const urls = {
    success: body.redirectSuccessUrl,
    error: body.redirectErrorUrl,
    pending: body.redirectUrl,
  };
  const names = {
    success: 'redirectSuccessUrl',
    error: 'redirectErrorUrl',
    pending: 'redirectUrl',
  };
  const failures = Object.entries(urls)
    .filter(([, url]) => url !== undefined && !isAllowedRedirect(url, origins))
    .map(([key]) => [names[key as keyof typeof names], [{ rule: 'url' }]]);
  if (failures.length > 0)
    throw new AppError('validation', { fields: Object.fromEntries(failures) });
  return Object.fromEntries(Object.entries(urls).filter(([, url]) => url !== undefined));
}

/**
 * Creates a deposit invoice, then asks the provider how the player pays it. The PSP call runs
 * outside the insert's transaction (a real PSP is a network call); if it fails the invoice fails.
 */
export async function createDeposit(
  ctx: PaymentsContext,
  playerId: string,
  body: DepositBody,
  locale: string,
): Promise<PaymentResponse> {
  const player = await playerOf(ctx, playerId);
  const { method, account, fields, country } = await checkRequest(ctx, 'deposit', player, body);
  const redirects = checkRedirects(ctx, body);
  await assertDepositBonusChoice(ctx.db, playerId, body, body.currency, body.amount);
  const adapter = adapterOf(ctx, method.provider);
  const invoice = await ctx.db.transaction(async (tx) => {
    const current = (await repo.selectPlayer(tx, playerId)) ?? player;
    await assertDepositAllowed(tx, current, account, body.amount);
    const row = await repo.insertInvoice(tx, {
      playerId,
      accountId: account.id,
      type: 1,
      methodId: method.id,
      provider: method.provider,
      currency: body.currency,
      amount: body.amount,
      country,
      fields: fields.values,
      publicData: { redirects, locale, ...(fields.network && { network: fields.network.id }) },
      bonusId: body.bonusId ?? null,
      isBonusDecline: body.isBonusDecline ?? false,
    });
    await publishInvoiceChange(tx, row);
    return row;
  });
  const record = { ...invoice, method: method.method, processingType: method.processingType };
  let instructions: Awaited<ReturnType<typeof adapter.createDeposit>>;
  try {
    instructions = await adapter.createDeposit(toProviderInvoice(record, locale));
  } catch (error) {
    await failInvoice(ctx, invoice.id, 'provider refused the payment');
    throw new AppError('unavailable', { cause: error });
  }
  await ctx.db.transaction(async (tx) => {
    const publicData = {
      ...invoice.publicData,
      ...(instructions.qr && { qr: instructions.qr }),
      ...(instructions.address && { address: instructions.address }),
      ...(instructions.tag && { tag: instructions.tag }),
      ...(instructions.fields.reference && { reference: instructions.fields.reference }),
      ...(Object.keys(instructions.fields).length > 0 && { instructions: instructions.fields }),
    };
    await repo.updateInvoice(tx, invoice.id, {
      providerReference: instructions.providerReference,
      publicData,
    });
  });
  return {
    invoiceId: invoice.id,
    action: instructions.action,
    fields: instructions.fields,
    qr: instructions.qr,
    address: instructions.address,
    tag: instructions.tag,
  };
}

async function failInvoice(ctx: PaymentsContext, invoiceId: string, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockInvoice(tx, repo.byId(invoiceId));
    if (locked?.status !== 1) return;
    const row = await repo.updateInvoice(tx, invoiceId, { status: 3, failureReason: reason });
    await publishInvoiceChange(tx, row);
  });
}

/** Base-currency minor units of an amount, by the newest rates (for the approval threshold). */
export async function toBaseMinor(
  db: Executor,
  currency: { code: string; subunitToUnit: number },
  amount: number,
) {
  const base = await repo.selectBaseCurrency(db);
  const rate = await repo.selectRate(db, currency.code);
  if (!base || !rate) return Number.POSITIVE_INFINITY; // unknown rate: a person reviews it
  return Math.ceil(((amount / currency.subunitToUnit) * base.subunitToUnit) / rate);
}

/** Small withdrawals are paid after a short delay; larger ones wait for an operator. */
async function approvalOf(
  ctx: PaymentsContext,
  tx: Executor,
  account: WalletAccountView,
  amount: number,
) {
  const currency = await repo.selectCurrency(tx, account.currency);
  const baseMinor = await toBaseMinor(tx, currency!, amount);
  if (baseMinor > ctx.config.WITHDRAWAL_AUTO_APPROVE_MAX) {
    return { review: 'review' as const, approveAfter: null };
  }
  const delayMs = ctx.config.WITHDRAWAL_AUTO_APPROVE_DELAY_SECONDS * 1000;
  return { review: 'auto' as const, approveAfter: new Date(Date.now() + delayMs) };
}

/**
 * Requests a withdrawal: in one transaction the player's cash row is locked, the withdrawal
 * balance checked, the amount held (cash → the system hold account), the invoice written and
 * both events queued. The hold is posted or voided later (settlement.ts).
 */
/**
 * KYC before money leaves: a withdrawal at or above `WITHDRAWAL_VERIFICATION_THRESHOLD` (in the
 * base currency; a currency without a rate counts as above), or every withdrawal with
 * `WITHDRAWAL_VERIFICATION_ALWAYS`, needs an approved identity document (13114).
 */
async function assertVerifiedForWithdrawal(
  ctx: PaymentsContext,
  playerId: string,
  body: { amount: number; currency: string },
) {
  const base = await repo.selectBaseCurrency(ctx.db);
  const inBase = base ? await convert(ctx.db, body.amount, body.currency, base.code) : null;
  const isLarge = inBase === null || inBase >= ctx.config.WITHDRAWAL_VERIFICATION_THRESHOLD;
  if (!ctx.config.WITHDRAWAL_VERIFICATION_ALWAYS && !isLarge) return;
  if (!(await isIdentityVerified(ctx.db, playerId))) throw new AppError('verificationRequired');
}

export async function createWithdrawal(
  ctx: PaymentsContext,
  playerId: string,
  body: WithdrawalBody,
): Promise<PaymentResponse> {
  const player = await playerOf(ctx, playerId);
  const { method, fields, country } = await checkRequest(ctx, 'withdrawal', player, body);
  await assertVerifiedForWithdrawal(ctx, playerId, body);
  const invoiceId = crypto.randomUUID();
  await ctx.db.transaction(async (tx) => {
    await lockPlayerAccounts(tx, [body.accountId]);
    const account = await findPlayerAccount(tx, playerId, body.accountId);
    if (!account || body.amount > account.withdrawalBalance) {
      throw new AppError('aboveWithdrawalBalance');
    }
    const holdAccount = await ensureAccount(tx, withdrawalHoldOwner(account.currency));
    const held = await hold(tx, {
      idempotencyKey: `invoice:${invoiceId}:hold`,
      playerAccountId: account.id,
      holdAccountId: holdAccount.id,
      amountMinor: body.amount,
      metadata: { invoiceId },
    });
    const row = await repo.insertInvoice(tx, {
      id: invoiceId,
      playerId,
      accountId: account.id,
      type: 2,
      methodId: method.id,
      provider: method.provider,
      currency: body.currency,
      amount: body.amount,
      country,
      fields: fields.values,
      publicData: fields.network ? { network: fields.network.id } : {},
      transferId: held.id,
      ...(await approvalOf(ctx, tx, account, body.amount)),
    });
    await publishAccountChange(tx, playerId, account.id);
    await publishInvoiceChange(tx, row);
  });
  return { invoiceId, action: null, fields: {}, qr: null, address: null, tag: null };
}

/**
 * The player cancels a pending invoice. The invoice row lock makes a decline racing an approval
 * (or a provider's webhook) resolve exactly once: whoever locks second sees it settled.
 */
export async function declineInvoice(
  ctx: PaymentsContext,
  playerId: string,
  invoiceId: string,
): Promise<Invoice> {
  await ctx.db.transaction(async (tx) => {
    const invoice = await repo.lockInvoice(tx, repo.byPlayerInvoice(playerId, invoiceId));
    if (!invoice) throw new AppError('notFound');
    const record = await repo.selectInvoiceRecord(tx, invoice.id);
    if (!record || !toInvoice(record, ctx.config).isDeclinable) {
      throw new AppError('invoiceNotDeclinable');
    }
    if (invoice.type === 2 && invoice.transferId) {
      await voidHold(tx, { holdTransferId: invoice.transferId });
    }
    const reason = invoice.type === 2 ? 'declined by the player' : 'cancelled by the player';
    const row = await repo.updateInvoice(tx, invoice.id, { status: 3, failureReason: reason });
    if (invoice.type === 2) await publishAccountChange(tx, playerId, invoice.accountId);
    await publishInvoiceChange(tx, row);
  });
  const record = await repo.selectInvoiceRecord(ctx.db, invoiceId);
  return toInvoice(record!, ctx.config);
}

export async function listInvoices(ctx: PaymentsContext, playerId: string, query: InvoicesQuery) {
  const { records, total } = await repo.selectInvoicePage(
    ctx.db,
    {
      playerId,
      ...(query.type !== undefined && { type: query.type }),
      ...(query.status && { status: query.status }),
      ...(query.currency && { currency: query.currency }),
      ...(query.from && { from: new Date(query.from) }),
      ...(query.to && { to: new Date(query.to) }),
    },
    query.page,
    query.perPage,
  );
  return {
    data: records.map((record) => toInvoice(record, ctx.config)),
    meta: { page: query.page, perPage: query.perPage, total },
  };
}

export async function invoiceStatistics(ctx: PaymentsContext, playerId: string) {
  const rows = await repo.selectInvoiceTotals(ctx.db, playerId);
  const countOf = (type: number, status?: number) =>
    rows
      .filter((row) => row.type === type && (status === undefined || row.status === status))
      .reduce((sum, row) => sum + row.count, 0);
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  const successSum = (currency: string, type: number) =>
    rows
      .filter((row) => row.currency === currency && row.type === type && row.status === 2)
      .reduce((sum, row) => sum + row.amount, 0);
  return {
    depositCount: countOf(1),
    successDepositCount: countOf(1, 2),
    withdrawalCount: countOf(2),
    successWithdrawalCount: countOf(2, 2),
    totals: currencies.map((currency) => ({
      currency,
      deposited: successSum(currency, 1),
      withdrawn: successSum(currency, 2),
    })),
  };
}
