import { EXCLUDED_COUNTRY_CODES } from '@croupier/contract';
import type { Executor } from '../../db/client.ts';
import * as settings from '../settings/service.ts';
import type { FieldFailures } from './form-validation.ts';
import * as repo from './repo.ts';

const excludedCountries = new Set<string>(EXCLUDED_COUNTRY_CODES);

export async function isEnabledCurrency(db: Executor, code: string) {
  const enabled = await settings.listCurrencies(db, { isVisibleOnly: true, locale: 'en' });
  return enabled.some((currency) => currency.code === code);
}

/** A country players may register from: known, not excluded by the spec, not restricted. */
export async function isAllowedCountry(db: Executor, code: string) {
  const country = await settings.findCountry(db, code);
  return country !== undefined && !country.isRestricted && !excludedCountries.has(code);
}

export async function isKnownLocale(db: Executor, code: string) {
  return (await settings.listLocales(db)).some((locale) => locale.code === code);
}

type Check = (db: Executor, value: string) => Promise<boolean>;

/** The database-backed checks of each field, with the rule its message is filed under. */
const CHECKS: Record<string, { check: Check; rule: string }> = {
  currency: { check: isEnabledCurrency, rule: 'in' },
  country: { check: isAllowedCountry, rule: 'country_code' },
  locale: { check: isKnownLocale, rule: 'in' },
  timeZone: { check: repo.isKnownTimeZone, rule: 'in' },
};

/**
 * Adds failures for values the tables do not offer (a disabled currency, a restricted country…),
 * for fields that passed their own rules; `fields` names the fields of the form at hand.
 */
export async function checkReferences(
  db: Executor,
  data: Record<string, unknown>,
  fields: string[],
  failures: FieldFailures,
): Promise<FieldFailures> {
  const found: FieldFailures = { ...failures };
  for (const field of fields) {
    const value = data[field];
    const entry = CHECKS[field];
    if (!entry || found[field] || typeof value !== 'string' || value.trim() === '') continue;
    if (!(await entry.check(db, value))) found[field] = [{ rule: entry.rule }];
  }
  return found;
}
