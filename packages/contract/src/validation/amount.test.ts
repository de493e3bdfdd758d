import { describe, expect, it } from 'vitest';
import {
  clampAmountOnBlur,
  formatMinorToMajor,
  parseMajorToMinor,
  sanitizeAmountInput,
} from './amount.ts';

describe('sanitizeAmountInput', () => {
  it('keeps digits and one decimal point', () => {
    expect(sanitizeAmountInput('12a.5b')).toBe('12.5');
    expect(sanitizeAmountInput('1.2.3')).toBe('1.23');
  });

  it('reads a comma as the decimal separator', () => {
    expect(sanitizeAmountInput('10,5')).toBe('10.5');
  });

  it('strips leading zeros but keeps the zero before a decimal point', () => {
    expect(sanitizeAmountInput('007')).toBe('7');
    expect(sanitizeAmountInput('0.5')).toBe('0.5');
    expect(sanitizeAmountInput('00.5')).toBe('0.5');
    expect(sanitizeAmountInput('.5')).toBe('0.5');
    expect(sanitizeAmountInput('000')).toBe('0');
  });

  it('keeps a trailing point while the player is typing', () => {
    expect(sanitizeAmountInput('10.')).toBe('10.');
  });

  it('cuts the text to 10 characters', () => {
    expect(sanitizeAmountInput('123456789012')).toBe('1234567890');
    expect(sanitizeAmountInput('1234.567890123')).toBe('1234.56789');
  });

  it('gives nothing for input without digits', () => {
    expect(sanitizeAmountInput('abc')).toBe('');
  });
});

describe('clampAmountOnBlur', () => {
  it('raises empty input to the minimum', () => {
    expect(clampAmountOnBlur('', 10, 500)).toBe('10');
  });

  it('raises an amount below the minimum to the minimum', () => {
    expect(clampAmountOnBlur('9.99', '10', '500')).toBe('10');
  });

  it('lowers an amount above the maximum to the maximum', () => {
    expect(clampAmountOnBlur('500.01', 10, 500)).toBe('500');
  });

  it('keeps an amount in range, without a trailing point', () => {
    expect(clampAmountOnBlur('42.', 10, 500)).toBe('42');
    expect(clampAmountOnBlur('10', 10, 500)).toBe('10');
  });

  it('compares exactly where floats would not', () => {
    expect(clampAmountOnBlur('0.3', '0.1', 0.30000000000000004)).toBe('0.3');
  });

  it('writes tiny bounds in digits, not exponents', () => {
    expect(clampAmountOnBlur('', 0.0000001, 1)).toBe('0.0000001');
  });

  it('refuses a bound that is no amount', () => {
    expect(() => clampAmountOnBlur('5', -1, 10)).toThrow(RangeError);
    expect(() => clampAmountOnBlur('5', 1, 'ten')).toThrow(RangeError);
  });
});

describe('parseMajorToMinor', () => {
  it('turns major units into minor units', () => {
    expect(parseMajorToMinor('10.5', 100)).toBe(1050);
    expect(parseMajorToMinor('10', 100)).toBe(1000);
    expect(parseMajorToMinor('10,25', 100)).toBe(1025);
    expect(parseMajorToMinor('.5', 100)).toBe(50);
  });

  it('is exact where float arithmetic is not', () => {
    expect(parseMajorToMinor('0.29', 100)).toBe(29);
    expect(parseMajorToMinor('0.00000001', 1e8)).toBe(1);
    expect(parseMajorToMinor('1.1', 1e8)).toBe(110_000_000);
  });

  it('refuses more decimals than the currency has', () => {
    expect(parseMajorToMinor('1.234', 100)).toBeNull();
    expect(parseMajorToMinor('0.5', 1)).toBeNull();
  });

  it('treats trailing zeros as no extra precision', () => {
    expect(parseMajorToMinor('1.230', 100)).toBe(123);
  });

  it('handles subunits that are not powers of ten', () => {
    expect(parseMajorToMinor('1.2', 5)).toBe(6);
    expect(parseMajorToMinor('1.1', 5)).toBeNull();
  });

  it('refuses text that is no amount, and unsafe results', () => {
    expect(parseMajorToMinor('', 100)).toBeNull();
    expect(parseMajorToMinor('.', 100)).toBeNull();
    expect(parseMajorToMinor('-1', 100)).toBeNull();
    expect(parseMajorToMinor('1e3', 100)).toBeNull();
    expect(parseMajorToMinor('1 000', 100)).toBeNull();
    expect(parseMajorToMinor('100000000000000', 100)).toBeNull();
    expect(parseMajorToMinor('1', 0)).toBeNull();
  });
});

describe('formatMinorToMajor', () => {
  it('writes minor units as major units without needless zeros', () => {
    expect(formatMinorToMajor(1050, 100)).toBe('10.5');
    expect(formatMinorToMajor(1000, 100)).toBe('10');
    expect(formatMinorToMajor(5, 100)).toBe('0.05');
    expect(formatMinorToMajor(1, 1e8)).toBe('0.00000001');
    expect(formatMinorToMajor(0, 100)).toBe('0');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatMinorToMajor(-1050, 100)).toBe('-10.5');
    expect(formatMinorToMajor(-5, 100)).toBe('-0.05');
  });

  it('writes subunits of 2s and 5s exactly', () => {
    expect(formatMinorToMajor(6, 5)).toBe('1.2');
  });

  it('round-trips with parseMajorToMinor', () => {
    expect(parseMajorToMinor(formatMinorToMajor(123_456_789, 1e8), 1e8)).toBe(123_456_789);
  });

  it('throws for fractional minor amounts and subunits without a finite decimal', () => {
    expect(() => formatMinorToMajor(1.5, 100)).toThrow(RangeError);
    expect(() => formatMinorToMajor(1, 3)).toThrow(RangeError);
  });
});
