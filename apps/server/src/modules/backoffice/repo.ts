import { and, count, desc, eq, gt, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  invoices,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  operatorSessions,
  operators,
  paymentMethods,
  players,
} from '../../db/schema.ts';

export type OperatorRow = typeof operators.$inferSelect;

export async function insertOperator(db: Executor, values: typeof operators.$inferInsert) {
  const [row] = await db.insert(operators).values(values).returning();
  return row!;
}

export async function selectOperatorByEmail(db: Executor, email: string) {
  const [row] = await db
    .select()
    .from(operators)
    .where(eq(sql`lower(${operators.email})`, email.trim().toLowerCase()));
  return row;
}

/** Takes a TOTP step for the operator; false when it (or a later one) was used already. */
export async function claimTotpStep(db: Executor, operatorId: string, step: number) {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, operatorId), lt(operators.totpLastStep, step)))
    .returning({ id: operators.id });
  return rows.length === 1;
}

export async function insertOperatorSession(
  db: Executor,
  values: typeof operatorSessions.$inferInsert,
) {
  const [row] = await db.insert(operatorSessions).values(values).returning();
  return row!;
}

/**
 * The operator behind a token hash, if the session is open, neither idle too long nor past its
 * end, and the operator not disabled; the same statement marks the call (sliding idle time).
 */
export async function touchOperatorSession(db: Executor, tokenHash: string, idleMinutes: number) {
  const [row] = await db
    .update(operatorSessions)
    .set({ lastSeenAt: sql`now()` })
    .from(operators)
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        eq(operators.id, operatorSessions.operatorId),
        isNull(operatorSessions.closedAt),
        isNull(operators.disabledAt),
        gt(operatorSessions.expiresAt, sql`now()`),
        gt(operatorSessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`),
      ),
    )
    .returning({
      sessionId: operatorSessions.id,
      id: operators.id,
      email: operators.email,
      name: operators.name,
      role: operators.role,
    });
  return row;
}

export async function closeOperatorSession(db: Executor, sessionId: string) {
  await db
    .update(operatorSessions)
    .set({ closedAt: sql`now()` })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.closedAt)));
}

const LIKE_SPECIAL = /[\\%_]/g;
const containing = (text: string) => `%${text.replace(LIKE_SPECIAL, '\\$&')}%`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Players whose id or phone is the query, or whose e-mail or nickname contains it. */
export async function searchPlayers(db: Executor, query: string, page: number, perPage: number) {
  let where: SQL | undefined;
  if (UUID.test(query)) where = eq(players.id, query);
  else if (query.startsWith('+')) where = eq(players.phone, `+${query.replace(/\D/g, '')}`);
  else
    where = or(ilike(players.email, containing(query)), ilike(players.nickname, containing(query)));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(players)
      .where(where)
      .orderBy(desc(players.createdAt), players.id)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(players).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function selectPlayer(db: Executor, playerId: string) {
  const [row] = await db.select().from(players).where(eq(players.id, playerId));
  return row;
}

export async function lockPlayer(db: Executor, playerId: string) {
  const [row] = await db.select().from(players).where(eq(players.id, playerId)).for('update');
  return row;
}

export async function updatePlayerStatus(db: Executor, playerId: string, status: number) {
  const [row] = await db
    .update(players)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(players.id, playerId))
    .returning();
  return row!;
}

/** The newest ledger entries on the player's own accounts. */
export function selectPlayerLedger(db: Executor, playerId: string, limit: number) {
  return db
    .select({
      id: ledgerEntries.id,
      transferId: ledgerEntries.transferId,
      kind: ledgerTransfers.kind,
      accountId: ledgerEntries.accountId,
      currency: ledgerAccounts.currency,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(and(eq(ledgerAccounts.ownerType, 'player'), eq(ledgerAccounts.ownerId, playerId)))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit);
}

const pendingWithdrawal = and(eq(invoices.type, 2), eq(invoices.status, 1));

export async function selectPendingWithdrawalPage(db: Executor, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        invoice: invoices,
        method: paymentMethods.method,
        playerEmail: players.email,
        playerNickname: players.nickname,
      })
      .from(invoices)
      .innerJoin(paymentMethods, eq(paymentMethods.id, invoices.methodId))
      .innerJoin(players, eq(players.id, invoices.playerId))
      .where(pendingWithdrawal)
      .orderBy(invoices.createdAt, invoices.id)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(invoices).where(pendingWithdrawal),
  ]);
  return { rows, total: total?.value ?? 0 };
}
