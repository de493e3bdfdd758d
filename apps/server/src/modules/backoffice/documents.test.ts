import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ERRORS } from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { JPEG, PDF, uploadDocument } from '../documents/test-kit.ts';
import { createPaymentsKit, expectError, type TestPlayer } from '../payments/test-kit.ts';
import { createBackofficeKit, type TestOperator } from './test-kit.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-backoffice-documents-'));
let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createBackofficeKit>;
let payments: ReturnType<typeof createPaymentsKit>;
let risk: TestOperator;
let support: TestOperator;

beforeAll(async () => {
  t = await startTestApp({ DATA_DIR: dataDir });
  kit = createBackofficeKit(t);
  payments = createPaymentsKit(t);
  risk = await kit.operator('risk');
  support = await kit.operator('support');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function uploaded(player: TestPlayer, type: string, bytes: Buffer, name: string) {
  const response = await uploadDocument(t, player, type, { name, bytes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

async function auditOf(documentId: string) {
  return t.db
    .select()
    .from(operatorAuditLog)
    .where(eq(operatorAuditLog.targetId, documentId))
    .orderBy(operatorAuditLog.id);
}

describe('the KYC review queue', () => {
  it('lists waiting documents oldest first with whose they are, and shows a file to a reader', async () => {
    const player = await payments.player();
    const passport = await uploaded(player, 'identity', JPEG, 'passport.jpg');
    const bill = await uploaded(player, 'address', PDF, 'bill.pdf');

    const queue = await kit.call(
      'GET',
      `/api/backoffice/documents?playerId=${player.playerId}`,
      support.token,
    );
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().data.map((d: { id: string }) => d.id)).toEqual([passport, bill]);
    expect(queue.json().data[0]).toMatchObject({
      playerId: player.playerId,
      playerEmail: expect.stringContaining('@'),
      status: 1,
      fileName: 'passport.jpg',
      mimeType: 'image/jpeg',
    });

    const file = await kit.call('GET', `/api/backoffice/documents/${passport}/file`, support.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(JPEG)).toBe(true);
    expect(await auditOf(passport)).toEqual([
      expect.objectContaining({ action: 'document.view', operatorId: support.id }),
    ]);
    expectError(
      await kit.call('GET', `/api/backoffice/documents/${crypto.randomUUID()}/file`, support.token),
      404,
      ERRORS.notFound.code,
    );
  });

  it('approves and declines once each; the player reads the decision and the level follows', async () => {
    const player = await payments.player();
    const passport = await uploaded(player, 'identity', JPEG, 'passport.jpg');
    const bill = await uploaded(player, 'address', PDF, 'bill.pdf');
    const review = (id: string, body: object) =>
      kit.call('PUT', `/api/backoffice/documents/${id}/review`, risk.token, body);

    const approved = await review(passport, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ id: passport, status: 2, declineReason: null });
    const declined = await review(bill, { decision: 'decline', reason: 'The address is cut off' });
    expect(declined.json().data).toMatchObject({
      status: 3,
      declineReason: 'The address is cut off',
    });
    // A decision is final: a second one is refused and changes nothing.
    expectError(
      await review(passport, { decision: 'decline', reason: 'changed my mind' }),
      409,
      ERRORS.documentReviewed.code,
    );
    expectError(
      await review(crypto.randomUUID(), { decision: 'approve' }),
      404,
      ERRORS.notFound.code,
    );
    // A decline needs its reason, which the player reads.
    const third = await uploaded(player, 'selfie', JPEG, 'id.jpg');
    expect((await review(third, { decision: 'decline' })).statusCode).toBe(422);

    const own = (await payments.call('GET', '/api/player/documents', player.token)).json();
    expect(own.meta.verificationLevel).toBe(1);
    expect(own.data.find((d: { id: string }) => d.id === bill)).toMatchObject({
      status: 3,
      declineReason: 'The address is cut off',
    });
    await t.app.outbox.flush();
    const messages = await payments.call(
      'GET',
      '/api/notification/messenger/messages',
      player.token,
    );
    expect(messages.body).toContain('The address is cut off');

    expect(await auditOf(passport)).toEqual([
      expect.objectContaining({
        action: 'document.approve',
        operatorId: risk.id,
        before: { status: 1, playerId: player.playerId },
        after: { status: 2, declineReason: null },
      }),
    ]);
    expect((await auditOf(bill)).map((row) => row.action)).toEqual(['document.decline']);
    const verify = await kit.call('GET', '/api/backoffice/audit/verify', risk.token);
    expect(verify.json().data.isIntact).toBe(true);
  });
});
