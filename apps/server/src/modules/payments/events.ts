import type { InvoiceEvent } from '@croupier/contract';
import type { Executor } from '../../db/client.ts';
import { personalChannel } from '../live/channels.ts';
import { publishAfterCommit } from '../live/events.ts';
import type { InvoiceRow } from './repo.ts';

/** Writes the invoice's state to `payment:invoices#{playerId}`, sent after `tx` commits. */
export function publishInvoiceChange(
  tx: Executor,
  invoice: InvoiceRow,
  extra: { qr?: string } = {},
) {
  const event: InvoiceEvent = {
    id: invoice.id,
    type: invoice.type as InvoiceEvent['type'],
    status: invoice.status as InvoiceEvent['status'],
    amount: invoice.amount,
    currency: invoice.currency,
    ...(extra.qr && { qr: extra.qr }),
  };
  return publishAfterCommit(tx, personalChannel('payment:invoices', invoice.playerId), event);
}
