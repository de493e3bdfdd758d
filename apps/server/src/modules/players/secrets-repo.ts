import { and, count, desc, eq, gt, isNull, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { oneTimeSecrets } from '../../db/schema.ts';

export type SecretKind = (typeof oneTimeSecrets.$inferSelect)['kind'];
export type SecretRow = typeof oneTimeSecrets.$inferSelect;

export async function insertSecret(db: Executor, values: typeof oneTimeSecrets.$inferInsert) {
  const [row] = await db.insert(oneTimeSecrets).values(values).returning();
  return row!;
}

/** A link secret by its hash, if it is unused and not expired. */
export async function selectUsableSecret(db: Executor, kind: SecretKind, secretHash: string) {
  const [row] = await db
    .select()
    .from(oneTimeSecrets)
    .where(
      and(
        eq(oneTimeSecrets.kind, kind),
        eq(oneTimeSecrets.secretHash, secretHash),
        isNull(oneTimeSecrets.usedAt),
        gt(oneTimeSecrets.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/** Marks a secret used; false when another request used it first (single use under races). */
export async function markSecretUsed(db: Executor, id: number): Promise<boolean> {
  const used = await db
    .update(oneTimeSecrets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeSecrets.id, id), isNull(oneTimeSecrets.usedAt)))
    .returning({ id: oneTimeSecrets.id });
  return used.length === 1;
}

/** Burns every unused secret of a kind for a player (a newer link replaces the older ones). */
export function burnPlayerSecrets(db: Executor, kind: SecretKind, playerId: string) {
  return db
    .update(oneTimeSecrets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeSecrets.kind, kind),
        eq(oneTimeSecrets.playerId, playerId),
        isNull(oneTimeSecrets.usedAt),
      ),
    );
}

/** The newest phone code sent for a subject (`reason:phone`), used or not. */
export async function selectLatestOtp(db: Executor, subject: string) {
  const [row] = await db
    .select()
    .from(oneTimeSecrets)
    .where(and(eq(oneTimeSecrets.kind, 'otp'), eq(oneTimeSecrets.subject, subject)))
    .orderBy(desc(oneTimeSecrets.createdAt), desc(oneTimeSecrets.id))
    .limit(1);
  return row;
}

/** Counts one more wrong guess; returns the attempts so far. */
export async function incrementAttempts(db: Executor, id: number): Promise<number> {
  const [row] = await db
    .update(oneTimeSecrets)
    .set({ attempts: sql`${oneTimeSecrets.attempts} + 1` })
    .where(eq(oneTimeSecrets.id, id))
    .returning({ attempts: oneTimeSecrets.attempts });
  return row?.attempts ?? 0;
}

/**
 * Phone codes sent since `seconds` ago to a phone (any reason) or from an IP, and when the newest
 * was sent. Counted in the database so the limits hold across processes.
 */
export async function countOtpSends(
  db: Executor,
  by: { phone: string } | { ip: string },
  seconds: number,
) {
  const [row] = await db
    .select({ total: count(), newestAt: sql<string | null>`max(${oneTimeSecrets.createdAt})` })
    .from(oneTimeSecrets)
    .where(
      and(
        eq(oneTimeSecrets.kind, 'otp'),
        'phone' in by
          ? like(oneTimeSecrets.subject, `%:${by.phone}`)
          : eq(oneTimeSecrets.ip, by.ip),
        gt(oneTimeSecrets.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return {
    total: row?.total ?? 0,
    newestAt: row?.newestAt ? new Date(row.newestAt) : null,
  };
}
