import { INVOICE_STATUSES, type InvoiceEvent, type MessengerMessageKind } from '@croupier/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { currencies } from '../../db/schema.ts';
import { personalChannel } from '../live/channels.ts';
import { publishAfterCommit } from '../live/events.ts';
import { sendMessage } from '../messenger/service.ts';
import type { InvoiceRow } from './repo.ts';

/** `5000` cents as `50.00`: every minor digit shown, as on a statement. */
function majorUnits(amount: number, subunitToUnit: number) {
  const digits = Math.round(Math.log10(subunitToUnit));
  const whole = Math.trunc(amount / subunitToUnit);
  if (digits === 0) return String(whole);
  return `${whole}.${String(amount % subunitToUnit).padStart(digits, '0')}`;
}

const MESSAGE_KINDS: Record<string, MessengerMessageKind> = {
  [`1-${INVOICE_STATUSES.success}`]: 'deposit.succeeded',
  [`1-${INVOICE_STATUSES.failed}`]: 'deposit.failed',
  [`2-${INVOICE_STATUSES.success}`]: 'withdrawal.succeeded',
  [`2-${INVOICE_STATUSES.failed}`]: 'withdrawal.failed',
};

/**
 * Writes the invoice's state to `payment:invoices#{playerId}`, sent after `tx` commits; a final
 * state (paid or failed) also writes the player's message, once per invoice and state.
 */
export async function publishInvoiceChange(
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
  await publishAfterCommit(tx, personalChannel('payment:invoices', invoice.playerId), event);
  const kind = MESSAGE_KINDS[`${invoice.type}-${invoice.status}`];
  if (!kind) return;
  const [currency] = await tx
    .select({ subunitToUnit: currencies.subunitToUnit })
    .from(currencies)
    .where(eq(currencies.code, invoice.currency));
  await sendMessage(tx, {
    playerId: invoice.playerId,
    kind,
    params: {
      amount: majorUnits(invoice.amount, currency?.subunitToUnit ?? 100),
      currency: invoice.currency,
    },
    sourceKey: `invoice:${invoice.id}:${invoice.status}`,
  });
}
