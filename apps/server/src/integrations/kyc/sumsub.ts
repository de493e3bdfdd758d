import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The Sumsub adapter: a WebSDK access token for an applicant (our player id as Sumsub's
 * `userId`), asked with Sumsub's request signature — `X-App-Access-Sig` is the hex HMAC-SHA256,
 * keyed with the secret key, of the timestamp, the method, the path with its query, and the body.
 */
export type SumsubConfig = Pick<
  Config,
  | 'KYC_PROVIDER'
  | 'SUMSUB_HOST'
  | 'SUMSUB_APP_TOKEN'
  | 'SUMSUB_SECRET_KEY'
  | 'SUMSUB_LEVEL_NAME'
  | 'SUMSUB_WEBHOOK_SECRET'
>;

export function signSumsubRequest(
  secretKey: string,
  timestamp: number,
  method: string,
  pathWithQuery: string,
  body = '',
) {
  return createHmac('sha256', secretKey)
    .update(`${timestamp}${method.toUpperCase()}${pathWithQuery}${body}`)
    .digest('hex');
}

export async function createSumsubAccessToken(
  config: SumsubConfig,
  playerId: string,
  now = Date.now(),
): Promise<{ token: string; userId: string }> {
  if (config.KYC_PROVIDER !== 'sumsub' || !config.SUMSUB_APP_TOKEN || !config.SUMSUB_SECRET_KEY) {
    throw new AppError('unavailable');
  }
  const query = new URLSearchParams({
    userId: playerId,
    levelName: config.SUMSUB_LEVEL_NAME,
    ttlInSecs: '600',
  });
  const path = `/resources/accessTokens?${query}`;
  const timestamp = Math.floor(now / 1000);
  const response = await fetch(new URL(path, config.SUMSUB_HOST), {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'X-App-Token': config.SUMSUB_APP_TOKEN,
      'X-App-Access-Ts': String(timestamp),
      'X-App-Access-Sig': signSumsubRequest(config.SUMSUB_SECRET_KEY, timestamp, 'POST', path),
    },
    signal: AbortSignal.timeout(10_000),
  }).catch((error: unknown) => {
    throw new AppError('unavailable', { cause: error });
  });
  if (!response.ok) throw new AppError('unavailable');
  const body = (await response.json()) as { token?: string; userId?: string };
  if (!body.token) throw new AppError('unavailable');
  return { token: body.token, userId: body.userId ?? playerId };
}

/** The digest algorithms Sumsub names in `X-Payload-Digest-Alg`. */
const DIGEST_ALGORITHMS: Record<string, string> = {
  HMAC_SHA1_HEX: 'sha1',
  HMAC_SHA256_HEX: 'sha256',
  HMAC_SHA512_HEX: 'sha512',
};

export function signSumsubWebhook(secret: string, rawBody: string, algorithm = 'HMAC_SHA256_HEX') {
  return createHmac(DIGEST_ALGORITHMS[algorithm] ?? 'sha256', secret)
    .update(rawBody)
    .digest('hex');
}

/** A webhook's review outcome, as far as the platform needs it. */
export interface SumsubReview {
  type: string;
  applicantId: string;
  playerId: string;
  /** GREEN approved, RED declined; absent while pending. */
  answer: 'GREEN' | 'RED' | undefined;
  /** FINAL or RETRY (the player may send new documents) for RED. */
  rejectType: string | undefined;
  comment: string | undefined;
  createdAt: Date;
}

/**
 * Checks a webhook's `X-Payload-Digest` (an HMAC of the exact body with the webhook secret, by
 * the algorithm of `X-Payload-Digest-Alg`) and reads it. Refused (invalidSignature) when the
 * secret is not configured or the digest does not match.
 */
export function verifySumsubWebhook(
  config: SumsubConfig,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): SumsubReview {
  const algorithm = String(headers['x-payload-digest-alg'] ?? 'HMAC_SHA256_HEX');
  const digest = Buffer.from(String(headers['x-payload-digest'] ?? ''));
  if (!config.SUMSUB_WEBHOOK_SECRET || !DIGEST_ALGORITHMS[algorithm]) {
    throw new AppError('invalidSignature');
  }
  const expected = Buffer.from(signSumsubWebhook(config.SUMSUB_WEBHOOK_SECRET, rawBody, algorithm));
  if (digest.length !== expected.length || !timingSafeEqual(digest, expected)) {
    throw new AppError('invalidSignature');
  }
  const body = JSON.parse(rawBody) as {
    type?: string;
    applicantId?: string;
    externalUserId?: string;
    createdAtMs?: string;
    createdAt?: string;
    reviewResult?: { reviewAnswer?: string; reviewRejectType?: string; moderationComment?: string };
  };
  if (!body.type || !body.applicantId || !body.externalUserId) throw new AppError('badRequest');
  const answer = body.reviewResult?.reviewAnswer;
  const createdAt = new Date(
    body.createdAtMs ? Number(body.createdAtMs) : (body.createdAt ?? Date.now()),
  );
  return {
    type: body.type,
    applicantId: body.applicantId,
    playerId: body.externalUserId,
    answer: answer === 'GREEN' || answer === 'RED' ? answer : undefined,
    rejectType: body.reviewResult?.reviewRejectType,
    comment: body.reviewResult?.moderationComment,
    createdAt: Number.isNaN(createdAt.getTime()) ? new Date() : createdAt,
  };
}
