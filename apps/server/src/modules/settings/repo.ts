import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { countries, currencies, currencyRates, locales, timeZones } from '../../db/schema.ts';

export function selectLocales(db: Executor) {
  return db.select().from(locales).orderBy(asc(locales.position));
}

export function selectCountries(db: Executor) {
  return db.select().from(countries).orderBy(asc(countries.code));
}

export async function selectCountry(db: Executor, code: string) {
  const [row] = await db.select().from(countries).where(eq(countries.code, code));
  return row;
}

export function selectTimeZones(db: Executor) {
  return db.select().from(timeZones).orderBy(asc(timeZones.id));
}

/** Currencies with their newest rate. */
export function selectCurrenciesWithRates(db: Executor) {
  const latest = db
    .selectDistinctOn([currencyRates.currency], {
      currency: currencyRates.currency,
      rate: currencyRates.rate,
      createdAt: currencyRates.createdAt,
    })
    .from(currencyRates)
    .orderBy(currencyRates.currency, desc(currencyRates.createdAt), desc(currencyRates.id))
    .as('latest');
  return db
    .select({
      currency: currencies,
      rate: sql<string>`coalesce(${latest.rate}::text, '1')`,
      rateAt: sql<string>`coalesce(${latest.createdAt}, now())`,
    })
    .from(currencies)
    .leftJoin(latest, eq(latest.currency, currencies.code))
    .orderBy(asc(currencies.position));
}
