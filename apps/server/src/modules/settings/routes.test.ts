import { EXCLUDED_COUNTRY_CODES, endpoints } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/settings/currencies', () => {
  it('lists every currency with its rate, and only enabled ones when visible=1', async () => {
    const all = endpoints.currencies.response.parse(
      (await t.app.inject('/api/settings/currencies')).json(),
    );
    const visible = endpoints.currencies.response.parse(
      (await t.app.inject('/api/settings/currencies?visible=1')).json(),
    );
    expect(all.data.some((c) => !c.isEnabled)).toBe(true);
    expect(visible.data.every((c) => c.isEnabled)).toBe(true);
    expect(visible.data.length).toBeLessThan(all.data.length);
    expect(all.data.filter((c) => c.isBase)).toHaveLength(1);
  });

  it('shows BTC and ETH in thousandths and keeps rates as exact decimals', async () => {
    const { data } = (await t.app.inject('/api/settings/currencies')).json();
    const btc = data.find((c: { code: string }) => c.code === 'BTC');
    expect(btc.subunitToUnit).toBe(100_000_000);
    expect(btc.subCurrencies).toEqual([{ code: 'mBTC', subunitToUnit: 1000 }]);
    expect(
      data.find((c: { code: string }) => c.code === 'ETH').subCurrencies[0].subunitToUnit,
    ).toBe(1000);
    expect(btc.rate.rate).toMatch(/^\d+(\.\d+)?$/);
    expect(data.find((c: { code: string }) => c.code === 'EUR').rate.rate).toBe('1');
  });

  it('refuses a malformed visible flag with 422 and the field message', async () => {
    const response = await t.app.inject('/api/settings/currencies?visible=yes');
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe(10002);
    expect(response.json().error.fields.visible).toHaveLength(1);
  });
});

describe('GET /api/settings/countries', () => {
  it('leaves out the excluded countries and names the rest in the asked locale', async () => {
    const { data } = (await t.app.inject('/api/settings/countries?locale=de')).json();
    const codes = data.map((c: { code: string }) => c.code);
    for (const code of EXCLUDED_COUNTRY_CODES) expect(codes).not.toContain(code);
    expect(data.find((c: { code: string }) => c.code === 'DE')).toMatchObject({
      name: 'Deutschland',
      phonePrefix: '+49',
      locale: 'de',
    });
  });
});

describe('GET /api/settings/locales and /constants', () => {
  it('has English as the default among four locales', async () => {
    const { data } = (await t.app.inject('/api/settings/locales')).json();
    expect(data.map((l: { code: string }) => l.code)).toEqual(['en', 'de', 'es', 'pt-BR']);
    expect(data.filter((l: { isDefault: boolean }) => l.isDefault)).toEqual([
      expect.objectContaining({ code: 'en' }),
    ]);
  });

  it('returns every constant group of the spec with ids', async () => {
    const body = endpoints.constants.response.parse(
      (await t.app.inject('/api/settings/constants')).json(),
    );
    expect(body.data['payment.invoiceStatuses']).toContainEqual({ id: 2, name: 'success' });
    expect(body.data['player.timeZone'].length).toBeGreaterThan(10);
    expect(body.data['player.registration.email']).toBe(true);
    expect(body.data['player.limit.selfExclusionPeriod'].length).toBeGreaterThan(0);
  });
});
