import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { operatorAuditLog } from '../../db/schema.ts';

/** Arbitrary constant: the transaction-scoped advisory lock every append takes (one chain). */
const AUDIT_LOCK_ID = 7_214_650_016;
/** The link of the first row. */
export const GENESIS_HASH = '0'.repeat(64);

export type AuditRow = typeof operatorAuditLog.$inferSelect;

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditEntry {
  /** Null for a sign-in try whose e-mail names no operator. */
  operator: AuditActor | null;
  action: string;
  target?: { type: string; id: string };
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** JSON with object keys sorted at every depth: the same value always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    const record = value as Record<string, unknown>;
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A value as jsonb gives it back: undefined fields gone, dates as text. */
function asStored(value: unknown) {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}

type Hashed = Omit<AuditRow, 'hash'>;

/** SHA-256 of the previous row's hash and this row's canonical content (the id and time too). */
export function hashOf(row: Hashed): string {
  const content = canonicalJson([
    row.id,
    row.at.toISOString(),
    row.operatorId,
    row.operatorEmail,
    row.action,
    row.targetType,
    row.targetId,
    row.before,
    row.after,
    row.ip,
  ]);
  return createHash('sha256').update(`${row.prevHash}\n${content}`).digest('hex');
}

/**
 * Appends one entry in the caller's transaction, so the action and its record commit together.
 * The advisory lock serialises appenders until commit: each reads the head and links to it, and
 * the chain cannot fork. Take it last in the action, to hold it briefly.
 */
export async function appendAudit(tx: Executor, entry: AuditEntry): Promise<AuditRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_LOCK_ID})`);
  const head = await readAuditHead(tx);
  const row: Hashed = {
    id: (head?.id ?? 0) + 1,
    at: new Date(),
    operatorId: entry.operator?.id ?? null,
    operatorEmail: entry.operator?.email ?? null,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    before: asStored(entry.before),
    after: asStored(entry.after),
    ip: entry.ip ?? null,
    prevHash: head?.hash ?? GENESIS_HASH,
  };
  const [inserted] = await tx
    .insert(operatorAuditLog)
    .values({ ...row, hash: hashOf(row) })
    .returning();
  return inserted!;
}

/** The newest row's id and hash: the chain's head, or undefined for an empty log. */
export async function readAuditHead(db: Executor) {
  const [head] = await db
    .select({ id: operatorAuditLog.id, hash: operatorAuditLog.hash })
    .from(operatorAuditLog)
    .orderBy(desc(operatorAuditLog.id))
    .limit(1);
  return head;
}

export interface ChainVerification {
  isIntact: boolean;
  checkedRows: number;
  firstBroken: { id: number; reason: 'hash' | 'link' | 'gap' | 'truncated' | 'head' } | null;
}

/** A head recorded outside the table (metrics, logs): the chain must reach it, with that hash. */
export interface ExpectedHead {
  id: number;
  hash: string;
}

const VERIFY_BATCH = 1000;

/**
 * Walks the chain from its first row: ids follow without gaps from 1, each row links to the hash
 * before it, and each hash is its row's. The first row that fails is reported. Rows cut off the
 * end leave an intact shorter chain: given the head recorded elsewhere, a chain that ends before
 * it is `truncated`, and one whose row there has another hash (rewritten from some row on) `head`.
 */
export async function verifyAuditChain(
  db: Executor,
  expected?: ExpectedHead,
): Promise<ChainVerification> {
  const { verification, hashAt } = await walkAuditChain(db, expected?.id);
  if (!verification.isIntact || !expected || hashAt === expected.hash) return verification;
  const reason = hashAt === undefined ? 'truncated' : 'head';
  return { ...verification, isIntact: false, firstBroken: { id: expected.id, reason } };
}

type BrokenReason = NonNullable<ChainVerification['firstBroken']>['reason'];

/** The chain's own check from its first row, and the hash of row `expectedId` if it has one. */
async function walkAuditChain(db: Executor, expectedId: number | undefined) {
  let previous = { id: 0, hash: GENESIS_HASH };
  let checkedRows = 0;
  let hashAt: string | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(operatorAuditLog)
      .where(gt(operatorAuditLog.id, previous.id))
      .orderBy(asc(operatorAuditLog.id))
      .limit(VERIFY_BATCH);
    for (const row of rows) {
      const reason: BrokenReason | null =
        row.id !== previous.id + 1
          ? 'gap'
          : row.prevHash !== previous.hash
            ? 'link'
            : hashOf(row) !== row.hash
              ? 'hash'
              : null;
      if (reason) {
        const verification = { isIntact: false, checkedRows, firstBroken: { id: row.id, reason } };
        return { verification, hashAt };
      }
      checkedRows += 1;
      previous = { id: row.id, hash: row.hash };
      if (row.id === expectedId) hashAt = row.hash;
    }
    if (rows.length < VERIFY_BATCH) {
      return { verification: { isIntact: true, checkedRows, firstBroken: null }, hashAt };
    }
  }
}

export interface AuditFilter {
  operatorId?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
}

export async function listAudit(db: Executor, filter: AuditFilter, page: number, perPage: number) {
  const conditions: SQL[] = [];
  if (filter.operatorId) conditions.push(eq(operatorAuditLog.operatorId, filter.operatorId));
  if (filter.action) conditions.push(eq(operatorAuditLog.action, filter.action));
  if (filter.targetType) conditions.push(eq(operatorAuditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(operatorAuditLog.targetId, filter.targetId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(operatorAuditLog)
      .where(where)
      .orderBy(desc(operatorAuditLog.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(operatorAuditLog).where(where),
  ]);
  return {
    data: rows.map(({ prevHash: _link, ...row }) => ({ ...row, at: row.at.toISOString() })),
    meta: { page, perPage, total: total?.value ?? 0 },
  };
}

/** The newest entry of an action about a target (the block an unblock undoes). */
export async function findLatestAudit(db: Executor, action: string, targetId: string) {
  const [row] = await db
    .select()
    .from(operatorAuditLog)
    .where(and(eq(operatorAuditLog.action, action), eq(operatorAuditLog.targetId, targetId)))
    .orderBy(desc(operatorAuditLog.id))
    .limit(1);
  return row;
}
