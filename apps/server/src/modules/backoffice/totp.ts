import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const ISSUER = 'Croupier back office';

function totpOf(secretBase32: string, email: string) {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret, base32 as authenticator apps take it. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app enrols from (as text or as a QR code). */
export function totpUri(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

/** The code an authenticator shows at `atMs` (tests and the demo). */
export function totpCode(secretBase32: string, atMs = Date.now()): string {
  return totpOf(secretBase32, '').generate({ timestamp: atMs });
}

/**
 * The 30-second step a code belongs to, allowing one step of clock drift either way; null when
 * the code is wrong. The caller refuses a step at or before the last one used (no replay).
 */
export function matchTotpStep(secretBase32: string, code: string, atMs = Date.now()) {
  const delta = totpOf(secretBase32, '').validate({ token: code, timestamp: atMs, window: 1 });
  if (delta === null) return null;
  return Math.floor(atMs / 1000 / PERIOD_SECONDS) + delta;
}
