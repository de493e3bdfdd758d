import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentAdapter, ProviderInvoice } from '../../integrations/payments/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { InvoiceRecord } from './repo.ts';

export type PaymentsConfig = Pick<
  Config,
  | 'PUBLIC_URL'
  | 'PAYMENT_REDIRECT_ORIGINS'
  | 'WITHDRAWAL_AUTO_APPROVE_MAX'
  | 'WITHDRAWAL_AUTO_APPROVE_DELAY_SECONDS'
  | 'WITHDRAWAL_DECLINE_DISABLED_COUNTRIES'
  | 'WITHDRAWAL_VERIFICATION_THRESHOLD'
  | 'WITHDRAWAL_VERIFICATION_ALWAYS'
>;

/** What the payment services work with: the database, the settings and one adapter per provider. */
export interface PaymentsContext {
  db: Db;
  config: PaymentsConfig;
  adapters: ReadonlyMap<string, PaymentAdapter>;
}

export function adapterOf(ctx: PaymentsContext, provider: string): PaymentAdapter {
  const adapter = ctx.adapters.get(provider);
  if (!adapter)
    throw new AppError('methodUnavailable', { cause: new Error(`no ${provider} adapter`) });
  return adapter;
}

/** The invoice as the adapter passes it to the PSP. */
export function toProviderInvoice(record: InvoiceRecord, locale: string): ProviderInvoice {
  return {
    id: record.id,
    number: record.number,
    playerId: record.playerId,
    amount: record.amount,
    currency: record.currency,
    method: record.method,
    processingType: record.processingType,
    country: record.country,
    fields: record.fields,
    locale,
  };
}

/** The system accounts payments move money through (decision 007). */
export const clearingOwner = (provider: string, currency: string) =>
  ({ ownerType: 'system', ownerId: `clearing:${provider}`, currency, kind: 'clearing' }) as const;
export const withdrawalHoldOwner = (currency: string) =>
  ({ ownerType: 'system', ownerId: 'withdrawal-hold', currency, kind: 'hold' }) as const;
