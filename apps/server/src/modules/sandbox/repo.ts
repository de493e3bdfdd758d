import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { currencies, invoices, paymentMethods } from '../../db/schema.ts';

/**
 * The sandbox PSP keeps no books of its own: a payment is the platform invoice it was created
 * for (found by the reference it handed out), read-only. A real PSP holds this on its side.
 */
export interface SandboxPayment {
  reference: string;
  invoiceId: string;
  number: number;
  type: number;
  status: number;
  amount: number;
  currency: string;
  subunitToUnit: number;
  processingType: string;
  methodName: Record<string, string>;
  publicData: Record<string, unknown>;
}

const columns = {
  reference: invoices.providerReference,
  invoiceId: invoices.id,
  number: invoices.number,
  type: invoices.type,
  status: invoices.status,
  amount: invoices.amount,
  currency: invoices.currency,
  subunitToUnit: currencies.subunitToUnit,
  processingType: paymentMethods.processingType,
  methodName: paymentMethods.name,
  publicData: invoices.publicData,
};

function query(db: Executor) {
  return db
    .select(columns)
    .from(invoices)
    .innerJoin(paymentMethods, eq(paymentMethods.id, invoices.methodId))
    .innerJoin(currencies, eq(currencies.code, invoices.currency));
}

function toPayment(row: Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number]) {
  return row.reference ? ({ ...row, reference: row.reference } as SandboxPayment) : undefined;
}

export async function findPayment(db: Executor, reference: string) {
  const [row] = await query(db).where(
    and(eq(invoices.provider, 'sandbox'), eq(invoices.providerReference, reference)),
  );
  return row && toPayment(row);
}

/** A chain payment by its destination: the address, and the tag on networks that share one. */
export async function findPaymentByAddress(db: Executor, address: string, tag?: string) {
  const rows = await query(db)
    .where(
      and(
        eq(invoices.provider, 'sandbox'),
        eq(invoices.type, 1),
        sql`${invoices.publicData}->>'address' = ${address}`,
        tag === undefined ? undefined : sql`${invoices.publicData}->>'tag' = ${tag}`,
      ),
    )
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  return rows[0] && toPayment(rows[0]);
}

/** Open sandbox deposits, newest first, for the console. */
export async function listOpenPayments(db: Executor) {
  const rows = await query(db)
    .where(and(eq(invoices.provider, 'sandbox'), eq(invoices.type, 1), eq(invoices.status, 1)))
    .orderBy(desc(invoices.createdAt))
    .limit(50);
  return rows.map(toPayment).filter((payment) => payment !== undefined);
}
