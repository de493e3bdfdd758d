import { ERRORS } from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog, paymentMethods } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createPaymentsKit, expectError, type TestPlayer } from '../payments/test-kit.ts';
import { createBackofficeKit, type TestOperator } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createBackofficeKit>;
let payments: ReturnType<typeof createPaymentsKit>;
let operator: TestOperator;
let player: TestPlayer;

beforeAll(async () => {
  t = await startTestApp();
  kit = createBackofficeKit(t);
  payments = createPaymentsKit(t);
  operator = await kit.operator('payments');
  player = await payments.player({ country: 'DE', currencies: ['EUR'] });
});
afterAll(() => t.close());

const update = (id: string, body: object, token = operator.token) =>
  kit.call('PUT', `/api/backoffice/payment-methods/${id}`, token, body);
const cashier = async (currency = 'EUR') => {
  const response = await payments.call(
    'GET',
    `/api/payment/methods/deposit?currency=${currency}`,
    player.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { method: string; amountMin: number; amountMax: number }[];
};
const storedRow = async (id: string) =>
  (await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, id)))[0]!;

describe('payment methods in the back office', () => {
  it('lists both directions with their limits and the subunits of their currencies', async () => {
    const response = await kit.call('GET', '/api/backoffice/payment-methods', operator.token);
    expect(response.statusCode, response.body).toBe(200);
    const { methods, currencies } = response.json().data;
    expect(methods).toContainEqual(
      expect.objectContaining({
        id: 'deposit:card',
        direction: 'deposit',
        isEnabled: true,
        excludedCountries: ['BR'],
        currencies: expect.arrayContaining([
          expect.objectContaining({ currency: 'EUR', subunitToUnit: 100, amountMin: 1000 }),
        ]),
      }),
    );
    expect(methods.some((method: { direction: string }) => method.direction === 'withdrawal')).toBe(
      true,
    );
    expect(currencies).toContainEqual({ code: 'BTC', subunitToUnit: 100_000_000 });
  });

  it("changes a method's limits, which the player's cashier and deposits follow at once", async () => {
    const before = await storedRow('deposit:card');
    expect((await cashier()).find((m) => m.method === 'card')).toMatchObject({
      amountMin: 1000,
      amountMax: 500_000,
    });
    const others = before.currencies.filter((limit) => limit.currency !== 'EUR');
    const response = await update('deposit:card', {
      currencies: [
        { currency: 'EUR', amountMin: 2500, amountMax: 150_000, presets: [2500, 5000, 10_000] },
        ...others.map((limit) => ({
          currency: limit.currency,
          amountMin: limit.amountMin,
          amountMax: limit.amountMax,
          presets: limit.presets.map((preset) => preset.amount),
        })),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    // 50 EUR was the default before and is kept, so it stays the default.
    const eurAfter = {
      amountMin: 2500,
      amountMax: 150_000,
      presets: [
        { amount: 2500, default: false },
        { amount: 5000, default: true },
        { amount: 10_000, default: false },
      ],
    };
    expect(response.json().data.currencies[0]).toEqual({
      currency: 'EUR',
      subunitToUnit: 100,
      ...eurAfter,
    });

    expect((await cashier()).find((m) => m.method === 'card')).toMatchObject({
      amountMin: 2500,
      amountMax: 150_000,
    });
    const deposit = await payments.call('POST', '/api/payment/invoices/deposit', player.token, {
      method: 'card',
      currency: 'EUR',
      accountId: player.accounts.EUR,
      amount: 2000,
      fields: {},
    });
    expectError(deposit, 422, ERRORS.amountOutOfRange.code);

    const audit = await kit.auditOf('deposit:card');
    expect(audit.map((row) => [row.action, row.operatorId])).toEqual([
      ['paymentMethod.update', operator.id],
    ]);
    // Only the currency that changed is in the entry, before and after.
    const { currency: _eur, ...eurBefore } = before.currencies.find((l) => l.currency === 'EUR')!;
    expect(audit[0]!.before).toEqual({ 'currencies.EUR': eurBefore });
    expect(audit[0]!.after).toEqual({ 'currencies.EUR': eurAfter });
  });

  it('disables a method and limits it to countries: the cashier drops it for others', async () => {
    const listed = async () => (await cashier()).map((m) => m.method);
    expect(await listed()).toContain('card-secure');
    expect((await update('deposit:card-secure', { countries: ['at', 'CH'] })).statusCode).toBe(200);
    expect(await listed()).not.toContain('card-secure');
    expect((await update('deposit:card-secure', { countries: null })).statusCode).toBe(200);
    expect(await listed()).toContain('card-secure');

    const disabled = await update('deposit:card-secure', { isEnabled: false, position: 1 });
    expect(disabled.json().data).toMatchObject({ isEnabled: false, position: 1 });
    expect(await listed()).not.toContain('card-secure');
    expect((await update('deposit:card-secure', { isEnabled: true })).statusCode).toBe(200);
    expect((await listed())[0]).toBe('card-secure');

    const audit = await kit.auditOf('deposit:card-secure');
    expect(audit.map((row) => row.after)).toEqual([
      { countries: ['AT', 'CH'] },
      { countries: null },
      { isEnabled: false, position: 1 },
      { isEnabled: true },
    ]);
  });

  it('adds a currency to a method, which then appears in that currency, and takes it away', async () => {
    const pln = await payments.player({ country: 'PL', currencies: ['PLN', 'USD'] });
    const withdrawalMethods = async (currency: string) => {
      const response = await payments.call(
        'GET',
        `/api/payment/methods/withdrawal?currency=${currency}`,
        pln.token,
      );
      return (response.json().data as { method: string; amountMin: number }[]).map(
        (m) => `${m.method}:${m.amountMin}`,
      );
    };
    expect(await withdrawalMethods('USD')).not.toContain('bank-transfer:2500');
    const before = await storedRow('withdrawal:bank-transfer');
    const limits = before.currencies.map((limit) => ({
      currency: limit.currency,
      amountMin: limit.amountMin,
      amountMax: limit.amountMax,
      presets: limit.presets.map((preset) => preset.amount),
    }));
    const added = await update('withdrawal:bank-transfer', {
      currencies: [...limits, { currency: 'USD', amountMin: 2500, amountMax: 100_000 }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.currencies.at(-1)).toEqual({
      currency: 'USD',
      subunitToUnit: 100,
      amountMin: 2500,
      amountMax: 100_000,
      presets: [],
    });
    expect(await withdrawalMethods('USD')).toContain('bank-transfer:2500');
    const [entry] = await kit.auditOf('withdrawal:bank-transfer');
    expect([entry!.before, entry!.after]).toEqual([
      { 'currencies.USD': null },
      { 'currencies.USD': { amountMin: 2500, amountMax: 100_000, presets: [] } },
    ]);

    expect(await withdrawalMethods('PLN')).toContain('bank-transfer:8000');
    const removed = await update('withdrawal:bank-transfer', {
      currencies: limits.filter((limit) => limit.currency !== 'PLN'),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await withdrawalMethods('PLN')).some((m) => m.startsWith('bank-transfer:'))).toBe(
      false,
    );
  });

  it('refuses bad limits, currencies and countries on their fields, and changes nothing', async () => {
    const eur = (limit: object) => ({
      currencies: [{ currency: 'EUR', amountMin: 1000, amountMax: 5000, presets: [], ...limit }],
    });
    const cases: [object, string[]][] = [
      [eur({ amountMin: 6000 }), ['currencies.0.amountMax']],
      [eur({ amountMin: 0 }), ['currencies.0.amountMin']],
      [eur({ amountMax: -5 }), ['currencies.0.amountMax']],
      [eur({ amountMin: 10.5 }), ['currencies.0.amountMin']],
      [eur({ presets: [500] }), ['currencies.0.presets']],
      [eur({ presets: [9000] }), ['currencies.0.presets']],
      [eur({ currency: 'XYZ' }), ['currencies.0.currency']],
      [
        {
          currencies: [
            { currency: 'EUR', amountMin: 1, amountMax: 2 },
            { currency: 'EUR', amountMin: 1, amountMax: 2 },
          ],
        },
        ['currencies.1.currency'],
      ],
      [{ currencies: [] }, ['currencies']],
      [{ countries: ['DE', 'QQ'] }, ['countries.1']],
      [{ excludedCountries: ['Germany'] }, ['excludedCountries.0']],
      [{ position: -1 }, ['position']],
    ];
    const before = await storedRow('withdrawal:card');
    for (const [body, fields] of cases) {
      const response = await update('withdrawal:card', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().error.code).toBe(ERRORS.validation.code);
      expect(Object.keys(response.json().error.fields), JSON.stringify(body)).toEqual(fields);
    }
    const message = (await update('withdrawal:card', eur({ amountMin: 6000 }))).json().error.fields[
      'currencies.0.amountMax'
    ][0];
    expect(message).toBe('Must be at least 60 EUR.');
    expect(await storedRow('withdrawal:card')).toEqual(before);
    expect(await kit.auditOf('withdrawal:card')).toEqual([]);
    expectError(await update('withdrawal:card', {}), 422, ERRORS.validation.code);
    expectError(await update('deposit:nothing', { isEnabled: false }), 404, ERRORS.notFound.code);
  });

  it('refuses an operator without payments.manage, and audits the refusal', async () => {
    const support = await kit.operator('support');
    const before = await storedRow('deposit:quickwallet');
    expectError(
      await update('deposit:quickwallet', { isEnabled: false }, support.token),
      403,
      ERRORS.permissionDenied.code,
    );
    expectError(
      await kit.call('GET', '/api/backoffice/payment-methods', support.token),
      403,
      ERRORS.permissionDenied.code,
    );
    expect(await storedRow('deposit:quickwallet')).toEqual(before);
    const denied = await t.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.operatorId, support.id));
    expect(denied.map((row) => row.action)).toContain('permission.denied');
  });
});
