import { ERRORS } from '@croupier/contract';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, operatorAdjustments, operatorAuditLog } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { checkInvariants } from '../ledger/invariants.ts';
import { createPaymentsKit, expectError, type TestPlayer } from '../payments/test-kit.ts';
import { createBackofficeKit, type TestOperator } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createBackofficeKit>;
let payments: ReturnType<typeof createPaymentsKit>;
let requester: TestOperator;
let approver: TestOperator;

beforeAll(async () => {
  // Adjustments above €100.00 wait for a second operator.
  t = await startTestApp({ BACKOFFICE_ADJUSTMENT_APPROVAL_ABOVE: '10000' });
  kit = createBackofficeKit(t);
  payments = createPaymentsKit(t);
  requester = await kit.operator('payments');
  approver = await kit.operator('payments');
});
afterAll(() => t.close());

const adjust = (player: TestPlayer, body: object, operator = requester) =>
  kit.call('POST', `/api/backoffice/players/${player.playerId}/adjustments`, operator.token, body);
const balance = async (player: TestPlayer) =>
  (await payments.balanceOf(player.token, player.accounts.EUR!)).balance;
const transfersOf = (adjustmentId: string) =>
  t.db
    .select()
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `adjustment:${adjustmentId}%`));

describe('manual adjustments', () => {
  it('applies a small one at once through the ledger, and tells the player live', async () => {
    const player = await payments.player();
    const cursor = await payments.outboxCursor();
    const response = await adjust(player, {
      accountId: player.accounts.EUR,
      amount: 50_00,
      reason: 'Goodwill for a game outage',
    });
    expect(response.statusCode, response.body).toBe(200);
    const adjustment = response.json().data;
    expect(adjustment).toMatchObject({ status: 'applied', amount: 50_00, currency: 'EUR' });
    expect(await balance(player)).toBe(50_00);
    expect(await transfersOf(adjustment.id)).toHaveLength(1);
    const events = await payments.eventsSince(cursor, `wallet:accounts#${player.playerId}`);
    expect(events).toContainEqual(expect.objectContaining({ balance: 50_00 }));
    const [entry] = await t.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetId, player.playerId));
    expect(entry).toMatchObject({ action: 'adjustment.apply', operatorId: requester.id });
  });

  it('refuses a debit beyond the balance, another player’s account and a zero, recording nothing', async () => {
    const player = await payments.player();
    const other = await payments.player();
    expectError(
      await adjust(player, { accountId: player.accounts.EUR, amount: -1, reason: 'Chargeback' }),
      422,
      ERRORS.insufficientFunds.code,
    );
    expectError(
      await adjust(player, { accountId: other.accounts.EUR, amount: 100, reason: 'Wrong one' }),
      404,
      ERRORS.notFound.code,
    );
    expect(
      (await adjust(player, { accountId: player.accounts.EUR, amount: 0, reason: 'Nothing' }))
        .statusCode,
    ).toBe(422);
    const rows = await t.db
      .select()
      .from(operatorAdjustments)
      .where(eq(operatorAdjustments.playerId, player.playerId));
    expect(rows).toEqual([]);
  });

  it('holds a large one for a second operator, who applies it once, even twice at once', async () => {
    const player = await payments.player();
    const response = await adjust(player, {
      accountId: player.accounts.EUR,
      amount: 500_00,
      reason: 'Tournament prize paid by hand',
    });
    const pending = response.json().data;
    expect(pending).toMatchObject({ status: 'pending', decidedBy: null });
    expect(await balance(player)).toBe(0);
    const queue = await kit.call('GET', '/api/backoffice/adjustments', approver.token);
    expect(queue.json().data).toContainEqual(expect.objectContaining({ id: pending.id }));

    const approve = (operator: TestOperator) =>
      kit.call('PUT', `/api/backoffice/adjustments/${pending.id}/approve`, operator.token, {});
    expectError(await approve(requester), 403, ERRORS.secondOperatorRequired.code);
    const answers = await Promise.all([approve(approver), approve(approver)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().error.code).toBe(ERRORS.adjustmentDecided.code);
    expect(await balance(player)).toBe(500_00);
    expect(await transfersOf(pending.id)).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(operatorAdjustments)
      .where(eq(operatorAdjustments.id, pending.id));
    expect(row).toMatchObject({ status: 'applied', decidedBy: approver.id });
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('rejects a large one with a reason: no money moves', async () => {
    const player = await payments.player();
    const pending = (
      await adjust(player, { accountId: player.accounts.EUR, amount: 200_00, reason: 'Refund' })
    ).json().data;
    const rejected = await kit.call(
      'PUT',
      `/api/backoffice/adjustments/${pending.id}/reject`,
      approver.token,
      { reason: 'No ticket for this refund' },
    );
    expect(rejected.json().data).toMatchObject({ status: 'rejected', decidedBy: approver.id });
    expect(await balance(player)).toBe(0);
    expect(await transfersOf(pending.id)).toEqual([]);
    const audit = await t.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetId, player.playerId))
      .orderBy(operatorAuditLog.id);
    expect(audit.map((entry) => entry.action)).toEqual(['adjustment.request', 'adjustment.reject']);
    expect(audit[1]!.after).toMatchObject({ rejectReason: 'No ticket for this refund' });
  });
});
