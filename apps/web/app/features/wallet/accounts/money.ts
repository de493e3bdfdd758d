import type { Currency } from '@croupier/contract';
import { exactDecimal } from '../../../components/ui/amount';

/**
 * Money helpers of the wallet. Formatting lives in `components/ui/amount.tsx` (one formatter for
 * the whole app) and is re-exported here; conversions between what a player types (major units,
 * a decimal string) and what the API takes (integer minor units) are string arithmetic, so
 * `0.1 + 0.2` style drift never reaches an amount.
 */
export {
  Amount,
  type DisplayUnit,
  displayUnitOf,
  formatMoney,
  type MoneyFormatOptions,
  rememberCurrencyUnits,
  subunitsOf,
  THOUSANDTHS_CURRENCIES,
} from '../../../components/ui/amount';

const MAJOR_PATTERN = /^\s*(-)?(\d*)(?:[.,](\d*))?\s*$/;

/**
 * `"12.34"` with 100 minor units per unit → `1234`. Accepts a dot or a comma. Undefined for text
 * that is not a number, more decimals than the currency has (wrong precision), or an amount
 * beyond safe integers.
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

type RatedCurrency = Pick<Currency, 'code' | 'isBase' | 'subunitToUnit' | 'rate'>;

/**
 * Spec section 9: an amount's value in the equivalent currency, in major units rounded to 2
 * decimals. Rates are "units of the currency per one unit of the base currency", so the amount
 * goes to the base currency through its own rate and on through the equivalent's rate. Undefined
 * while a currency or its rate is unknown.
 */
export function toEquivalent(
  amountMinor: number,
  currency: string,
  equivalentCurrency: string,
  currencies: readonly RatedCurrency[],
): number | undefined {
  const from = currencies.find((item) => item.code === currency);
  const to = currencies.find((item) => item.code === equivalentCurrency);
  const base = currencies.find((item) => item.isBase);
  const fromRate = Number(from?.rate.rate);
  const toRate = Number(to?.rate.rate);
  const baseRate = Number(base?.rate.rate);
  if (!from || !(fromRate > 0) || !(toRate > 0) || !(baseRate > 0)) return undefined;
  const inBase = ((amountMinor / from.subunitToUnit) * baseRate) / fromRate;
  const equivalent = (inBase * toRate) / baseRate;
  return Math.round(equivalent * 100) / 100;
}
