import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsKit, expectError } from '../../modules/payments/test-kit.ts';
import { startTestApp } from '../../test/test-app.ts';
import { signSumsubRequest, signSumsubWebhook } from './sumsub.ts';

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
    SUMSUB_WEBHOOK_SECRET: 'webhook-secret',
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

  describe('webhooks', () => {
    const WEBHOOK = '/api/player/services/sumsub/webhook';
    function webhook(body: object, secret = 'webhook-secret', algorithm = 'HMAC_SHA256_HEX') {
      const raw = JSON.stringify(body);
      return t.app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: {
          'content-type': 'application/json',
          'x-payload-digest': signSumsubWebhook(secret, raw, algorithm),
          'x-payload-digest-alg': algorithm,
        },
        payload: raw,
      });
    }
    const reviewed = (playerId: string, answer: 'GREEN' | 'RED', at: number, comment?: string) => ({
      type: 'applicantReviewed',
      applicantId: `applicant-${playerId}`,
      externalUserId: playerId,
      levelName: 'test-level',
      reviewStatus: 'completed',
      createdAtMs: String(at),
      reviewResult: {
        reviewAnswer: answer,
        ...(answer === 'RED' && { reviewRejectType: 'FINAL' }),
        ...(comment && { moderationComment: comment }),
      },
    });
    const levelOf = async (kit: ReturnType<typeof createPaymentsKit>, token: string) =>
      (await kit.call('GET', '/api/player/documents', token)).json().meta.verificationLevel;
    const messagesOf = async (kit: ReturnType<typeof createPaymentsKit>, token: string) =>
      (await kit.call('GET', '/api/notification/messenger/messages', token)).json();

    it('refuses a webhook whose digest does not match, changing nothing', async () => {
      const kit = createPaymentsKit(t);
      const player = await kit.player();
      const body = reviewed(player.playerId, 'GREEN', Date.now());
      expectError(await webhook(body, 'wrong-secret'), 401, 13108);
      expectError(await webhook(body, 'webhook-secret', 'MD5_HEX'), 401, 13108);
      const unsigned = await t.app.inject({ method: 'POST', url: WEBHOOK, payload: body });
      expectError(unsigned, 401, 13108);
      expect(await levelOf(kit, player.token)).toBe(0);
      const raw = JSON.stringify(body);
      const unconfigured = await plain.app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: {
          'content-type': 'application/json',
          'x-payload-digest': signSumsubWebhook('webhook-secret', raw),
        },
        payload: raw,
      });
      expectError(unconfigured, 401, 13108);
    });

    it('verifies the player on GREEN, once, and lets a late older event change nothing', async () => {
      const kit = createPaymentsKit(t);
      const player = await kit.player();
      const at = Date.now();
      const pending = {
        type: 'applicantPending',
        applicantId: `applicant-${player.playerId}`,
        externalUserId: player.playerId,
        createdAtMs: String(at - 2000),
      };
      expect((await webhook(pending)).statusCode).toBe(200);
      expect(await levelOf(kit, player.token)).toBe(0);

      for (let i = 0; i < 2; i++) {
        expect(
          (
            await webhook(
              reviewed(player.playerId, 'GREEN', at),
              'webhook-secret',
              'HMAC_SHA512_HEX',
            )
          ).statusCode,
        ).toBe(200);
      }
      expect(await levelOf(kit, player.token)).toBe(2);
      const messages = await messagesOf(kit, player.token);
      expect(messages.meta.total).toBe(1);
      expect(messages.data[0]).toMatchObject({
        kind: 'kyc.approved',
        content: { title: 'Identity verified' },
        link: '/profile/verification',
      });

      expect((await webhook(reviewed(player.playerId, 'RED', at - 1000))).statusCode).toBe(200);
      expect(await levelOf(kit, player.token)).toBe(2);
      expect((await messagesOf(kit, player.token)).meta.total).toBe(1);
    });

    it('tells a declined player why, and ignores players and types it does not know', async () => {
      const kit = createPaymentsKit(t);
      const player = await kit.player();
      const red = reviewed(player.playerId, 'RED', Date.now(), 'The document has expired.');
      expect((await webhook(red)).statusCode).toBe(200);
      expect(await levelOf(kit, player.token)).toBe(0);
      const [message] = (await messagesOf(kit, player.token)).data;
      expect(message).toMatchObject({
        kind: 'kyc.declined',
        content: { title: 'Identity check not passed' },
      });
      expect(message.content.text).toContain('Reason: The document has expired.');

      const stranger = reviewed(crypto.randomUUID(), 'GREEN', Date.now());
      expect((await webhook(stranger)).statusCode).toBe(200);
      expect((await webhook({ ...stranger, externalUserId: 'not-a-player' })).statusCode).toBe(200);
      const other = { ...reviewed(player.playerId, 'GREEN', Date.now()), type: 'applicantCreated' };
      expect((await webhook(other)).statusCode).toBe(200);
      expect(await levelOf(kit, player.token)).toBe(0);
      expectError(await webhook({ type: 'applicantReviewed' }), 400, 10001);
    });
  });
});
