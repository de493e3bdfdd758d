import type { Currency } from '@croupier/contract';

/**
 * Money helpers of the wallet. Formatting lives in `components/ui/amount.tsx` (one formatter for
 * the whole app), with the conversions between what a player types and minor units (string
 * arithmetic, so `0.1 + 0.2` style drift never reaches an amount), and is re-exported here.
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
  toMajor,
  toMinor,
} from '../../../components/ui/amount';

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
