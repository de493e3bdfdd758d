import styles from './amount.module.css';

/**
 * Formats an amount given in minor units with the currency's display rules. Codes that Intl does
 * not know as currencies (USDT and other crypto tickers) get the number and the code.
 */
export function formatMoney(
  amountMinor: number,
  currency: string,
  subunitToUnit: number,
  locale: string,
) {
  const amount = amountMinor / subunitToUnit;
  const fractionDigits = Math.max(0, Math.round(Math.log10(subunitToUnit)));
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: Math.min(fractionDigits, 2),
      maximumFractionDigits: fractionDigits,
    }).format(amount);
  } catch {
    const number = new Intl.NumberFormat(locale, {
      minimumFractionDigits: Math.min(fractionDigits, 2),
      maximumFractionDigits: fractionDigits,
    }).format(amount);
    return `${number} ${currency}`;
  }
}

export interface AmountProps {
  amountMinor: number;
  currency: string;
  subunitToUnit: number;
  locale: string;
  className?: string;
}

/** An amount in tabular figures, so columns and live balances do not jitter. */
export function Amount({ amountMinor, currency, subunitToUnit, locale, className }: AmountProps) {
  return (
    <span className={[styles.amount, className].filter(Boolean).join(' ')}>
      {formatMoney(amountMinor, currency, subunitToUnit, locale)}
    </span>
  );
}
