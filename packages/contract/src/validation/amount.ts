import { AMOUNT_INPUT_MAX_LENGTH } from './field-rules.ts';

/**
 * Amounts typed by a player are major units (10.5 euros) kept as decimal text, never as floats:
 * the text becomes integer minor units (1050 cents) only through exact integer arithmetic.
 */
export type MajorAmount = number | string;

const PLAIN_DECIMAL = /^(\d*)(?:[.,](\d*))?$/;

/**
 * The amount field while typing: digits and one decimal separator ('.' or ',', written '.'), other
 * characters dropped, leading zeros stripped ('007' → '7', '00.5' → '0.5', '.5' → '0.5'), cut to
 * 10 characters. A trailing separator stays so that '10.' can become '10.5'.
 */
export function sanitizeAmountInput(raw: string): string {
  const [whole, ...fractionParts] = raw
    .replaceAll(',', '.')
    .replace(/[^\d.]/g, '')
    .split('.');
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  const text =
    fractionParts.length > 0 ? `${wholeDigits || '0'}.${fractionParts.join('')}` : wholeDigits;
  return text.slice(0, AMOUNT_INPUT_MAX_LENGTH);
}

/**
 * The amount field on blur, in major units: empty or below `min` becomes `min`, above `max` becomes
 * `max` (min is checked first), anything else stays as typed without a trailing separator.
 */
export function clampAmountOnBlur(raw: string, min: MajorAmount, max: MajorAmount): string {
  const amount = sanitizeAmountInput(raw).replace(/\.$/, '');
  const minText = normalizeMajorAmount(min);
  const maxText = normalizeMajorAmount(max);
  if (amount === '' || compareMajorAmounts(amount, minText) < 0) return minText;
  if (compareMajorAmounts(amount, maxText) > 0) return maxText;
  return amount;
}

/** Plain decimal text without needless zeros; throws on a bound that is no non-negative amount. */
function normalizeMajorAmount(amount: MajorAmount): string {
  const text = typeof amount === 'number' ? formatNumberPlainly(amount) : amount.trim();
  const match = PLAIN_DECIMAL.exec(text);
  if (!match || !/\d/.test(text)) throw new RangeError(`Not an amount: ${String(amount)}`);
  const whole = (match[1] ?? '').replace(/^0+/, '') || '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Numbers print in exponent form below 1e-6 (1e-7); amounts need the digits written out. */
function formatNumberPlainly(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) return String(amount);
  const text = String(amount);
  return text.includes('e') ? amount.toFixed(20) : text;
}

function compareMajorAmounts(a: string, b: string): number {
  const [aWhole, aFraction = ''] = a.split('.');
  const [bWhole, bFraction = ''] = b.split('.');
  const width = Math.max(aFraction.length, bFraction.length);
  const aScaled = BigInt(aWhole + aFraction.padEnd(width, '0'));
  const bScaled = BigInt(bWhole + bFraction.padEnd(width, '0'));
  if (aScaled === bScaled) return 0;
  return aScaled < bScaled ? -1 : 1;
}

/**
 * Major-unit text to integer minor units: '10.5' with 100 subunits → 1050. Null when the text is
 * no non-negative amount, when it is finer than the currency's subunit ('1.234' with 100), or when
 * the result leaves the safe integer range. Trailing zeros are no extra precision ('1.230' → 123).
 */
export function parseMajorToMinor(value: string, subunitToUnit: number): number | null {
  if (!Number.isSafeInteger(subunitToUnit) || subunitToUnit < 1) return null;
  const text = value.trim();
  const match = PLAIN_DECIMAL.exec(text);
  if (!match || !/\d/.test(text)) return null;
  const fraction = match[2] ?? '';
  const scaled = BigInt(`${match[1] ?? ''}${fraction}`) * BigInt(subunitToUnit);
  const divisor = 10n ** BigInt(fraction.length);
  if (scaled % divisor !== 0n) return null;
  const minor = scaled / divisor;
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
}

/**
 * Integer minor units to major-unit text without needless zeros: 1050 with 100 → '10.5', 1000 →
 * '10'. Exact for every subunit made of factors 2 and 5 (10, 100, 1e8, 5); other subunits and
 * non-integer amounts are programming errors and throw.
 */
export function formatMinorToMajor(minor: number, subunitToUnit: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not a minor amount: ${minor}`);
  if (!hasFiniteDecimals(subunitToUnit)) throw new RangeError(`Bad subunit: ${subunitToUnit}`);
  const divisor = BigInt(subunitToUnit);
  const units = BigInt(Math.abs(minor));
  let remainder = units % divisor;
  let fraction = '';
  while (remainder !== 0n) {
    remainder *= 10n;
    fraction += String(remainder / divisor);
    remainder %= divisor;
  }
  const sign = minor < 0 ? '-' : '';
  const whole = String(units / divisor);
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

function hasFiniteDecimals(subunitToUnit: number): boolean {
  if (!Number.isSafeInteger(subunitToUnit) || subunitToUnit < 1) return false;
  let rest = subunitToUnit;
  while (rest % 2 === 0) rest /= 2;
  while (rest % 5 === 0) rest /= 5;
  return rest === 1;
}
