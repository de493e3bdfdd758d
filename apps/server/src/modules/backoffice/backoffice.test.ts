import { ERRORS, PLAYER_STATUS, permissionsOf } from '@croupier/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, operatorAuditLog, operatorSessions, players } from '../../db/schema.ts';
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS } from '../../db/seed/operators.ts';
import { startTestApp } from '../../test/test-app.ts';
import { checkInvariants } from '../ledger/invariants.ts';
import { createPaymentsKit, expectError, type TestPlayer } from '../payments/test-kit.ts';
import { hashPassword } from '../players/passwords.ts';
import { DEMO_PASSWORD } from '../players/test-kit.ts';
import { createBackofficeKit, type TestOperator } from './test-kit.ts';
import { totpCode } from './totp.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createBackofficeKit>;
let payments: ReturnType<typeof createPaymentsKit>;
let admin: TestOperator;

beforeAll(async () => {
  t = await startTestApp({
    WITHDRAWAL_JOB_SECONDS: '0',
    WITHDRAWAL_AUTO_APPROVE_MAX: '0',
    WALLET_TURNOVER_MULTIPLIER: '0',
  });
  kit = createBackofficeKit(t);
  payments = createPaymentsKit(t);
  admin = await kit.operator('admin');
});
afterAll(() => t.close());

async function auditActions(targetId?: string) {
  const rows = await t.db
    .select({ action: operatorAuditLog.action })
    .from(operatorAuditLog)
    .where(targetId ? eq(operatorAuditLog.targetId, targetId) : undefined)
    .orderBy(operatorAuditLog.id);
  return rows.map((row) => row.action);
}

