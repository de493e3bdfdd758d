import { createHmac, timingSafeEqual } from 'node:crypto';
import { PROVIDER_SIGNATURE_TOLERANCE_SECONDS } from '@croupier/contract';

/**
 * The provider API's request signature (docs/provider-api.md): hex HMAC-SHA256 of
 * `${timestamp}.${rawBody}` with the integration's secret, the timestamp in unix seconds. The
 * demo provider signs with `signProviderRequest`; the platform checks with `verifyProviderSignature`.
 */

const nowInSeconds = () => Math.floor(Date.now() / 1000);

function hmacOf(secret: string, timestamp: string, rawBody: string) {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The two header values of a signed call: put them in `x-croupier-timestamp` / `-signature`. */
export function signProviderRequest(
  secret: string,
  rawBody: string,
  nowSeconds: number = nowInSeconds(),
): { timestamp: string; signature: string } {
  const timestamp = String(Math.floor(nowSeconds));
  return { timestamp, signature: hmacOf(secret, timestamp, rawBody) };
}

/**
 * Whether a call is signed with `secret` within the tolerance (either side of now: a clock ahead
 * must not make a captured request replayable later). Both headers are required; the comparison
 * takes the same time whatever the signature, so it leaks nothing about the expected one.
 */
export function verifyProviderSignature(
  secret: string,
  rawBody: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  nowSeconds: number = nowInSeconds(),
): boolean {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > PROVIDER_SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmacOf(secret, timestamp, rawBody), 'hex');
  const actual = Buffer.from(signature, 'hex');
  // Buffer.from(…, 'hex') stops at the first non-hex character: a shorter buffer fails here.
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
