import { assertValid, type Engine, isPlainObject, validateStake } from './engine-types.ts';
import { createRandomStream, type FairInput } from './fairness.ts';

/**
 * Crash with an automatic cash-out. Multipliers are integers ×100 (250 = 2.50×). From one 32-bit
 * word u, r = u / 2^32 and crashPoint = max(100, floor(97 / (1 − r))): for any target c ≥ 101,
 * P(crashPoint ≥ c) = 97 / c, so cashing out at c returns 97 / c × c / 100 = 97 % of the stake
 * whatever the target. About 3 % of rounds crash at once (1.00×), where every target loses.
 */
export type CrashInput = { cashOutAt: number };
export type CrashOutcome = {
  totalWin: number;
  crashPoint: number;
  cashOutAt: number;
  isCashedOut: boolean;
};

export const CRASH_MIN_CASH_OUT = 101;
export const CRASH_MAX_CASH_OUT = 100_000;
const HOUSE_NUMERATOR = 97;
const TWO_POW_32 = 2 ** 32;

/**
 * floor(97 / (1 − u / 2^32)) = floor(97 · 2^32 / (2^32 − u)) in exact integer arithmetic, so a
 * crash point lands on the right side of a target however close to it.
 */
export function computeCrashPoint(word: number): number {
  const numerator = HOUSE_NUMERATOR * TWO_POW_32;
  const denominator = TWO_POW_32 - word;
  let quotient = Math.floor(numerator / denominator);
  if (quotient * denominator > numerator) quotient -= 1;
  else if ((quotient + 1) * denominator <= numerator) quotient += 1;
  return Math.max(100, quotient);
}

function validateCrashInput(input: unknown, stakeMinor: number): string | null {
  if (!isPlainObject(input)) return 'input must be { cashOutAt }';
  const { cashOutAt } = input;
  if (
    !Number.isInteger(cashOutAt) ||
    (cashOutAt as number) < CRASH_MIN_CASH_OUT ||
    (cashOutAt as number) > CRASH_MAX_CASH_OUT
  ) {
    return `cashOutAt must be an integer from ${CRASH_MIN_CASH_OUT} to ${CRASH_MAX_CASH_OUT}`;
  }
  return validateStake(stakeMinor);
}

function playCrash(fair: FairInput, stakeMinor: number, input: unknown): CrashOutcome {
  assertValid(validateCrashInput(input, stakeMinor));
  const { cashOutAt } = input as CrashInput;
  const crashPoint = computeCrashPoint(createRandomStream(fair).nextUint32());
  const isCashedOut = crashPoint >= cashOutAt;
  // Floored: a win never exceeds stake × cashOutAt / 100; the fraction of a minor unit stays.
  const totalWin = isCashedOut ? Math.floor((stakeMinor * cashOutAt) / 100) : 0;
  return { totalWin, crashPoint, cashOutAt, isCashedOut };
}

export const crashEngine: Engine<CrashOutcome> = {
  kind: 'crash',
  rtpBasisPoints: 9700,
  // Cashing out at 2.00×: standard deviation 1.0 stake, so 0.10 pp at 10^6 rounds, × 4.
  rtpToleranceBasisPoints: 40,
  validateInput: validateCrashInput,
  play: playCrash,
};
