import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { PHONE_MASK_DIGITS, PHONE_MAX_INPUT, PHONE_NATIONAL_DIGITS } from './field-rules.ts';

/**
 * An international number written with its leading '+', valid for its country by libphonenumber,
 * with 2 to 17 national digits and at most 250 characters. The whole text must be the number:
 * no text around it.
 */
export function isValidPhone(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (value.length > PHONE_MAX_INPUT || !text.startsWith('+')) return false;
  const phone = parsePhoneNumberFromString(text, { extract: false });
  if (!phone?.isValid()) return false;
  const nationalDigits = phone.nationalNumber.length;
  return nationalDigits >= PHONE_NATIONAL_DIGITS.min && nationalDigits <= PHONE_NATIONAL_DIGITS.max;
}

/** What the number input keeps of what is typed: its digits, at most 12 of them. */
export function sanitizePhoneDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_MASK_DIGITS);
}

/**
 * The value a phone input emits from its calling-code part ('+49', '49') and its number part: '+',
 * code digits, number digits; null until both parts hold digits.
 */
export function formatPhoneInput(codePart: string, numberPart: string): string | null {
  const codeDigits = codePart.replace(/\D/g, '');
  const numberDigits = sanitizePhoneDigits(numberPart);
  if (!codeDigits || !numberDigits) return null;
  return `+${codeDigits}${numberDigits}`;
}
