import { ERRORS } from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createPaymentsKit, expectError } from '../payments/test-kit.ts';
import { createBackofficeKit, type TestOperator } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createBackofficeKit>;
let payments: ReturnType<typeof createPaymentsKit>;
let marketing: TestOperator;
let support: TestOperator;

beforeAll(async () => {
  t = await startTestApp();
  kit = createBackofficeKit(t);
  payments = createPaymentsKit(t);
  marketing = await kit.operator('marketing');
  support = await kit.operator('support');
});
afterAll(() => t.close());

const lobbyIds = async () => {
  const response = await t.app.inject({ url: '/api/game/games?perPage=100' });
  return (response.json().data as { id: string }[]).map((game) => game.id);
};

describe('the game catalogue in the back office', () => {
  it('withdraws a game from the lobby and offers it again, restricted in a country, audited', async () => {
    const listed = await kit.call('GET', '/api/backoffice/games', marketing.token);
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({ id: 'rocket-rush', isEnabled: true }),
    );
    const update = (body: object) =>
      kit.call('PUT', '/api/backoffice/games/rocket-rush', marketing.token, body);
    expect((await update({ isEnabled: false })).json().data.isEnabled).toBe(false);
    await expect.poll(lobbyIds, { timeout: 3_000, interval: 100 }).not.toContain('rocket-rush');
    const restricted = await update({ isEnabled: true, restrictedCountries: ['de', 'AT', 'DE'] });
    expect(restricted.json().data).toMatchObject({
      isEnabled: true,
      restrictedCountries: ['AT', 'DE'],
    });
    await expect.poll(lobbyIds, { timeout: 3_000, interval: 100 }).toContain('rocket-rush');
    await update({ restrictedCountries: [] });

    const audit = await t.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetId, 'rocket-rush'))
      .orderBy(operatorAuditLog.id);
    expect(audit[0]).toMatchObject({
      action: 'game.update',
      before: { isEnabled: true },
      after: { isEnabled: false },
    });
  });

  it('refuses a bad country code, an empty change and an unknown game', async () => {
    const update = (id: string, body: object) =>
      kit.call('PUT', `/api/backoffice/games/${id}`, marketing.token, body);
    expect((await update('rocket-rush', { restrictedCountries: ['Germany'] })).statusCode).toBe(
      422,
    );
    expect((await update('rocket-rush', {})).statusCode).toBe(422);
    expectError(await update('no-such-game', { isEnabled: false }), 404, ERRORS.notFound.code);
  });
});

describe('invoice search', () => {
  it("finds a player's invoices by type and status, newest first, with the player's e-mail", async () => {
    const player = await payments.player();
    const paid = await payments.paidDeposit(player, 40_00);
    const pending = await payments.call('POST', '/api/payment/invoices/deposit', player.token, {
      method: 'bank-transfer',
      currency: 'EUR',
      accountId: player.accounts.EUR,
      fields: {},
      amount: 25_00,
      isBonusDecline: true,
    });
    expect(pending.statusCode, pending.body).toBe(201);
    const search = (query: string) =>
      kit.call(
        'GET',
        `/api/backoffice/invoices?playerId=${player.playerId}${query}`,
        support.token,
      );
    const all = (await search('')).json();
    expect(all.meta.total).toBe(2);
    expect(all.data.map((invoice: { amount: number }) => invoice.amount)).toEqual([25_00, 40_00]);
    const onlyPaid = (await search('&type=1&status=2')).json().data;
    expect(onlyPaid).toEqual([
      expect.objectContaining({
        id: paid,
        type: 1,
        status: 2,
        amount: 40_00,
        currency: 'EUR',
        method: 'bank-transfer',
        playerEmail: expect.stringContaining('@'),
      }),
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await search(`&from=${today}&to=${today}`)).json().meta.total).toBe(2);
    expect((await search('&from=2020-01-01&to=2020-01-31')).json().meta.total).toBe(0);
  });
});
