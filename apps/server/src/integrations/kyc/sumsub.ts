import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The Sumsub adapter: a WebSDK access token for an applicant (our player id as Sumsub's
 * `userId`), asked with Sumsub's request signature — `X-App-Access-Sig` is the hex HMAC-SHA256,
 * keyed with the secret key, of the timestamp, the method, the path with its query, and the body.
 */
export type SumsubConfig = Pick<
  Config,
  'KYC_PROVIDER' | 'SUMSUB_HOST' | 'SUMSUB_APP_TOKEN' | 'SUMSUB_SECRET_KEY' | 'SUMSUB_LEVEL_NAME'
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
