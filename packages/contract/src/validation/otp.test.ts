import { describe, expect, it } from 'vitest';
import { isCompleteOtp, sanitizeOtpInput } from './otp.ts';

describe('sanitizeOtpInput', () => {
  it('takes a pasted numeric code', () => {
    expect(sanitizeOtpInput('123456', '')).toBe('123456');
  });

  it('keeps the first 6 digits of a longer paste', () => {
    expect(sanitizeOtpInput('12345678', '12')).toBe('123456');
  });

  it('drops the spaces of a code shown as two groups', () => {
    expect(sanitizeOtpInput(' 123 456 ', '')).toBe('123456');
  });

  it('ignores a paste holding anything but digits', () => {
    expect(sanitizeOtpInput('12a456', '12')).toBe('12');
    expect(sanitizeOtpInput('code: 123456', '')).toBe('');
    expect(sanitizeOtpInput('', '123')).toBe('123');
  });
});

describe('isCompleteOtp', () => {
  it('is complete with exactly 6 digits', () => {
    expect(isCompleteOtp('000123')).toBe(true);
  });

  it('is not complete under 6 characters, over 6, or with non-digits', () => {
    expect(isCompleteOtp('12345')).toBe(false);
    expect(isCompleteOtp('1234567')).toBe(false);
    expect(isCompleteOtp('12345a')).toBe(false);
    expect(isCompleteOtp('')).toBe(false);
  });
});
