import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/test-app.ts';
import { driftRates, formatRate, MAX_DRIFT, startRatesJob } from './rates.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function shownRates(): Promise<Record<string, { rate: string; updatedAt: string }>> {
  const response = await t.app.inject({ url: '/api/settings/currencies' });
  const list = response.json().data as {
    code: string;
    rate: { rate: string; updatedAt: string };
  }[];
  return Object.fromEntries(list.map((currency) => [currency.code, currency.rate]));
}

/** A local rates source answering `body` (or a status) for each request. */
async function startSource(answer: () => { status: number; body: unknown }) {
  const server = http.createServer((_request, response) => {
    const { status, body } = answer();
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/rates.json`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('formatRate', () => {
  it('writes plain decimals with ten significant digits, never an exponent', () => {
    expect(formatRate(1.08)).toBe('1.08');
    expect(formatRate(0.0000105)).toBe('0.0000105');
    expect(formatRate(1 / 3)).toBe('0.3333333333');
    expect(formatRate(163)).toBe('163');
  });
});

describe('rates drift', () => {
  it('moves every non-base rate within ±0.5 % and shows the newest at once', async () => {
    const before = await shownRates();
    const at = new Date();
    const extremes = [1, 0, 0.5];
    let call = 0;
    const count = await driftRates(t.db, () => extremes[call++ % extremes.length]!, at);
    const after = await shownRates();
    expect(count).toBe(Object.keys(before).length - 1);
    expect(after.EUR).toEqual(before.EUR);
    for (const code of Object.keys(before).filter((code) => code !== 'EUR')) {
      const ratio = Number(after[code]!.rate) / Number(before[code]!.rate);
      expect(Math.abs(ratio - 1)).toBeLessThanOrEqual(MAX_DRIFT + 1e-9);
      expect(after[code]!.updatedAt).toBe(at.toISOString());
    }
    // The first steps were the walk's extremes: +0.5 % then −0.5 %.
    const codes = Object.keys(before).filter((code) => code !== 'EUR');
    const moved = codes.map((code) => Number(after[code]!.rate) / Number(before[code]!.rate));
    expect(moved.some((ratio) => Math.abs(ratio - (1 + MAX_DRIFT)) < 1e-6)).toBe(true);
    expect(moved.some((ratio) => Math.abs(ratio - (1 - MAX_DRIFT)) < 1e-6)).toBe(true);
  });
});

describe('rates source', () => {
  it('stores the source rates re-based on the base currency, then shows them', async () => {
    const source = await startSource(() => ({
      status: 200,
      body: { base: 'USD', rates: { EUR: 0.8, GBP: 0.7, BTC: 0.00001, XXX: 5 } },
    }));
    const job = startRatesJob(t.db, t.app.log, { sourceUrl: source.url, intervalSeconds: 3600 });
    try {
      await job.runNow();
    } finally {
      await job.stop();
      await source.close();
    }
    const rates = await shownRates();
    expect(rates.EUR!.rate).toBe('1');
    expect(rates.USD!.rate).toBe('1.25'); // 1 / 0.8 dollars per euro
    expect(rates.GBP!.rate).toBe('0.875');
    expect(rates.BTC!.rate).toBe('0.0000125');
    expect(rates).not.toHaveProperty('XXX');
  });

  it('keeps the last rates when the source fails, and refreshes on the interval', async () => {
    let answer = { status: 503, body: {} as unknown };
    let requests = 0;
    const source = await startSource(() => {
      requests++;
      return answer;
    });
    const before = await shownRates();
    const job = startRatesJob(t.db, t.app.log, { sourceUrl: source.url, intervalSeconds: 1 });
    try {
      await job.runNow();
      expect(await shownRates()).toEqual(before);
      answer = { status: 200, body: { base: 'EUR', rates: { USD: 1.5 } } };
      await expect.poll(async () => (await shownRates()).USD!.rate, { timeout: 3000 }).toBe('1.5');
      expect(requests).toBeGreaterThanOrEqual(2);
    } finally {
      await job.stop();
      await source.close();
    }
  });
});
