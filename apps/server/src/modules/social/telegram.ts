import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The login widget's fields (https://core.telegram.org/widgets/login#receiving-authorization-data). */
export interface TelegramLogin {
  id?: string | number | undefined;
  first_name?: string | undefined;
  last_name?: string | undefined;
  username?: string | undefined;
  photo_url?: string | undefined;
  auth_date?: string | number | undefined;
  hash?: string | undefined;
}

const SIGNED_FIELDS = [
  'id',
  'first_name',
  'last_name',
  'username',
  'photo_url',
  'auth_date',
] as const;
export const TELEGRAM_MAX_AGE_SECONDS = 86_400;

/**
 * Telegram's check: HMAC-SHA256 of the sorted `key=value` lines (all fields but `hash`), keyed
 * with SHA-256 of the bot token, compared in constant time; a login older than a day is stale.
 */
export function isTelegramLoginValid(login: TelegramLogin, botToken: string, now = Date.now()) {
  if (!login.hash || login.id === undefined || login.auth_date === undefined) return false;
  const ageSeconds = now / 1000 - Number(login.auth_date);
  if (!Number.isFinite(ageSeconds) || ageSeconds > TELEGRAM_MAX_AGE_SECONDS || ageSeconds < -60)
    return false;
  const expected = signTelegramLogin(login, botToken);
  const given = Buffer.from(login.hash.toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The hash Telegram would send for these fields (hex, as a buffer to compare). */
export function signTelegramLogin(login: TelegramLogin, botToken: string): Buffer {
  const dataCheckString = SIGNED_FIELDS.filter((key) => login[key] !== undefined)
    .sort()
    .map((key) => `${key}=${login[key]}`)
    .join('\n');
  const key = createHash('sha256').update(botToken).digest();
  return Buffer.from(createHmac('sha256', key).update(dataCheckString).digest('hex'), 'utf8');
}
