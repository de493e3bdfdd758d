import { describe, expect, it } from 'vitest';
import { displayUnitOf, exactDecimal, formatMoney, rememberCurrencyUnits } from './amount';

describe('formatMoney', () => {
  it('formats cents as a currency amount in the locale', () => {
    expect(formatMoney(123_456, 'EUR', 'de', { subunitToUnit: 100 })).toBe('1.234,56\u00a0€');
    expect(formatMoney(5_000, 'USD', 'en')).toBe('$50.00');
    expect(formatMoney(-5_000, 'USD', 'en')).toBe('-$50.00');
  });

  it('shows BTC and ETH in thousandths with all their remaining minor digits', () => {
    expect(formatMoney(150_000, 'BTC', 'en', { subunitToUnit: 100_000_000 })).toBe('1.50 mBTC');
    expect(formatMoney(123_456_789, 'ETH', 'en', { subunitToUnit: 100_000_000 })).toBe(
      '1,234.56789 mETH',
    );
    expect(formatMoney(1, 'BTC', 'de', { subunitToUnit: 100_000_000 })).toBe('0,00001 mBTC');
  });

  it('shows whole coins when asked to', () => {
    expect(
      formatMoney(150_000, 'BTC', 'en', { subunitToUnit: 100_000_000, isInWholeUnits: true }),
    ).toBe('0.0015 BTC');
  });

  it('falls back to number and code for tickers Intl does not know', () => {
    expect(formatMoney(2_500_000, 'USDT', 'en', { subunitToUnit: 1_000_000 })).toBe('2.50 USDT');
  });

  it('takes minor units per unit from the remembered currency list', () => {
    rememberCurrencyUnits([{ code: 'TRX', subunitToUnit: 1_000_000 }]);
    expect(formatMoney(1_500_000, 'TRX', 'en')).toBe('1.50 TRX');
    expect(formatMoney(500, 'JPY', 'en')).toBe('¥500');
  });

  it('keeps every digit of amounts beyond float precision', () => {
    expect(formatMoney(9_007_199_254_740_991, 'EUR', 'en', { subunitToUnit: 100 })).toBe(
      '€90,071,992,547,409.91',
    );
  });
});

describe('displayUnitOf', () => {
  it('divides the minor units of BTC and ETH by a thousand and leaves others alone', () => {
    expect(displayUnitOf('BTC', 100_000_000)).toEqual({ code: 'mBTC', subunitToUnit: 100_000 });
    expect(displayUnitOf('EUR', 100)).toEqual({ code: 'EUR', subunitToUnit: 100 });
  });
});

describe('exactDecimal', () => {
  it('places the decimal point by string arithmetic', () => {
    expect(exactDecimal(5, 2)).toBe('0.05');
    expect(exactDecimal(-12_345, 3)).toBe('-12.345');
    expect(exactDecimal(42, 0)).toBe('42');
  });
});
