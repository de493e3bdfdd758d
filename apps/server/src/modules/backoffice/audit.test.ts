import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { appendAudit, GENESIS_HASH, verifyAuditChain } from './audit.ts';
import { createBackofficeKit } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const actor = { id: crypto.randomUUID(), email: 'auditor@croupier.test' };

function append(index: number) {
  return t.db.transaction((tx) =>
    appendAudit(tx, {
      operator: actor,
      action: 'test.action',
      target: { type: 'player', id: `p-${index}` },
      before: { status: 1, nested: { b: 2, a: [1, 'x'] } },
      after: { status: 3 },
      ip: '10.0.0.1',
    }),
  );
}

/** Runs a statement as a superuser would, past the append-only trigger. */
function asSuperuser(statement: ReturnType<typeof sql>) {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

describe('audit chain', () => {
  it('links each appended row to the one before and verifies from the first', async () => {
    const first = await append(0);
    const second = await append(1);
    expect(second.id).toBe(first.id + 1);
    expect(second.prevHash).toBe(first.hash);
    const [genesis] = await t.db
      .select()
      .from(operatorAuditLog)
      .orderBy(asc(operatorAuditLog.id))
      .limit(1);
    expect(genesis).toMatchObject({ id: 1, prevHash: GENESIS_HASH });
    expect(await verifyAuditChain(t.db)).toMatchObject({ isIntact: true, firstBroken: null });
  });

  it('keeps one chain when many actions append at once', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, index) => append(index)));
    const rows = await t.db.select().from(operatorAuditLog).orderBy(asc(operatorAuditLog.id));
    expect(rows.map((row) => row.id)).toEqual(rows.map((_, index) => index + 1));
    expect(new Set(rows.map((row) => row.prevHash)).size).toBe(rows.length);
    expect(await verifyAuditChain(t.db)).toMatchObject({
      isIntact: true,
      checkedRows: rows.length,
    });
  });

  it('refuses to update, delete or truncate a row', async () => {
    await expect(
      t.db.update(operatorAuditLog).set({ action: 'x' }).where(eq(operatorAuditLog.id, 1)),
    ).rejects.toThrow();
    await expect(t.db.delete(operatorAuditLog).where(eq(operatorAuditLog.id, 1))).rejects.toThrow();
    await expect(t.db.execute(sql`truncate operator_audit_log`)).rejects.toThrow();
  });

  it('finds a row changed past the trigger, and a row deleted from the middle', async () => {
    const [row] = await t.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.id, 3));
    await asSuperuser(sql`update operator_audit_log set after = '{"status": 1}' where id = 3`);
    expect(await verifyAuditChain(t.db)).toEqual({
      isIntact: false,
      checkedRows: 2,
      firstBroken: { id: 3, reason: 'hash' },
    });
    await asSuperuser(
      sql`update operator_audit_log set after = ${JSON.stringify(row!.after)}::jsonb where id = 3`,
    );
    expect((await verifyAuditChain(t.db)).isIntact).toBe(true);
    await asSuperuser(sql`delete from operator_audit_log where id = 5`);
    expect((await verifyAuditChain(t.db)).firstBroken).toEqual({ id: 6, reason: 'gap' });
  });

  it('answers the verification over the API to an operator with audit.read', async () => {
    const kit = createBackofficeKit(t);
    const risk = await kit.operator('risk');
    const verify = await kit.call('GET', '/api/backoffice/audit/verify', risk.token);
    expect(verify.json().data).toMatchObject({ isIntact: false, firstBroken: { id: 6 } });
    const list = await kit.call('GET', `/api/backoffice/audit?operatorId=${risk.id}`, risk.token);
    expect(list.json().data.map((entry: { action: string }) => entry.action)).toEqual([
      'operator.sign-in',
    ]);
  });
});
