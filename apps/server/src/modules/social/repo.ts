import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { socialAuthRequests, socialIdentities } from '../../db/schema.ts';

export type SocialAuthRequest = typeof socialAuthRequests.$inferSelect;

/** Keeps a pending sign-in, and clears the ones nobody came back for. */
export async function insertAuthRequest(
  db: Executor,
  values: typeof socialAuthRequests.$inferInsert,
) {
  await db.delete(socialAuthRequests).where(lt(socialAuthRequests.expiresAt, sql`now()`));
  await db.insert(socialAuthRequests).values(values);
}

/** Takes a pending sign-in out: each state works once, and only before it expires. */
export async function takeAuthRequest(db: Executor, stateHash: string) {
  const [row] = await db
    .delete(socialAuthRequests)
    .where(eq(socialAuthRequests.stateHash, stateHash))
    .returning();
  return row && row.expiresAt.getTime() > Date.now() ? row : undefined;
}

export async function selectIdentity(db: Executor, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
  return row;
}

/** Links an identity; false when a concurrent sign-in of the same identity linked it first. */
export async function insertIdentity(
  db: Executor,
  values: typeof socialIdentities.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(socialIdentities)
    .values(values)
    .onConflictDoNothing()
    .returning({ subject: socialIdentities.subject });
  return rows.length === 1;
}
