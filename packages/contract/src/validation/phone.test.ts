import { describe, expect, it } from 'vitest';
import { formatPhoneInput, isValidPhone, sanitizePhoneDigits } from './phone.ts';

describe('isValidPhone', () => {
  it('accepts a valid international number with a leading plus', () => {
    expect(isValidPhone('+4915112345678')).toBe(true);
    expect(isValidPhone('+12025550143')).toBe(true);
  });

  it('accepts the usual spacing and punctuation of a written number', () => {
    expect(isValidPhone('+49 (151) 1234-5678')).toBe(true);
  });

  it('refuses a number without the leading plus', () => {
    expect(isValidPhone('4915112345678')).toBe(false);
  });

  it('refuses numbers that are too long or too short for their country', () => {
    expect(isValidPhone('+491511234567890123')).toBe(false);
    expect(isValidPhone('+49151')).toBe(false);
  });

  it('refuses an unknown calling code', () => {
    expect(isValidPhone('+999123456789')).toBe(false);
  });

  it('refuses text around the number', () => {
    expect(isValidPhone('+4915112345678 call me')).toBe(false);
  });

  it('refuses input longer than 250 characters even if it holds a valid number', () => {
    expect(isValidPhone(`+4915112345678${' '.repeat(240)}`)).toBe(false);
  });

  it('refuses values that are not text', () => {
    expect(isValidPhone(4915112345678)).toBe(false);
  });
});

describe('sanitizePhoneDigits', () => {
  it('keeps only digits, at most 12 of them', () => {
    expect(sanitizePhoneDigits('151-1234 5678 999')).toBe('151123456789');
  });
});

describe('formatPhoneInput', () => {
  it('joins code and number with a leading plus', () => {
    expect(formatPhoneInput('+49', '151 1234 5678')).toBe('+4915112345678');
    expect(formatPhoneInput('49', '15112345678')).toBe('+4915112345678');
  });

  it('masks the number part to 12 digits', () => {
    expect(formatPhoneInput('+1', '12345678901234')).toBe('+1123456789012');
  });

  it('emits nothing until both parts hold digits', () => {
    expect(formatPhoneInput('', '15112345678')).toBeNull();
    expect(formatPhoneInput('+', '15112345678')).toBeNull();
    expect(formatPhoneInput('+49', '')).toBeNull();
    expect(formatPhoneInput('+49', 'abc')).toBeNull();
  });
});
