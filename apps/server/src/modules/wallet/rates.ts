import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { currencies, currencyRates } from '../../db/schema.ts';
import { type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job.ts';

/** Largest step of the demo random walk: ±0.5 % per refresh. */
export const MAX_DRIFT = 0.005;

export interface RatesSource {
  base: string;
  rates: Record<string, number>;
}

/** The newest rate of each currency, with whether it is the base currency. */
async function selectLatestRates(db: Executor) {
  const rows = await db
    .selectDistinctOn([currencyRates.currency], {
      currency: currencyRates.currency,
      rate: currencyRates.rate,
    })
    .from(currencyRates)
    .orderBy(currencyRates.currency, desc(currencyRates.createdAt), desc(currencyRates.id));
  return new Map(rows.map((row) => [row.currency, Number(row.rate)]));
}

async function selectCurrencyCodes(db: Executor) {
  return db.select({ code: currencies.code, isBase: currencies.isBase }).from(currencies);
}

/** A rate as an exact decimal for `numeric(30,12)`: ten significant digits, never an exponent. */
export function formatRate(rate: number): string {
  return Number(rate.toPrecision(10))
    .toFixed(12)
    .replace(/\.?0+$/, '');
}

async function insertRates(db: Executor, rates: Map<string, number>, at: Date) {
  const values = [...rates]
    .filter(([, rate]) => Number.isFinite(rate) && rate > 0)
    .map(([currency, rate]) => ({ currency, rate: formatRate(rate), createdAt: at }));
  if (values.length > 0) await db.insert(currencyRates).values(values);
  return values.length;
}

/** Moves every non-base rate by a random step within ±MAX_DRIFT (the demo's moving market). */
export async function driftRates(
  db: Executor,
  random: () => number = Math.random,
  at = new Date(),
) {
  const [latest, codes] = await Promise.all([selectLatestRates(db), selectCurrencyCodes(db)]);
  const drifted = new Map<string, number>();
  for (const { code, isBase } of codes) {
    const rate = latest.get(code);
    if (isBase || rate === undefined) continue;
    drifted.set(code, rate * (1 + (random() * 2 - 1) * MAX_DRIFT));
  }
  return insertRates(db, drifted, at);
}

/**
 * Stores rates from a source quoting `rates[CODE]` units per one `base`; they are re-based on our
 * base currency (units per one base unit) and only known currencies are kept.
 */
export async function storeSourceRates(db: Executor, source: RatesSource, at = new Date()) {
  const codes = await selectCurrencyCodes(db);
  const base = codes.find((currency) => currency.isBase)?.code;
  if (!base) return 0;
  const quote = (code: string) => (code === source.base ? 1 : source.rates[code]);
  const baseQuote = quote(base);
  if (!baseQuote) throw new Error(`the rates source has no rate for the base currency ${base}`);
  const rates = new Map<string, number>();
  for (const { code, isBase } of codes) {
    const rate = quote(code);
    if (!isBase && typeof rate === 'number') rates.set(code, rate / baseQuote);
  }
  return insertRates(db, rates, at);
}

export async function fetchRates(url: string, signal?: AbortSignal): Promise<RatesSource> {
  const response = await fetch(url, { signal: signal ?? AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`rates source answered ${response.status}`);
  const body = (await response.json()) as Partial<RatesSource>;
  if (typeof body.base !== 'string' || typeof body.rates !== 'object' || body.rates === null) {
    throw new Error('rates source answered no { base, rates }');
  }
  return { base: body.base, rates: body.rates };
}

/** One refresh: the source's rates when configured, else the demo drift. */
export async function refreshRates(db: Executor, sourceUrl: string | undefined) {
  return sourceUrl ? storeSourceRates(db, await fetchRates(sourceUrl)) : driftRates(db);
}

/** Refreshes the rates every `intervalSeconds`; a failed refresh is logged and retried next turn. */
export function startRatesJob(
  db: Executor,
  log: FastifyBaseLogger,
  options: { sourceUrl?: string | undefined; intervalSeconds: number },
): PeriodicJob {
  return startPeriodicJob({
    db,
    log,
    name: 'currency rates',
    intervalMs: options.intervalSeconds * 1000,
    work: () => refreshRates(db, options.sourceUrl),
    onDone: (count) => log.debug({ count }, 'currency rates refreshed'),
  });
}
