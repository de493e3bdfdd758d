import { assertValid, type Engine, isPlainObject, validateStake } from './engine-types.ts';
import { createRandomStream, type FairInput, type RandomStream } from './fairness.ts';
import { countScatters, evaluatePaylines, readWindow, type SlotWindow } from './slot-lines.ts';
import {
  SLOT_FREE_SPIN_MULTIPLIER,
  SLOT_FREE_SPINS_AWARDED,
  SLOT_LINE_COUNT,
  SLOT_MAX_FREE_SPINS,
  SLOT_REEL_STRIPS,
  SLOT_SCATTER_PAYS,
  type SlotPaySymbol,
} from './slot-paytable.ts';

/**
 * A 5×3 video slot on 20 fixed lines. The stake is the total bet; the line bet is stake / 20.
 * Money: each pay (a line, or the scatter pay) is floor(stake × multiplier / 20) or
 * floor(stake × multiplier) on its own, so a stake that is not a multiple of 20 minor units loses
 * the fraction of a minor unit of each pay to the house and a win never exceeds its exact value.
 * Free spins play out inside the same round with every win tripled.
 */
export type SlotLineWin = { line: number; symbol: SlotPaySymbol; count: number; amount: number };
export type SlotSpin = {
  reels: SlotWindow;
  lineWins: SlotLineWin[];
  scatters: number;
  scatterWin: number;
  /** Free spins this spin awarded (after the cap). */
  awarded: number;
  win: number;
};
export type SlotOutcome = {
  totalWin: number;
  reels: SlotWindow;
  lineWins: SlotLineWin[];
  scatters: number;
  scatterWin: number;
  freeSpins?: {
    /** The first award; retriggers add spins, so `spins.length` is the number played. */
    awarded: number;
    multiplier: number;
    spins: SlotSpin[];
    totalWin: number;
  };
};

/** Minimum stake: one minor unit per line. */
const MIN_STAKE_MINOR = SLOT_LINE_COUNT;

function awardFreeSpins(scatters: number): number {
  return scatters < 3 ? 0 : SLOT_FREE_SPINS_AWARDED[Math.min(scatters, 5) - 3];
}

function spinReels(
  stream: RandomStream,
  stakeMinor: number,
  multiplier: number,
): Omit<SlotSpin, 'awarded'> {
  const stops = SLOT_REEL_STRIPS.map((strip) => stream.nextInt(strip.length));
  const reels = readWindow(SLOT_REEL_STRIPS, stops);
  const lineWins = evaluatePaylines(reels).map(({ line, symbol, count, multiplier: pays }) => ({
    line,
    symbol,
    count,
    amount: Math.floor((stakeMinor * pays * multiplier) / SLOT_LINE_COUNT),
  }));
  const scatters = countScatters(reels);
  const scatterPays = scatters < 3 ? 0 : SLOT_SCATTER_PAYS[Math.min(scatters, 5) - 3];
  const scatterWin = stakeMinor * scatterPays * multiplier;
  const win = lineWins.reduce((sum, lineWin) => sum + lineWin.amount, scatterWin);
  return { reels, lineWins, scatters, scatterWin, win };
}

function playFreeSpins(stream: RandomStream, stakeMinor: number, awarded: number) {
  const spins: SlotSpin[] = [];
  let total = awarded;
  let left = awarded;
  while (left > 0) {
    left -= 1;
    const spin = spinReels(stream, stakeMinor, SLOT_FREE_SPIN_MULTIPLIER);
    const extra = Math.min(awardFreeSpins(spin.scatters), SLOT_MAX_FREE_SPINS - total);
    total += extra;
    left += extra;
    spins.push({ ...spin, awarded: extra });
  }
  const totalWin = spins.reduce((sum, spin) => sum + spin.win, 0);
  return { awarded, multiplier: SLOT_FREE_SPIN_MULTIPLIER, spins, totalWin };
}

function validateSlotInput(input: unknown, stakeMinor: number): string | null {
  if (!isPlainObject(input) || Object.keys(input).length > 0) {
    return 'slot input must be an empty object';
  }
  return validateStake(stakeMinor, MIN_STAKE_MINOR);
}

function playSlot(fair: FairInput, stakeMinor: number, input: unknown): SlotOutcome {
  assertValid(validateSlotInput(input, stakeMinor));
  const stream = createRandomStream(fair);
  const base = spinReels(stream, stakeMinor, 1);
  const outcome: SlotOutcome = {
    totalWin: base.win,
    reels: base.reels,
    lineWins: base.lineWins,
    scatters: base.scatters,
    scatterWin: base.scatterWin,
  };
  const awarded = Math.min(awardFreeSpins(base.scatters), SLOT_MAX_FREE_SPINS);
  if (awarded > 0) {
    outcome.freeSpins = playFreeSpins(stream, stakeMinor, awarded);
    outcome.totalWin += outcome.freeSpins.totalWin;
  }
  return outcome;
}

/** 96.02 %: the exact return of the tables (slot-math.ts), rounded to a basis point. */
export const slotEngine: Engine<SlotOutcome> = {
  kind: 'slot',
  rtpBasisPoints: 9602,
  // A round's win has a standard deviation of about 3.9 stakes: 10^6 rounds → 0.40 pp, × 3.
  rtpToleranceBasisPoints: 130,
  validateInput: validateSlotInput,
  play: playSlot,
};
