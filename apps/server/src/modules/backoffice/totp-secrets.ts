import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { and, eq, notLike } from 'drizzle-orm';
import { loadAppSecret } from '../../db/app-secrets.ts';
import type { Db } from '../../db/client.ts';
import { operators } from '../../db/schema.ts';

/**
 * Operators' TOTP secrets at rest: AES-256-GCM, a fresh 12-byte nonce each time, the operator's
 * id as associated data (a sealed secret copied onto another operator's row does not open).
 * Stored as `v1:` + base64url(nonce ‖ tag ‖ ciphertext). The key is BACKOFFICE_TOTP_KEY, or
 * else one generated on first start and kept in the database: that protects a copy of the
 * operators table alone, not a copy of the whole database (docs/OPERATIONS.md).
 */
const PREFIX = 'v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const keys = new WeakMap<Db, Buffer>();

/**
 * Loads the key for this database (configured, or generated and kept there) and seals the
 * secrets still stored in clear: those of a database from before encryption, and demo seeds.
 */
export async function loadTotpKey(db: Db, configured: string | undefined) {
  const key = configured
    ? Buffer.from(configured, 'base64')
    : Buffer.from(await loadAppSecret(db, 'backoffice-totp-key', 32), 'base64url');
  keys.set(db, key);
  const clear = await db
    .select({ id: operators.id, totpSecret: operators.totpSecret })
    .from(operators)
    .where(notLike(operators.totpSecret, `${PREFIX}%`));
  for (const row of clear) {
    // Another process starting at once may seal it first: only the row still in clear changes.
    await db
      .update(operators)
      .set({ totpSecret: sealTotpSecret(db, row.id, row.totpSecret) })
      .where(and(eq(operators.id, row.id), eq(operators.totpSecret, row.totpSecret)));
  }
  return clear.length;
}

function keyOf(db: Db) {
  const key = keys.get(db);
  if (!key) throw new Error('The TOTP key is not loaded: call loadTotpKey first');
  return key;
}

export function sealTotpSecret(db: Db, operatorId: string, secret: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(db), nonce);
  cipher.setAAD(Buffer.from(operatorId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The base32 secret; throws when the key or the operator does not match what sealed it. */
export function openTotpSecret(db: Db, operatorId: string, stored: string): string {
  if (!stored.startsWith(PREFIX)) {
    throw new Error(`The TOTP secret of operator ${operatorId} is not sealed`);
  }
  const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(db), bytes.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(operatorId));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  const secret = Buffer.concat([
    decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)),
    decipher.final(),
  ]);
  return secret.toString('utf8');
}
