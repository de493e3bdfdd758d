import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoices, paymentMethods, players } from '../../db/schema.ts';

/** Invoices of every status, newest first, filtered by player, type, status and UTC days. */
export async function searchInvoices(
  db: Executor,
  query: {
    playerId?: string | undefined;
    type?: 1 | 2 | undefined;
    status?: 1 | 2 | 3 | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page: number;
    perPage: number;
  },
) {
  const conditions: SQL[] = [];
  if (query.playerId) conditions.push(eq(invoices.playerId, query.playerId));
  if (query.type) conditions.push(eq(invoices.type, query.type));
  if (query.status) conditions.push(eq(invoices.status, query.status));
  if (query.from)
    conditions.push(
      gte(invoices.createdAt, sql`${query.from}::date::timestamp at time zone 'UTC'`),
    );
  if (query.to)
    conditions.push(
      lt(invoices.createdAt, sql`(${query.to}::date + 1)::timestamp at time zone 'UTC'`),
    );
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ invoice: invoices, method: paymentMethods.method, email: players.email })
      .from(invoices)
      .innerJoin(paymentMethods, eq(paymentMethods.id, invoices.methodId))
      .innerJoin(players, eq(players.id, invoices.playerId))
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.number))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(invoices).where(where),
  ]);
  return {
    data: rows.map(({ invoice, method, email }) => ({
      id: invoice.id,
      number: invoice.number,
      playerId: invoice.playerId,
      playerEmail: email,
      type: invoice.type as 1 | 2,
      status: invoice.status as 1 | 2 | 3,
      method,
      provider: invoice.provider,
      amount: invoice.amount,
      currency: invoice.currency,
      failureReason: invoice.failureReason,
      createdAt: invoice.createdAt.toISOString(),
      updatedAt: invoice.updatedAt.toISOString(),
    })),
    meta: { page: query.page, perPage: query.perPage, total: total?.value ?? 0 },
  };
}