describe('operator sign-in', () => {
  it('signs in with password and TOTP code, and answers the operator with their permissions', async () => {
    const me = await kit.call('GET', '/api/backoffice/me', admin.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: admin.email, role: 'admin' });
    expect(me.json().data.permissions).toContain('withdrawals.review');
  });

  it('refuses a wrong code, a wrong password and a replayed code alike, and audits each', async () => {
    const support = await kit.operator('support');
    const code = totpCode(support.totpSecret);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expectError(await kit.signIn(support.email, wrongCode), 401, ERRORS.invalidCredentials.code);
    expectError(await kit.signIn(support.email, code, 'wrong'), 401, 11001);
    // The code that signed the kit in a moment ago is spent.
    expectError(await kit.signIn(support.email, code), 401, ERRORS.invalidCredentials.code);
    const failures = await t.db
      .select({ after: operatorAuditLog.after })
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.operatorId, support.id));
    const factors = failures.map((row) => (row.after as { factor?: string } | null)?.factor);
    expect(factors.filter(Boolean)).toEqual(['code', 'password', 'code']);
  });

  it('refuses the 11th wrong try for an e-mail from one address with 429, as player sign-in does', async () => {
    const tryWrong = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/backoffice/sessions',
        remoteAddress: '10.9.9.9',
        payload: { email: admin.email, password: 'guess', code: '123456' },
      });
    for (let index = 0; index < 10; index++) expect((await tryWrong()).statusCode).toBe(401);
    expectError(await tryWrong(), 429, ERRORS.rateLimited.code);
  });

  it('signs in the demo operators with their documented secrets', async () => {
    const risk = DEMO_OPERATORS.find((operator) => operator.role === 'risk')!;
    const response = await kit.signIn(
      risk.email,
      totpCode(risk.totpSecret),
      DEMO_OPERATOR_PASSWORD,
    );
    expect(response.statusCode, response.body).toBe(200);
    // The role's permissions as the contract's table has them, risk's block among them.
    expect(response.json().data.operator.permissions).toEqual(permissionsOf('risk'));
    expect(response.json().data.operator.permissions).toContain('players.block');
  });

  it('opens nothing to a player token, and an operator token opens no player route', async () => {
    const player = await payments.player();
    expectError(await kit.call('GET', '/api/backoffice/me', player.token), 401, 10003);
    expectError(await kit.call('GET', '/api/player/profile', admin.token), 401, 10003);
  });

  it('ends a session after the idle time, at its absolute end, and on sign-out', async () => {
    const idle = await kit.operator('support');
    const ended = await kit.operator('support');
    const out = await kit.operator('support');
    await t.db
      .update(operatorSessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(sql`${operatorSessions.operatorId} = ${idle.id}`);
    await t.db
      .update(operatorSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${operatorSessions.operatorId} = ${ended.id}`);
    expect((await kit.call('POST', '/api/backoffice/sessions/logout', out.token)).statusCode).toBe(
      200,
    );
    for (const operator of [idle, ended, out]) {
      expectError(await kit.call('GET', '/api/backoffice/me', operator.token), 401, 10003);
    }
  });
});

describe('players', () => {
  it('finds a player by e-mail, nickname, phone and id, and shows the detail', async () => {
    const player = await payments.player({ phone: `+49151${Date.now() % 10_000_000}` });
    const [row] = await t.db.select().from(players).where(eq(players.id, player.playerId));
    for (const query of [row!.email!, row!.email!.slice(0, 12), row!.phone!, player.playerId]) {
      const found = await kit.call(
        'GET',
        `/api/backoffice/players?query=${encodeURIComponent(query)}`,
        admin.token,
      );
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().data.map((p: { id: string }) => p.id)).toContain(player.playerId);
    }
    await payments.fund(player.accounts.EUR!, 'EUR', 12_345);
    const detail = await kit.call('GET', `/api/backoffice/players/${player.playerId}`, admin.token);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.accounts[0]).toMatchObject({ currency: 'EUR', balance: 12_345 });
    expect(detail.json().data.ledger[0]).toMatchObject({ kind: 'adjustment', amount: 12_345 });
    expect(detail.json().data.sessions).toHaveLength(1);
    expect(await auditActions(player.playerId)).toEqual(['player.view']);
  });

  it('blocks a player: sessions close and sign-in answers 403 accountBlocked; unblock restores the status', async () => {
    const player = await payments.player({ status: PLAYER_STATUS.limited });
    const [row] = await t.db
      .update(players)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
      .where(eq(players.id, player.playerId))
      .returning();
    const setStatus = (action: 'block' | 'unblock') =>
      kit.call('PUT', `/api/backoffice/players/${player.playerId}/${action}`, admin.token, {
        reason: 'chargeback fraud',
      });
    const blocked = await setStatus('block');
    expect(blocked.json().data.status).toBe(PLAYER_STATUS.blocked);
    expectError(await payments.call('GET', '/api/player/profile', player.token), 401, 10003);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/player/sessions',
      payload: { login: row!.email, password: DEMO_PASSWORD },
    });
    expectError(signIn, 403, ERRORS.accountBlocked.code);
    const unblocked = await setStatus('unblock');
    expect(unblocked.json().data.status).toBe(PLAYER_STATUS.limited);
    expect(await auditActions(player.playerId)).toEqual(['player.block', 'player.unblock']);
  });

  it('marks a player limited: deposits are refused until it is lifted; a blocked one is refused', async () => {
    const player = await payments.player();
    const risk = await kit.operator('risk');
    const setLimited = (action: 'limit' | 'unlimit', playerId = player.playerId) =>
      kit.call('PUT', `/api/backoffice/players/${playerId}/${action}`, risk.token, {
        reason: 'source of funds unclear',
      });
    const deposit = () =>
      payments.call('POST', '/api/payment/invoices/deposit', player.token, {
        method: 'bank-transfer',
        currency: 'EUR',
        accountId: player.accounts.EUR,
        fields: {},
        amount: 20_00,
      });
    expect((await setLimited('limit')).json().data.status).toBe(PLAYER_STATUS.limited);
    expect((await setLimited('limit')).json().data.status).toBe(PLAYER_STATUS.limited);
    expectError(await deposit(), 403, ERRORS.limitedDeposit.code);
    expect((await setLimited('unlimit')).json().data.status).toBe(PLAYER_STATUS.active);
    expect((await deposit()).statusCode).toBe(201);
    expect(await auditActions(player.playerId)).toEqual(['player.limit', 'player.unlimit']);

    const blocked = await payments.player({ status: PLAYER_STATUS.blocked });
    expectError(await setLimited('limit', blocked.playerId), 403, ERRORS.forbidden.code);
  });
});

describe('withdrawal queue', () => {
  const cardFields = { card_holder: 'Ada Lovelace', card_number: '4111 **** **** 1111' };

  async function pendingWithdrawal(player: TestPlayer, amount = 30_000) {
    const created = await payments.call('POST', '/api/payment/invoices/withdrawal', player.token, {
      currency: 'EUR',
      accountId: player.accounts.EUR,
      method: 'card',
      amount,
      fields: cardFields,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data.invoiceId as string;
  }

  async function fundedPlayer() {
    const player = await payments.player();
    await payments.fund(player.accounts.EUR!, 'EUR', 100_000);
    return player;
  }

  async function postedHolds(invoiceId: string) {
    const rows = await t.db
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(
        sql`${ledgerTransfers.metadata}->>'invoiceId' = ${invoiceId} or ${ledgerTransfers.idempotencyKey} like ${`%${invoiceId}%`}`,
      );
    return rows.length;
  }

  it('lists pending withdrawals and pays an approved one exactly once, even approved twice at once', async () => {
    const player = await fundedPlayer();
    const invoiceId = await pendingWithdrawal(player);
    const queue = await kit.call('GET', '/api/backoffice/withdrawals?perPage=100', admin.token);
    const listed = queue.json().data.find((w: { id: string }) => w.id === invoiceId);
    expect(listed).toMatchObject({ playerId: player.playerId, playerEmail: expect.any(String) });
    const transfersBefore = await postedHolds(invoiceId);
    const cursor = await payments.outboxCursor();
    const url = `/api/backoffice/withdrawals/${invoiceId}/approve`;
    const answers = await Promise.all([
      kit.call('PUT', url, admin.token),
      kit.call('PUT', url, admin.token),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expectError(await kit.call('PUT', url, admin.token), 409, ERRORS.holdNotPending.code);
    expect(await postedHolds(invoiceId)).toBe(transfersBefore + 1);
    expect((await payments.invoiceRow(invoiceId)).status).toBe(2);
    expect(await payments.balanceOf(player.token, player.accounts.EUR!)).toMatchObject({
      balance: 70_000,
    });
    const events = await payments.eventsSince(cursor, `payment:invoices#${player.playerId}`);
    expect(events).toContainEqual(expect.objectContaining({ id: invoiceId, status: 2 }));
    expect(await auditActions(invoiceId)).toEqual(['withdrawal.approve']);
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('rejects with a reason (the hold returns), and reviews several in bulk, each on its own', async () => {
    const player = await fundedPlayer();
    const rejected = await pendingWithdrawal(player, 10_000);
    const reject = await kit.call(
      'PUT',
      `/api/backoffice/withdrawals/${rejected}/reject`,
      admin.token,
      {
        reason: 'card holder mismatch',
      },
    );
    expect(reject.statusCode, reject.body).toBe(200);
    expect(await payments.invoiceRow(rejected)).toMatchObject({
      status: 3,
      failureReason: 'card holder mismatch',
    });
    const first = await pendingWithdrawal(player, 10_000);
    const second = await pendingWithdrawal(player, 10_000);
    const bulk = await kit.call('POST', '/api/backoffice/withdrawals/review', admin.token, {
      action: 'approve',
      invoiceIds: [first, second, rejected],
    });
    expect(bulk.json().data).toEqual([
      { invoiceId: first, isDone: true, errorCode: null },
      { invoiceId: second, isDone: true, errorCode: null },
      { invoiceId: rejected, isDone: false, errorCode: ERRORS.holdNotPending.code },
    ]);
    expect(await payments.balanceOf(player.token, player.accounts.EUR!)).toMatchObject({
      balance: 80_000,
    });
    expect(await checkInvariants(t.db)).toEqual([]);
  });
});
