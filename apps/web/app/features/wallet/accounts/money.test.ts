import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toEquivalent, toMajor, toMinor } from './money';

describe('toMinor', () => {
  it('turns typed major units into minor units, with a dot or a comma', () => {
    expect(toMinor('12.34', 100)).toBe(1234);
    expect(toMinor('12,3', 100)).toBe(1230);
    expect(toMinor('0.00000001', 100_000_000)).toBe(1);
    expect(toMinor('50', 1)).toBe(50);
    expect(toMinor('.5', 100)).toBe(50);
    expect(toMinor('-1.5', 100)).toBe(-150);
  });

  it('does not drift where floating point would (0.29 × 100 = 28.999…)', () => {
    expect(toMinor('0.29', 100)).toBe(29);
    expect(toMinor('1.005', 1000)).toBe(1005);
  });

  it('refuses more decimals than the currency has, text, and unsafe amounts', () => {
    expect(toMinor('1.234', 100)).toBeUndefined();
    expect(toMinor('1.230', 100)).toBe(123);
    expect(toMinor('1.5', 1)).toBeUndefined();
    expect(toMinor('abc', 100)).toBeUndefined();
    expect(toMinor('', 100)).toBeUndefined();
    expect(toMinor('1e5', 100)).toBeUndefined();
    expect(toMinor('99999999999999999', 100)).toBeUndefined();
  });
});

describe('toMajor', () => {
  it('writes minor units as an exact decimal without trailing zeros', () => {
    expect(toMajor(1234, 100)).toBe('12.34');
    expect(toMajor(5000, 100)).toBe('50');
    expect(toMajor(1, 100_000_000)).toBe('0.00000001');
    expect(toMajor(-150, 100)).toBe('-1.5');
    expect(toMajor(7, 1)).toBe('7');
  });

  it('round-trips with toMinor for every safe amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(1, 100, 1000, 1_000_000, 100_000_000),
        (minor, subunitToUnit) => toMinor(toMajor(minor, subunitToUnit), subunitToUnit) === minor,
      ),
    );
  });
});

const rate = (value: string) => ({ rate: value, updatedAt: '2026-01-01T00:00:00.000Z' });
const currencies = [
  { code: 'EUR', isBase: true, subunitToUnit: 100, rate: rate('1') },
  { code: 'USD', isBase: false, subunitToUnit: 100, rate: rate('1.08') },
  { code: 'BTC', isBase: false, subunitToUnit: 100_000_000, rate: rate('0.0000105') },
];

describe('toEquivalent', () => {
  it('converts through the base currency and rounds to 2 decimals', () => {
    expect(toEquivalent(10_000, 'EUR', 'USD', currencies)).toBe(108);
    // 0.0015 BTC / 0.0000105 = 142.857… EUR × 1.08 = 154.2857… USD
    expect(toEquivalent(150_000, 'BTC', 'USD', currencies)).toBe(154.29);
    expect(toEquivalent(1_000, 'USD', 'EUR', currencies)).toBe(9.26);
  });

  it('is undefined while a currency or its rate is unknown', () => {
    expect(toEquivalent(100, 'XYZ', 'USD', currencies)).toBeUndefined();
    expect(toEquivalent(100, 'EUR', 'GBP', currencies)).toBeUndefined();
    expect(toEquivalent(100, 'EUR', 'USD', currencies.slice(1))).toBeUndefined();
  });
});
