import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import {
  currencies,
  currencyRates,
  invoices,
  type PaymentDirection,
  paymentMethods,
  paymentWebhookEvents,
  players,
} from '../../db/schema.ts';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
/** An invoice with the method's public name and processing type. */
export type InvoiceRecord = InvoiceRow & {
  method: string;
  processingType: PaymentMethodRow['processingType'];
};

export function selectMethods(db: Executor, direction: PaymentDirection) {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.direction, direction), eq(paymentMethods.isEnabled, true)))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.method));
}

export async function selectMethod(db: Executor, direction: PaymentDirection, method: string) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.direction, direction), eq(paymentMethods.method, method)));
  return row;
}

export async function selectPlayer(db: Executor, playerId: string) {
  const [row] = await db.select().from(players).where(eq(players.id, playerId));
  return row;
}

export async function selectCurrency(db: Executor, code: string) {
  const [row] = await db.select().from(currencies).where(eq(currencies.code, code));
  return row;
}

/** The newest rate of a currency and of the base currency (units per base unit). */
export async function selectRate(db: Executor, code: string) {
  const [row] = await db
    .select({ rate: currencyRates.rate })
    .from(currencyRates)
    .where(eq(currencyRates.currency, code))
    .orderBy(desc(currencyRates.createdAt), desc(currencyRates.id))
    .limit(1);
  return row ? Number(row.rate) : undefined;
}

export async function selectBaseCurrency(db: Executor) {
  const [row] = await db.select().from(currencies).where(eq(currencies.isBase, true));
  return row;
}

export async function insertInvoice(db: Executor, values: NewInvoice) {
  const [row] = await db.insert(invoices).values(values).returning();
  return row!;
}

export async function updateInvoice(
  db: Executor,
  id: string,
  values: Partial<Omit<NewInvoice, 'id'>>,
): Promise<InvoiceRow> {
  const [row] = await db
    .update(invoices)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(invoices.id, id))
    .returning();
  return row!;
}

/** Locks an invoice row: every status change goes through it, so a race resolves exactly once. */
export async function lockInvoice(db: Executor, where: SQL) {
  const [row] = await db.select().from(invoices).where(where).for('update');
  return row;
}

export const byId = (id: string) => eq(invoices.id, id);
export const byPlayerInvoice = (playerId: string, id: string) =>
  and(eq(invoices.id, id), eq(invoices.playerId, playerId))!;
export const byProviderReference = (provider: string, reference: string) =>
  and(eq(invoices.provider, provider), eq(invoices.providerReference, reference))!;

const recordColumns = {
  invoice: invoices,
  method: paymentMethods.method,
  processingType: paymentMethods.processingType,
};

function toRecord(row: {
  invoice: InvoiceRow;
  method: string;
  processingType: PaymentMethodRow['processingType'];
}): InvoiceRecord {
  return { ...row.invoice, method: row.method, processingType: row.processingType };
}

export async function selectInvoiceRecord(db: Executor, id: string) {
  const [row] = await db
    .select(recordColumns)
    .from(invoices)
    .innerJoin(paymentMethods, eq(paymentMethods.id, invoices.methodId))
    .where(eq(invoices.id, id));
  return row && toRecord(row);
}

export interface InvoiceFilter {
  playerId: string;
  type?: number;
  status?: number[];
  currency?: string;
  from?: Date;
  to?: Date;
}

function filterOf(filter: InvoiceFilter) {
  return and(
    eq(invoices.playerId, filter.playerId),
    filter.type === undefined ? undefined : eq(invoices.type, filter.type),
    filter.status?.length ? inArray(invoices.status, filter.status) : undefined,
    filter.currency === undefined ? undefined : eq(invoices.currency, filter.currency),
    filter.from === undefined ? undefined : gte(invoices.createdAt, filter.from),
    filter.to === undefined ? undefined : lte(invoices.createdAt, filter.to),
  );
}

export async function selectInvoicePage(
  db: Executor,
  filter: InvoiceFilter,
  page: number,
  perPage: number,
) {
  const where = filterOf(filter);
  const rows = await db
    .select(recordColumns)
    .from(invoices)
    .innerJoin(paymentMethods, eq(paymentMethods.id, invoices.methodId))
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.number))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ total: count() }).from(invoices).where(where);
  return { records: rows.map(toRecord), total: total?.total ?? 0 };
}

export interface InvoiceTotals {
  currency: string;
  type: number;
  status: number;
  count: number;
  amount: number;
}

export async function selectInvoiceTotals(db: Executor, playerId: string) {
  const rows = await queryRows<{
    currency: string;
    type: number;
    status: number;
    count: string | number;
    amount: string | number;
  }>(
    db,
    sql`select currency, type, status, count(*) as count, coalesce(sum(amount), 0) as amount
        from invoices where player_id = ${playerId} group by currency, type, status`,
  );
  return rows.map(
    (row): InvoiceTotals => ({
      currency: row.currency,
      type: Number(row.type),
      status: Number(row.status),
      count: Number(row.count),
      amount: Number(row.amount),
    }),
  );
}

/**
 * Withdrawals due for automatic payment, locked; rows another process is paying are skipped
 * (`SKIP LOCKED`), so several app processes can run the job together.
 */
export function lockDueWithdrawals(db: Executor, now: Date, limit: number) {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.type, 2),
        eq(invoices.status, 1),
        eq(invoices.review, 'auto'),
        lte(invoices.approveAfter, now),
      ),
    )
    .orderBy(asc(invoices.approveAfter))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export function selectPendingWithdrawals(db: Executor) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.type, 2), eq(invoices.status, 1)))
    .orderBy(asc(invoices.createdAt));
}

/** Records a webhook once; false when its event id was seen before (a replay). */
export async function insertWebhookEvent(
  db: Executor,
  values: typeof paymentWebhookEvents.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(paymentWebhookEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return rows.length > 0;
}
