import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsKit, expectError } from '../../modules/payments/test-kit.ts';
import { startTestApp } from '../../test/test-app.ts';
import { signSumsubRequest } from './sumsub.ts';

/** Sumsub's side, as its API documentation describes it: checks the signature, answers a token. */
const seen: { path: string; isSigned: boolean }[] = [];
const sumsub = http.createServer((request, response) => {
  const timestamp = Number(request.headers['x-app-access-ts']);
  const expected = signSumsubRequest('test-secret', timestamp, request.method!, request.url!);
  const isSigned =
    request.headers['x-app-token'] === 'test-app-token' &&
    request.headers['x-app-access-sig'] === expected &&
    Math.abs(Date.now() / 1000 - timestamp) < 60;
  seen.push({ path: request.url!, isSigned });
  const userId = new URL(request.url!, 'http://x').searchParams.get('userId');
  response.writeHead(isSigned ? 200 : 401, { 'content-type': 'application/json' });
  response.end(JSON.stringify(isSigned ? { token: `websdk-${userId}`, userId } : { code: 401 }));
});

let t: Awaited<ReturnType<typeof startTestApp>>;
let plain: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  await new Promise<void>((resolve) => sumsub.listen(0, '127.0.0.1', resolve));
  const { port } = sumsub.address() as AddressInfo;
  t = await startTestApp({
    KYC_PROVIDER: 'sumsub',
    SUMSUB_HOST: `http://127.0.0.1:${port}`,
    SUMSUB_APP_TOKEN: 'test-app-token',
    SUMSUB_SECRET_KEY: 'test-secret',
    SUMSUB_LEVEL_NAME: 'test-level',
  });
  plain = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await plain.close();
  sumsub.close();
});

describe('Sumsub', () => {
  it('asks Sumsub for a WebSDK token with a signed request, for the signed-in player', async () => {
    const kit = createPaymentsKit(t);
    const player = await kit.player();
    const answer = await kit.call('POST', '/api/player/services/sumsub/auth', player.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      data: { token: `websdk-${player.playerId}`, userId: player.playerId },
    });
    expect(seen.at(-1)).toEqual({
      path: `/resources/accessTokens?userId=${player.playerId}&levelName=test-level&ttlInSecs=600`,
      isSigned: true,
    });
    expectError(await kit.call('POST', '/api/player/services/sumsub/auth'), 401, 10003);
  });

  it('answers 503 when Sumsub is not configured: the built-in review is the flow', async () => {
    const kit = createPaymentsKit(plain);
    const player = await kit.player();
    expectError(
      await kit.call('POST', '/api/player/services/sumsub/auth', player.token),
      503,
      10008,
    );
  });
});
