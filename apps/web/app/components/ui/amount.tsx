import { numberFormat } from '../../lib/number-format';
import styles from './amount.module.css';

/**
 * The one money formatter of the app (STYLE.md). Amounts arrive in integer minor units; the
 * currency's minor units per unit come from /api/settings/currencies (`subunitToUnit`).
 */

/** Spec section 9: BTC and ETH are shown in thousandths (mBTC, mETH): 1 BTC = 1,000 mBTC. */
export const THOUSANDTHS_CURRENCIES: readonly string[] = ['BTC', 'ETH'];
const THOUSANDTHS = 1000;

/** Minor units per unit of every currency the app has loaded, so callers need not pass it. */
const knownSubunits = new Map<string, number>();

/** Remembers `subunitToUnit` of the currencies list (called once it loads). */
export function rememberCurrencyUnits(
  currencies: readonly { code: string; subunitToUnit: number }[],
) {
  for (const { code, subunitToUnit } of currencies) knownSubunits.set(code, subunitToUnit);
}

/** Minor units per unit: the loaded currency list first, then Intl's digits for ISO codes. */
export function subunitsOf(currency: string): number {
  const known = knownSubunits.get(currency);
  if (known) return known;
  if (!isIsoCurrency(currency)) return 100;
  const { maximumFractionDigits = 2 } = numberFormat('en', {
    style: 'currency',
    currency,
  }).resolvedOptions();
  return 10 ** maximumFractionDigits;
}

/** The unit an amount is shown and typed in, and how many minor units make one of it. */
export interface DisplayUnit {
  code: string;
  subunitToUnit: number;
}

/** BTC (1e8 satoshi) is shown as mBTC, of which one is 1e5 satoshi; other currencies as is. */
export function displayUnitOf(currency: string, subunitToUnit = subunitsOf(currency)): DisplayUnit {
  if (!THOUSANDTHS_CURRENCIES.includes(currency)) return { code: currency, subunitToUnit };
  return { code: `m${currency}`, subunitToUnit: subunitToUnit / THOUSANDTHS };
}

export interface MoneyFormatOptions {
  /** Minor units per unit; defaults to the loaded currency list (see `subunitsOf`). */
  subunitToUnit?: number;
  /** Show BTC and ETH in whole coins instead of thousandths (e.g. next to an exchange rate). */
  isInWholeUnits?: boolean;
}

/**
 * Formats an amount in minor units with the currency's display rules in the given locale. Codes
 * Intl does not know as currencies (mBTC, USDT) get the number and the code.
 */
export function formatMoney(
  amountMinor: number,
  currency: string,
  locale: string,
  options: MoneyFormatOptions = {},
): string {
  const subunitToUnit = options.subunitToUnit ?? subunitsOf(currency);
  const unit = options.isInWholeUnits
    ? { code: currency, subunitToUnit }
    : displayUnitOf(currency, subunitToUnit);
  const fractionDigits = Math.max(0, Math.round(Math.log10(unit.subunitToUnit)));
  const digits = {
    minimumFractionDigits: Math.min(fractionDigits, 2),
    maximumFractionDigits: fractionDigits,
  };
  // Intl formats decimal strings exactly; a float quotient could drift in the last digit.
  const amount = exactDecimal(amountMinor, fractionDigits) as unknown as number;
  if (!isIsoCurrency(unit.code)) {
    return `${numberFormat(locale, digits).format(amount)} ${unit.code}`;
  }
  return numberFormat(locale, { style: 'currency', currency: unit.code, ...digits }).format(amount);
}

let isoCurrencies: Set<string> | undefined;

/** Intl formats any three letters as a currency; crypto tickers (TRX) read better after the number. */
function isIsoCurrency(code: string): boolean {
  isoCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return isoCurrencies.has(code);
}

/** `12345` with 2 digits → `"123.45"`, by string arithmetic (no floating point). */
export function exactDecimal(amountMinor: number, fractionDigits: number): string {
  const sign = amountMinor < 0 ? '-' : '';
  const digits = BigInt(Math.abs(Math.trunc(amountMinor)))
    .toString()
    .padStart(fractionDigits + 1, '0');
  if (fractionDigits === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -fractionDigits)}.${digits.slice(-fractionDigits)}`;
}

const MAJOR_PATTERN = /^\s*(-)?(\d*)(?:[.,](\d*))?\s*$/;

/**
 * What a person types (major units, a decimal string) to what the API takes (integer minor
 * units), by string arithmetic: `"12.34"` with 100 minor units per unit → `1234`. Accepts a dot
 * or a comma. Undefined for text that is not a number, more decimals than the currency has
 * (wrong precision), or an amount beyond safe integers.
 */
export function toMinor(major: string, subunitToUnit: number): number | undefined {
  const match = MAJOR_PATTERN.exec(major);
  if (!match) return undefined;
  const [, sign = '', whole = '', rawFraction = ''] = match;
  if (!whole && !rawFraction) return undefined;
  const digits = fractionDigitsOf(subunitToUnit);
  const fraction = rawFraction.replace(/0+$/, '');
  if (fraction.length > digits) return undefined;
  const minor = BigInt(`${whole || '0'}${fraction.padEnd(digits, '0')}`);
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
  const value = Number(minor);
  return sign && value !== 0 ? -value : value;
}

/** `1234` with 100 → `"12.34"`; `5000` → `"50"`: exact, without trailing zeros, for inputs. */
export function toMajor(minor: number, subunitToUnit: number): string {
  const decimal = exactDecimal(minor, fractionDigitsOf(subunitToUnit));
  return decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal;
}

/** 100 → 2, 1 → 0; the API only uses powers of ten. */
function fractionDigitsOf(subunitToUnit: number): number {
  return Math.max(0, Math.round(Math.log10(subunitToUnit)));
}

export interface AmountProps extends MoneyFormatOptions {
  amountMinor: number;
  currency: string;
  locale: string;
  className?: string;
}

/** An amount in tabular figures, so columns and live balances do not jitter. */
export function Amount({ amountMinor, currency, locale, className, ...options }: AmountProps) {
  return (
    <span className={[styles.amount, className].filter(Boolean).join(' ')}>
      {formatMoney(amountMinor, currency, locale, options)}
    </span>
  );
}
