import { createHash, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { AppError } from '../../lib/app-error.ts';

/**
 * OWASP's argon2id parameters (19 MiB, 2 passes, 1 lane). The native binding hashes on the libuv
 * thread pool, so sign-ins do not block the event loop. `2` is Algorithm.Argon2id: the enum is
 * `const` and type stripping cannot inline it.
 */
const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * At most one hash per core but one in flight: argon2 shares libuv's thread pool with WebCrypto
 * (jose's token checks) and file I/O, so a burst of sign-ins must leave threads free for every
 * other request (issue 3 budget: 50 parallel sign-ins do not block other requests).
 */
const limitHashing = pLimit(Math.max(1, availableParallelism() - 1));

/**
 * Hashes waiting their turn, at most: about a second of argon2 work here. A flood of guesses that
 * passes every keyed limit (new logins from new addresses) would otherwise queue without end and
 * make every sign-in wait minutes; past this, a try is refused at once (429, Retry-After 1).
 */
export const MAX_WAITING_HASHES = 64;

function queueHashing<T>(work: () => Promise<T>): Promise<T> {
  if (limitHashing.pendingCount >= MAX_WAITING_HASHES) {
    return Promise.reject(new AppError('rateLimited', { retryAfter: 1 }));
  }
  return limitHashing(work);
}

export function hashPassword(password: string): Promise<string> {
  return queueHashing(() => hash(password, ARGON2_OPTIONS));
}

function verifyHash(storedHash: string, password: string) {
  return queueHashing(() => verify(storedHash, password));
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password; with no stored hash (unknown login, social-only account) it still spends one
 * argon2 verification on a dummy, so the answer takes as long as for a real account.
 */
export async function verifyPassword(storedHash: string | null, password: string) {
  if (!storedHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
      dummyHash = undefined; // refused while the queue was full: the next try makes it
      throw error;
    });
    await verifyHash(await dummyHash, password);
    return false;
  }
  try {
    return await verifyHash(storedHash, password);
  } catch (error) {
    if (error instanceof AppError) throw error; // the queue is full: refused, not a wrong password
    return false;
  }
}

/** One-time secrets are stored as their SHA-256 only: a database leak gives no usable link. */
export function sha256(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A secret for a link: 32 random bytes, URL-safe. */
export function generateLinkSecret(): string {
  return randomBytes(32).toString('base64url');
}
