import type { InvoiceEvent } from '@croupier/contract';
import { pushAnalyticsEvent } from '../../lib/browser/analytics';
import { requestApi } from '../../lib/session/api-client';
import { toMajor } from './accounts/money';

/**
 * Wallet analytics of spec sections 3 and 9, pushed to `window.dataLayer` like the registration
 * funnel (features/account/sign-up/registration-funnel.ts). Missing values are 'not set' or 0.
 *
 * Who calls what:
 * - The cashier calls `trackWalletFunnel({ step, operationType, userId, loadTimeMs })` at each
 *   funnel step: 'open' (modal opened; loadTimeMs = time until methods showed), 'network' (crypto
 *   network chosen), 'operationType' (deposit/withdraw tab chosen), 'method', 'selectBonus',
 *   'declineBonuses', 'promoOpen' (bonus-code field opened), 'promoSent' (code submitted), 'sent'
 *   (deposit or withdrawal submitted), 'close'.
 * - The outcome events (deposit, withdraw, failDeposit, failWithdraw) are NOT called by the
 *   cashier: `trackInvoiceOutcome` fires them once per invoice when its `payment:invoices` event
 *   reaches status 2 or 3 (mounted once per tab by the accounts provider, `useInvoiceAnalytics`),
 *   so a deposit paid on a provider page or confirmed minutes later is counted exactly once.
 *   `trackInvoiceResult` stays exported for flows that learn an outcome without an event.
 */

export type WalletFunnelStep =
  | 'open'
  | 'network'
  | 'operationType'
  | 'method'
  | 'selectBonus'
  | 'declineBonuses'
  | 'promoOpen'
  | 'promoSent'
  | 'sent'
  | 'close';
export type OperationType = 'deposit' | 'withdraw';
export type WalletType = 'fiat' | 'crypto';
export type InvoiceOutcome = 'deposit' | 'withdraw' | 'failDeposit' | 'failWithdraw';

const NOT_SET = 'not set';

export interface WalletFunnelEvent {
  event: 'walletFunnel';
  category: 'walletFunnel';
  userId: string;
  funnelStep: WalletFunnelStep;
  operationType: OperationType | typeof NOT_SET;
  loadTime: number;
}

export function buildWalletFunnelEvent(input: {
  step: WalletFunnelStep;
  operationType?: OperationType;
  userId?: string;
  loadTimeMs?: number;
}): WalletFunnelEvent {
  return {
    event: 'walletFunnel',
    category: 'walletFunnel',
    userId: input.userId || NOT_SET,
    funnelStep: input.step,
    operationType: input.operationType ?? NOT_SET,
    loadTime: Math.max(0, Math.round(input.loadTimeMs ?? 0)),
  };
}

export interface InvoiceResultInput {
  outcome: InvoiceOutcome;
  /** Minor units, with the currency's minor units per unit. */
  amountMinor?: number;
  currency?: string;
  subunitToUnit?: number;
  invoiceId?: string;
  walletType?: WalletType;
  userId?: string;
  /** How many successful deposits the player has made, this one included (deposits only). */
  successDepositNumber?: number;
}

/** Deposit events (and failed ones) carry deposit fields; withdrawals withdraw fields. */
export function buildInvoiceResultEvent(input: InvoiceResultInput) {
  const amount =
    input.amountMinor === undefined
      ? 0
      : Number(toMajor(input.amountMinor, input.subunitToUnit ?? 100));
  const currency = input.currency || NOT_SET;
  const common = {
    event: input.outcome,
    category: input.outcome,
    userId: input.userId || NOT_SET,
    invoiceId: input.invoiceId || NOT_SET,
    walletType: input.walletType ?? NOT_SET,
  };
  if (input.outcome === 'withdraw' || input.outcome === 'failWithdraw') {
    return { ...common, withdrawAmount: amount, withdrawCurrency: currency };
  }
  const deposit = {
    ...common,
    depositAmount: amount,
    depositCurrency: currency,
    successDepositNumber: input.successDepositNumber ?? 0,
  };
  if (input.outcome === 'failDeposit') return deposit;
  return {
    ...deposit,
    ecommerce: {
      transaction_id: input.invoiceId || NOT_SET,
      value: amount,
      currency,
      items: [
        {
          item_name: 'deposit',
          item_category: 'Financial Services',
          item_category2: 'Deposits',
          price: amount,
          quantity: 1,
        },
      ],
    },
  };
}

const push = pushAnalyticsEvent;

export function trackWalletFunnel(input: Parameters<typeof buildWalletFunnelEvent>[0]) {
  push(buildWalletFunnelEvent(input));
}

export function trackInvoiceResult(input: InvoiceResultInput) {
  push(buildInvoiceResultEvent(input));
}

/** The deposit/withdraw outcome of an invoice event; undefined while it is pending. */
export function outcomeOf(
  event: Pick<InvoiceEvent, 'type' | 'status'>,
): InvoiceOutcome | undefined {
  if (event.status === 1) return undefined;
  const isSuccess = event.status === 2;
  if (event.type === 1) return isSuccess ? 'deposit' : 'failDeposit';
  return isSuccess ? 'withdraw' : 'failWithdraw';
}

/**
 * Fires the outcome event of an invoice that reached status 2 or 3. A successful deposit is
 * numbered by `GET /api/payment/invoices/statistics` (0 when the statistics cannot be loaded).
 */
export async function trackInvoiceOutcome(
  event: InvoiceEvent,
  context: { userId?: string; subunitToUnit?: number; walletType?: WalletType },
) {
  const outcome = outcomeOf(event);
  if (!outcome) return;
  const successDepositNumber = outcome === 'deposit' ? await loadSuccessDepositCount() : undefined;
  trackInvoiceResult({
    outcome,
    amountMinor: event.amount,
    currency: event.currency,
    invoiceId: event.id,
    successDepositNumber,
    ...context,
  });
}

async function loadSuccessDepositCount(): Promise<number> {
  try {
    const { data } = await requestApi('invoiceStatistics');
    return data.successDepositCount;
  } catch {
    return 0;
  }
}
