import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOCUMENT_MAX_PENDING, ERRORS } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/test-app.ts';
import { createPaymentsKit, expectError, type TestPlayer } from '../payments/test-kit.ts';
import { documentsDir } from './service.ts';
import { EXE, JPEG, PDF, uploadDocument, ZIP } from './test-kit.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-documents-'));
let t: Awaited<ReturnType<typeof startTestApp>>;
let api: ReturnType<typeof createPaymentsKit>;
beforeAll(async () => {
  t = await startTestApp({
    DATA_DIR: dataDir,
    WITHDRAWAL_VERIFICATION_THRESHOLD: '10000',
    WALLET_TURNOVER_MULTIPLIER: '0',
  });
  api = createPaymentsKit(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = (
  player: TestPlayer,
  type: string | undefined,
  file?: { name: string; bytes: Buffer },
) => uploadDocument(t, player, type, file);

const list = async (player: TestPlayer) =>
  (await api.call('GET', '/api/player/documents', player.token)).json();

function review(id: string, decision: 'approve' | 'decline', reason?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/dev/documents/${id}/review`,
    payload: { decision, ...(reason && { reason }) },
  });
}

describe('documents', () => {
  it('takes a JPEG or PDF by its content, stores it outside the web root, serves it to its owner only', async () => {
    const player = await api.player();
    const created = await upload(player, 'identity', {
      name: '../../passport photo.jpg',
      bytes: JPEG,
    });
    expect(created.statusCode, created.body).toBe(201);
    const document = created.json().data;
    expect(document).toMatchObject({
      type: 'identity',
      status: 1,
      fileName: 'passport photo.jpg',
      mimeType: 'image/jpeg',
      size: JPEG.length,
      declineReason: null,
    });
    const stored = fs.readdirSync(documentsDir(dataDir));
    expect(stored.some((name) => name.includes('passport'))).toBe(false);

    const file = await t.app.inject({
      url: `/api/player/documents/${document.id}/file`,
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(JPEG)).toBe(true);
    const stranger = await api.player();
    const theirs = await t.app.inject({
      url: `/api/player/documents/${document.id}/file`,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(theirs.statusCode).toBe(404);
    expectError(
      await t.app.inject({ url: `/api/player/documents/${document.id}/file` }),
      401,
      10003,
    );

    expect(
      (await upload(player, 'address', { name: 'bill.pdf', bytes: PDF })).json().data,
    ).toMatchObject({ mimeType: 'application/pdf' });
    const { data, meta } = await list(player);
    expect(data.map((d: { type: string }) => d.type)).toEqual(['address', 'identity']);
    expect(meta).toEqual({ verificationLevel: 0 });
  });

  it('serves a file as a private download under its name in any script, never rendered or stored', async () => {
    const player = await api.player();
    const document = (
      await upload(player, 'identity', { name: 'паспорт Анна.jpg', bytes: JPEG })
    ).json().data;
    const file = await t.app.inject({
      url: `/api/player/documents/${document.id}/file`,
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.rawPayload.equals(JPEG)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': `attachment; filename="??????? ????.jpg"; filename*=UTF-8''${encodeURIComponent('паспорт Анна.jpg')}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    const stored = fs.readdirSync(documentsDir(dataDir));
    for (const name of stored) {
      expect(fs.statSync(path.join(documentsDir(dataDir), name)).mode & 0o077).toBe(0);
    }
  });

  it('refuses an executable renamed .jpg, a zip, an empty file, one over 5 MiB (413), and a bad type', async () => {
    const player = await api.player();
    for (const bytes of [EXE, ZIP, Buffer.alloc(0)]) {
      expectError(await upload(player, 'identity', { name: 'photo.jpg', bytes }), 422, 11008);
    }
    const tooLarge = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]);
    expectError(
      await upload(player, 'identity', { name: 'photo.jpg', bytes: tooLarge }),
      413,
      10007,
    );
    expectError(await upload(player, 'passport', { name: 'photo.jpg', bytes: JPEG }), 422, 10002);
    expectError(await upload(player, 'identity'), 422, 10002);
    expect((await list(player)).data).toEqual([]);
    // Up to the limit is fine (past the 1 MiB every JSON body is held to).
    const large = Buffer.concat([JPEG, Buffer.alloc(3 * 1024 * 1024)]);
    expect((await upload(player, 'identity', { name: 'scan.jpg', bytes: large })).statusCode).toBe(
      201,
    );
  });

  it('deletes a pending document, never a reviewed one; review sets the verification level', async () => {
    const player = await api.player();
    const identity = (await upload(player, 'identity', { name: 'id.jpg', bytes: JPEG })).json()
      .data;
    const address = (await upload(player, 'address', { name: 'bill.pdf', bytes: PDF })).json().data;
    const extra = (await upload(player, 'selfie', { name: 'me.jpg', bytes: JPEG })).json().data;
    expect(
      (await api.call('DELETE', `/api/player/documents/${extra.id}`, player.token)).statusCode,
    ).toBe(200);
    expectError(
      await api.call('DELETE', `/api/player/documents/${extra.id}`, player.token),
      404,
      10005,
    );

    const cursor = await api.outboxCursor();
    expect((await review(identity.id, 'approve')).statusCode).toBe(200);
    expect((await list(player)).meta).toEqual({ verificationLevel: 1 });
    expectError(
      await api.call('DELETE', `/api/player/documents/${identity.id}`, player.token),
      409,
      11009,
    );
    expect(
      (await review(address.id, 'decline', 'The bill is older than three months')).json(),
    ).toMatchObject({
      status: 3,
      declineReason: 'The bill is older than three months',
    });
    expect((await review(address.id, 'approve')).statusCode).toBe(409);
    expect((await list(player)).meta).toEqual({ verificationLevel: 1 });

    // Each decision reaches the player once, in the messenger and live.
    const messages = (
      await api.call('GET', '/api/notification/messenger/messages', player.token)
    ).json();
    expect(messages.meta.totalUnread).toBe(2);
    expect(messages.data.map((m: { content: { title: string } }) => m.content.title)).toEqual([
      'Document declined',
      'Document approved',
    ]);
    expect(messages.data[0].content.text).toContain('Reason: The bill is older than three months');
    const events = await api.eventsSince(cursor, `messenger:notifications#${player.playerId}`);
    expect(events.map((e) => e.totalUnread)).toEqual([1, 2]);
  });

  it('takes at most 20 documents waiting for review from one player (ASVS V12.1.3)', async () => {
    const player = await api.player();
    const ids: string[] = [];
    for (let i = 0; i < DOCUMENT_MAX_PENDING; i++) {
      const response = await upload(player, 'identity', { name: `page-${i}.jpg`, bytes: JPEG });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().data.id);
    }
    expectError(
      await upload(player, 'identity', { name: 'one-more.jpg', bytes: JPEG }),
      422,
      ERRORS.documentLimit.code,
    );
    expect((await list(player)).data).toHaveLength(DOCUMENT_MAX_PENDING);
    await api.call('DELETE', `/api/player/documents/${ids[0]}`, player.token);
    expect(
      (await upload(player, 'identity', { name: 'one-more.jpg', bytes: JPEG })).statusCode,
    ).toBe(201);
  });

  it('holds a withdrawal above the threshold until the identity is verified', async () => {
    const player = await api.player();
    await api.fund(player.accounts.EUR!, 'EUR', 50_000);
    const withdraw = (amount: number) =>
      api.call('POST', '/api/payment/invoices/withdrawal', player.token, {
        method: 'card',
        currency: 'EUR',
        accountId: player.accounts.EUR,
        amount,
        fields: { card_holder: 'Ada Lovelace', card_number: '4111 **** **** 1111' },
      });
    const before = await api.booksSnapshot();
    expectError(await withdraw(20_000), 403, 13114);
    expect(await api.booksSnapshot()).toEqual(before);
    const small = await withdraw(5000);
    expect(small.statusCode, small.body).toBe(201);
    const identity = (await upload(player, 'identity', { name: 'id.png', bytes: JPEG })).json()
      .data;
    await review(identity.id, 'approve');
    expect((await withdraw(20_000)).statusCode).toBe(201);
  });
});
