import { ERRORS } from '@croupier/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp } from '../../test/test-app.ts';
import { createPaymentsKit, expectError } from '../payments/test-kit.ts';
import { appendAudit, readAuditHead, verifyAuditChain } from './audit.ts';
import { createAuditHeadPublisher } from './audit-head.ts';
import { createBackofficeKit, type TestOperator } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createBackofficeKit>;
let risk: TestOperator;

beforeAll(async () => {
  t = await startTestApp();
  kit = createBackofficeKit(t);
  risk = await kit.operator('risk');
});
afterAll(() => t.close());

const append = (index: number) =>
  t.db.transaction((tx) =>
    appendAudit(tx, {
      operator: { id: risk.id, email: risk.email },
      action: 'test.action',
      target: { type: 'player', id: `p-${index}` },
      after: { index },
    }),
  );

/** Removes the newest rows as a superuser would, past the trigger that refuses DELETE. */
function cutOffEnd(fromId: number) {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`delete from operator_audit_log where id >= ${fromId}`);
  });
}

const verifyOverApi = (query: string) =>
  kit.call('GET', `/api/backoffice/audit/verify?${query}`, risk.token);

async function scrapedHeadId() {
  const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
  const line = metrics.body.split('\n').find((text) => text.startsWith('croupier_audit_head_id '));
  return Number(line?.split(' ')[1]);
}

describe('the audit head kept outside the table', () => {
  it('publishes the head in /metrics after back-office calls', async () => {
    await kit.call('GET', '/api/backoffice/audit', risk.token);
    const head = await readAuditHead(t.db);
    expect(head!.id).toBeGreaterThan(0);
    expect(await scrapedHeadId()).toBe(head!.id);
    // Reading a player's page appends `player.view`: the head follows after the call.
    const { playerId } = await createPaymentsKit(t).player();
    await kit.call('GET', `/api/backoffice/players/${playerId}`, risk.token);
    await vi.waitFor(async () => expect(await scrapedHeadId()).toBe(head!.id + 1));
  });

  it('logs each new head with its hash, and a head that went back as an error', async () => {
    const log = { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    const publish = createAuditHeadPublisher(t.db, log);
    const first = await append(1);
    await publish();
    await publish();
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith(
      { auditHead: { id: first.id, hash: first.hash } },
      'audit head',
    );
    const second = await append(2);
    await publish();
    expect(log.info).toHaveBeenLastCalledWith(
      { auditHead: { id: second.id, hash: second.hash } },
      'audit head',
    );
    await cutOffEnd(second.id);
    await publish();
    expect(log.error).toHaveBeenCalledWith(
      { auditHead: { id: first.id, hash: first.hash }, publishedId: second.id },
      'audit head went back: rows were cut off',
    );
  });

  it('reports a chain that ends before the expected head as truncated, which the chain alone cannot', async () => {
    await append(3);
    await append(4);
    const head = (await readAuditHead(t.db))!;
    const expected = { id: head.id, hash: head.hash };
    expect(await verifyAuditChain(t.db, expected)).toMatchObject({ isIntact: true });

    await cutOffEnd(head.id - 1);
    const alone = await verifyAuditChain(t.db);
    expect(alone).toMatchObject({ isIntact: true, checkedRows: head.id - 2 });
    expect(await verifyAuditChain(t.db, expected)).toEqual({
      isIntact: false,
      checkedRows: head.id - 2,
      firstBroken: { id: head.id, reason: 'truncated' },
    });

    const over = await verifyOverApi(`expectId=${head.id}&expectHash=${head.hash}`);
    expect(over.statusCode, over.body).toBe(200);
    expect(over.json().data.firstBroken).toEqual({ id: head.id, reason: 'truncated' });
  });

  it('reports a row at the expected head whose hash is not the recorded one (a rewritten tail)', async () => {
    const row = await append(5);
    const rewritten = { id: row.id, hash: 'f'.repeat(64) };
    expect((await verifyAuditChain(t.db, rewritten)).firstBroken).toEqual({
      id: row.id,
      reason: 'head',
    });
    // An expected head older than the newest row is fine when its hash matches.
    await append(6);
    const older = await verifyOverApi(`expectId=${row.id}&expectHash=${row.hash}`);
    expect(older.json().data).toMatchObject({ isIntact: true, firstBroken: null });
  });

  it('refuses half an expected head or a malformed hash', async () => {
    for (const query of [
      'expectId=3',
      `expectHash=${'a'.repeat(64)}`,
      'expectId=3&expectHash=xyz',
    ]) {
      expectError(await verifyOverApi(query), 422, ERRORS.validation.code);
    }
  });
});
