import type { Invoice } from '@croupier/contract';
import type { PaymentsConfig } from './context.ts';
import type { InvoiceRecord } from './repo.ts';

/** The public part of an invoice's provider data: what the player may see again. */
const PUBLIC_KEYS = ['qr', 'address', 'tag', 'network', 'reference'] as const;

/**
 * A pending invoice the player may cancel: a deposit always (cancel-deposit, no money moved), a
 * withdrawal unless its jurisdiction forbids declining one.
 */
export function isDeclinable(invoice: InvoiceRecord, config: PaymentsConfig) {
  if (invoice.status !== 1) return false;
  if (invoice.type === 1) return true;
  const country = invoice.country?.toUpperCase();
  return !config.WITHDRAWAL_DECLINE_DISABLED_COUNTRIES.some(
    (code) => code.toUpperCase() === country,
  );
}

export function toInvoice(record: InvoiceRecord, config: PaymentsConfig): Invoice {
  const publicData: Invoice['publicData'] = {};
  for (const key of PUBLIC_KEYS) {
    const value = record.publicData[key];
    if (typeof value === 'string' && value) publicData[key] = value;
  }
  return {
    id: record.id,
    number: record.number,
    type: record.type as Invoice['type'],
    status: record.status as Invoice['status'],
    amount: record.amount,
    currency: record.currency,
    method: record.method,
    processingType: record.processingType,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    isDeclinable: isDeclinable(record, config),
    publicData,
  };
}
