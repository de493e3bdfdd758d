import {
  CONSTANT_GROUPS,
  type Constants,
  type Country,
  type Currency,
  EXCLUDED_COUNTRY_CODES,
  type Features,
  type Locale,
} from '@croupier/contract';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { memoize } from '../../lib/ttl-cache.ts';
import * as repo from './repo.ts';

const REFERENCE_TTL_MS = 10_000;
const excluded = new Set<string>(EXCLUDED_COUNTRY_CODES);

export const listLocales = memoize(REFERENCE_TTL_MS, async (db: Executor): Promise<Locale[]> => {
  const rows = await repo.selectLocales(db);
  return rows.map(({ code, name, isDefault }) => ({ code, name, isDefault }));
});

export async function getDefaultLocale(db: Executor): Promise<string> {
  const all = await listLocales(db);
  return (all.find((l) => l.isDefault) ?? all[0])?.code ?? 'en';
}

const loadCountries = memoize(REFERENCE_TTL_MS, (db: Executor) => repo.selectCountries(db));

/** After an operator's change to countries: this process reads them again at once. */
export const forgetCountries = (db: Executor) => loadCountries.forget(db);

/** Countries a player may choose: every country but those the spec excludes, named in `locale`. */
export async function listCountries(db: Executor, locale: string): Promise<Country[]> {
  const rows = await loadCountries(db);
  return rows
    .filter((row) => !excluded.has(row.code))
    .map((row) => ({
      code: row.code,
      name: row.name[locale] ?? row.name.en ?? row.code,
      locale: row.locale,
      phonePrefix: row.phonePrefix,
      restrict: row.isRestricted,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** Any country, excluded ones included: used to decide the geo-restricted layout. */
export async function findCountry(db: Executor, code: string) {
  const rows = await loadCountries(db);
  return rows.find((row) => row.code === code);
}

export async function listCurrencies(
  db: Executor,
  options: { isVisibleOnly: boolean; locale: string },
): Promise<Currency[]> {
  const rows = await repo.selectCurrenciesWithRates(db);
  return rows
    .filter(({ currency }) => !options.isVisibleOnly || currency.isEnabled)
    .map(({ currency, rate, rateAt }) => ({
      code: currency.code,
      name: currency.name[options.locale] ?? currency.name.en ?? currency.code,
      type: currency.type,
      isEnabled: currency.isEnabled,
      isBase: currency.isBase,
      subunitToUnit: currency.subunitToUnit,
      symbol: currency.symbol,
      rate: { rate: normalizeDecimal(rate), updatedAt: new Date(rateAt).toISOString() },
      subCurrencies: currency.subCurrencies,
    }));
}

/** `1.080000000000` → `1.08`: rates travel as exact decimal strings, never floats. */
function normalizeDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

export async function getConstants(db: Executor, features: Features): Promise<Constants> {
  const zones = await repo.selectTimeZones(db);
  const groups = Object.fromEntries(
    Object.entries(CONSTANT_GROUPS).map(([key, items]) => [key, [...items]]),
  ) as Omit<
    Constants,
    'player.timeZone' | 'player.registration.email' | 'player.registration.phone'
  >;
  return {
    ...groups,
    'player.timeZone': zones,
    'player.registration.email': features.registrationDisplay !== 'phone',
    'player.registration.phone': features.registrationDisplay !== 'email',
  };
}

export function getFeatures(config: Config): Features {
  return {
    isBettingEnabled: Boolean(config.BETTING_CLIENT_HOST && config.BETTING_CLIENT_ID),
    isLoyaltyEnabled: config.LOYALTY_ENABLED,
    isDocumentsPageHidden: config.KYC_PROVIDER !== 'none' && config.KYC_HIDE_DOCUMENTS,
    identityProvider: config.KYC_PROVIDER,
    signInDisplay: 'both',
    registrationDisplay: 'both',
    isDepositBonusDeclinedByDefault: config.DEPOSIT_BONUS_DECLINED_BY_DEFAULT,
    affiliateCookieDays: config.AFFILIATE_COOKIE_DAYS,
    betting:
      config.BETTING_CLIENT_HOST && config.BETTING_CLIENT_ID
        ? { host: config.BETTING_CLIENT_HOST, clientId: config.BETTING_CLIENT_ID }
        : null,
    supportChat:
      config.CHAT_HOST && config.CHAT_TOKEN
        ? {
            host: config.CHAT_HOST,
            token: config.CHAT_TOKEN,
            isGuestAllowed: config.CHAT_GUESTS_ALLOWED,
          }
        : null,
  };
}
