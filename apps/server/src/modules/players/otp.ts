import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { isValidPhone } from '@croupier/contract/validation';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueue } from '../../outbox/outbox.ts';
import { fieldError, normalizePhone } from './form-validation.ts';
import { sha256 } from './passwords.ts';
import { isPhoneTaken } from './repo.ts';
import * as secrets from './secrets-repo.ts';
import { renderOtpSms } from './templates.ts';

export type OtpReason = 'registration' | 'login' | 'profile';

export interface OtpLimits {
  ttlSeconds: number;
  resendSeconds: number;
  maxPerPhoneHour: number;
  maxPerIpHour: number;
}

/** Wrong guesses a code survives; the next one burns it (a new code must be sent). */
export const OTP_MAX_ATTEMPTS = 5;
const HOUR_SECONDS = 3600;

/**
 * The stored form of a code: a random salt and SHA-256(salt:code). Six digits alone would collide
 * between phones; the salt keeps every row distinct and a leaked row useless without guessing.
 */
function hashCode(code: string, salt = randomBytes(16).toString('hex')) {
  return `${salt}:${sha256(`${salt}:${code}`)}`;
}

function isCodeOf(stored: string, code: string) {
  const [salt = ''] = stored.split(':');
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashCode(code, salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Sends a 6-digit code by SMS. Refused with 11005 within the resend wait of the previous code
 * for the phone, and past the hourly sends per phone or per IP; counted in the database under a
 * per-phone lock, so the limits hold across processes and concurrent requests. A code to register
 * or to move a profile to a phone is refused (422 unique) for a phone another player has.
 */
export async function sendOtp(
  db: Db,
  input: { phone: string; reason: OtpReason; ip: string; locale: string },
  limits: OtpLimits,
) {
  if (!isValidPhone(input.phone)) throw fieldError('phone', 'phone');
  const phone = normalizePhone(input.phone);
  if (input.reason !== 'login' && (await isPhoneTaken(db, phone))) {
    throw fieldError('phone', 'unique');
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
    await assertSendAllowed(tx, phone, input.ip, limits);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await secrets.insertSecret(tx, {
      kind: 'otp',
      secretHash: hashCode(code),
      subject: `${input.reason}:${phone}`,
      ip: input.ip,
      expiresAt: new Date(Date.now() + limits.ttlSeconds * 1000),
    });
    await enqueue(tx, 'sms.requested', { to: phone, text: renderOtpSms(input.locale, code) });
  });
  return { resendInSeconds: limits.resendSeconds, expiresInSeconds: limits.ttlSeconds };
}

async function assertSendAllowed(tx: Executor, phone: string, ip: string, limits: OtpLimits) {
  const byPhone = await secrets.countOtpSends(tx, { phone }, HOUR_SECONDS);
  const waitedMs = byPhone.newestAt ? Date.now() - byPhone.newestAt.getTime() : Infinity;
  if (waitedMs < limits.resendSeconds * 1000) throw new AppError('otpLimit');
  if (byPhone.total >= limits.maxPerPhoneHour) throw new AppError('otpLimit');
  const byIp = await secrets.countOtpSends(tx, { ip }, HOUR_SECONDS);
  if (byIp.total >= limits.maxPerIpHour) throw new AppError('otpLimit');
}

/**
 * Checks the newest code sent to a phone for a reason: 11003 when wrong, used or burnt, 11004
 * when expired. A wrong guess counts; the fifth burns the code.
 */
export async function checkOtp(
  db: Executor,
  input: { phone: string; reason: OtpReason; code: string },
) {
  const phone = normalizePhone(input.phone);
  const row = await secrets.selectLatestOtp(db, `${input.reason}:${phone}`);
  if (!row || row.usedAt || row.attempts >= OTP_MAX_ATTEMPTS) throw new AppError('otpInvalid');
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError('otpExpired');
  if (!/^\d{6}$/.test(input.code) || !isCodeOf(row.secretHash, input.code)) {
    await secrets.incrementAttempts(db, row.id);
    throw new AppError('otpInvalid');
  }
  return row;
}

/** Checks a code and uses it up, in the caller's transaction: a replay is refused with 11003. */
export async function consumeOtp(
  tx: Executor,
  input: { phone: string; reason: OtpReason; code: string },
) {
  const row = await checkOtp(tx, input);
  if (!(await secrets.markSecretUsed(tx, row.id))) throw new AppError('otpInvalid');
}
