import { OTP_LENGTH } from './field-rules.ts';

const OTP_CODE = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/**
 * The code input after a paste: spaces are dropped (codes are often shown as '123 456'), anything
 * else that is not a digit makes the paste ignored, and the code keeps its first 6 digits.
 */
export function sanitizeOtpInput(pasted: string, current: string): string {
  const digits = pasted.replace(/\s/g, '');
  if (!/^\d+$/.test(digits)) return current;
  return digits.slice(0, OTP_LENGTH);
}

/** A one-time code is complete with exactly 6 digits; a shorter one clears the completed code. */
export function isCompleteOtp(code: string): boolean {
  return OTP_CODE.test(code);
}
