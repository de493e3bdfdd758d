import { describe, expect, it } from 'vitest';
import { formatMoney } from './amount';

describe('formatMoney', () => {
  it('formats cents as a currency amount in the locale', () => {
    expect(formatMoney(123_456, 'EUR', 100, 'de')).toBe('1.234,56\u00a0€');
    expect(formatMoney(5_000, 'USD', 100, 'en')).toBe('$50.00');
  });

  it('shows all the minor digits of a currency with more than two', () => {
    expect(formatMoney(150_000, 'BTC', 100_000_000, 'en')).toMatch(/0\.0015/);
  });

  it('falls back to number and code for tickers Intl does not know', () => {
    expect(formatMoney(2_500_000, 'USDT', 1_000_000, 'en')).toBe('2.50 USDT');
  });
});
