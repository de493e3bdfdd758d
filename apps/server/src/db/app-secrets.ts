import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { appSecrets } from './schema.ts';

/**
 * A secret generated on first start and kept in the database, so every process and every restart
 * shares it (used when the operator configured none). Racing first starts keep the first one.
 */
export async function loadAppSecret(db: Db, name: string, bytes: number): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(bytes).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return row!.value;
}
