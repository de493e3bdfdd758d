import type { FairInput } from './fairness.ts';

export type GameKind = 'slot' | 'roulette' | 'crash';

/**
 * A provably fair game. `validateInput` returns why a stake and input are refused (English, for the
 * log and the 422) or null; `play` draws the outcome from the fair input alone, so the same seeds
 * and nonce always give the same outcome. Outcomes are plain JSON, wins integer minor units.
 */
export type Engine<TOutcome extends { totalWin: number } = { totalWin: number }> = {
  kind: GameKind;
  /** Declared return to player: 9600 = 96.00 %. */
  rtpBasisPoints: number;
  /** How far a 10^6-round simulation may stray from the declared RTP (about 3 standard errors). */
  rtpToleranceBasisPoints: number;
  validateInput(input: unknown, stakeMinor: number): string | null;
  /** Throws a RangeError on input that validateInput refuses. */
  play(fair: FairInput, stakeMinor: number, input: unknown): TOutcome;
};

/**
 * The largest stake any engine accepts: its biggest possible win (slot: 20 lines × 2500 × 3 over
 * 50 free spins, under 4 × 10^5 stakes) stays a safe integer.
 */
export const MAX_STAKE_MINOR = 10_000_000_000;

export function validateStake(stakeMinor: number, minimumMinor = 1): string | null {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < minimumMinor) {
    return `stake must be an integer of at least ${minimumMinor} minor units`;
  }
  if (stakeMinor > MAX_STAKE_MINOR) return `stake must not exceed ${MAX_STAKE_MINOR} minor units`;
  return null;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function assertValid(reason: string | null): void {
  if (reason !== null) throw new RangeError(reason);
}
