import {
  clampAmountOnBlur,
  formatMinorToMajor,
  parseMajorToMinor,
  sanitizeAmountInput,
} from '@croupier/contract/validation';

export interface AmountLimits {
  minMinor: number;
  maxMinor: number;
}

export interface AmountCheck {
  /** What the typed text is worth in minor units; undefined while it is no amount. */
  amountMinor: number | undefined;
  /** The amount the button names: the typed one pulled into the limits. */
  clampedMinor: number;
  isInRange: boolean;
}

/** The typed text as the field keeps it: digits, one separator, no leading zeros, 10 characters. */
export const sanitizeAmount = sanitizeAmountInput;

/** On blur: empty or below the minimum becomes the minimum, above the maximum the maximum. */
export function clampOnBlur(text: string, limits: AmountLimits, subunitToUnit: number): string {
  return clampAmountOnBlur(
    text,
    formatMinorToMajor(limits.minMinor, subunitToUnit),
    formatMinorToMajor(limits.maxMinor, subunitToUnit),
  );
}

/**
 * Judges the typed amount against the limits. Amounts finer than the currency's subunit count as
 * no amount, so the submit button stays disabled rather than rounding the player's money.
 */
export function checkAmount(
  text: string,
  limits: AmountLimits,
  subunitToUnit: number,
): AmountCheck {
  const amountMinor =
    text === '' ? undefined : (parseMajorToMinor(text, subunitToUnit) ?? undefined);
  const value = amountMinor ?? limits.minMinor;
  const clampedMinor = Math.min(Math.max(value, limits.minMinor), limits.maxMinor);
  return {
    amountMinor,
    clampedMinor,
    isInRange: amountMinor !== undefined && amountMinor === clampedMinor,
  };
}

/** Major-unit text of a minor amount, as the field shows it. */
export function toAmountText(amountMinor: number, subunitToUnit: number): string {
  return formatMinorToMajor(amountMinor, subunitToUnit);
}

/** A withdrawal may not take more than the withdrawal balance. */
export function withdrawLimits(limits: AmountLimits, withdrawalBalanceMinor: number): AmountLimits {
  return { minMinor: limits.minMinor, maxMinor: Math.min(limits.maxMinor, withdrawalBalanceMinor) };
}
