import { toText } from './values.ts';

const CPF_SHAPE = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;

/**
 * A Brazilian CPF: 11 digits, bare or written 000.000.000-00, whose last two digits are the
 * modulo-11 check digits of the ones before. Eleven equal digits pass the arithmetic but are no
 * real number, so they are refused.
 */
export function isValidCpf(value: unknown): boolean {
  const text = toText(value)?.trim();
  if (!text || !CPF_SHAPE.test(text)) return false;
  const digits = Array.from(text.replace(/\D/g, ''), Number);
  if (digits.every((digit) => digit === digits[0])) return false;
  return (
    computeCheckDigit(digits.slice(0, 9)) === digits[9] &&
    computeCheckDigit(digits.slice(0, 10)) === digits[10]
  );
}

function computeCheckDigit(digits: number[]): number {
  const firstWeight = digits.length + 1;
  const sum = digits.reduce((total, digit, index) => total + digit * (firstWeight - index), 0);
  const remainder = (sum * 10) % 11;
  return remainder === 10 ? 0 : remainder;
}
