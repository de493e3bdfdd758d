import { evaluateLineSymbols } from './slot-lines.ts';
import {
  SLOT_FREE_SPIN_MULTIPLIER,
  SLOT_FREE_SPINS_AWARDED,
  SLOT_MAX_FREE_SPINS,
  SLOT_REEL_STRIPS,
  SLOT_SCATTER,
  SLOT_SCATTER_PAYS,
  type SlotSymbol,
} from './slot-paytable.ts';

/**
 * The exact theoretical return of the slot, in total bets, computed from the tables (no sampling).
 * - Lines: every payline reads one cell per reel, and with a uniform stop each cell shows a symbol
 *   with its strip frequency, independently across reels. So each line's expected pay is the sum
 *   over all 10^5 symbol combinations, and 20 lines at stake/20 each return that same number.
 * - Scatters: the count on each reel is tallied over all its stops, then convolved across reels.
 * - Free spins: a dynamic programme over (spins left, spins awarded so far) applies the cap.
 */
export type SlotReturn = {
  lineReturn: number;
  scatterReturn: number;
  freeSpinsReturn: number;
  rtp: number;
  /** Chance that a paid spin triggers free spins. */
  triggerChance: number;
};

type Strips = readonly (readonly SlotSymbol[])[];

function tallySymbols(strip: readonly SlotSymbol[]): [SlotSymbol, number][] {
  const counts = new Map<SlotSymbol, number>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return [...counts].map(([symbol, count]) => [symbol, count / strip.length]);
}

export function computeLineReturn(strips: Strips): number {
  const reels = strips.map(tallySymbols);
  const symbols: SlotSymbol[] = [];
  function visit(reel: number, chance: number): number {
    if (reel === reels.length) return chance * (evaluateLineSymbols(symbols)?.multiplier ?? 0);
    let sum = 0;
    for (const [symbol, share] of reels[reel]) {
      symbols[reel] = symbol;
      sum += visit(reel + 1, chance * share);
    }
    return sum;
  }
  return visit(0, 1);
}

/** chances[k]: probability of k scatters in the window. */
export function computeScatterChances(strips: Strips): number[] {
  let chances = [1];
  for (const strip of strips) {
    const reel = [0, 0, 0, 0];
    for (let stop = 0; stop < strip.length; stop += 1) {
      let count = 0;
      for (let row = 0; row < 3; row += 1) {
        if (strip[(stop + row) % strip.length] === SLOT_SCATTER) count += 1;
      }
      reel[count] += 1 / strip.length;
    }
    const next = new Array<number>(chances.length + 3).fill(0);
    chances.forEach((chance, have) => {
      reel.forEach((share, add) => {
        next[have + add] += chance * share;
      });
    });
    chances = next;
  }
  return chances;
}

function awardFor(scatters: number, table: readonly number[]): number {
  return scatters < 3 ? 0 : table[Math.min(scatters, 5) - 3];
}

function computeFreeSpinsValue(chances: number[], spinValue: number, firstAward: number): number {
  const memo = new Map<number, number>();
  function value(left: number, awarded: number): number {
    if (left === 0) return 0;
    const key = left * 1000 + awarded;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let sum = spinValue;
    chances.forEach((chance, scatters) => {
      const extra = Math.min(
        awardFor(scatters, SLOT_FREE_SPINS_AWARDED),
        SLOT_MAX_FREE_SPINS - awarded,
      );
      sum += chance * value(left - 1 + extra, awarded + extra);
    });
    memo.set(key, sum);
    return sum;
  }
  return value(firstAward, firstAward);
}

export function computeSlotReturn(strips: Strips = SLOT_REEL_STRIPS): SlotReturn {
  const lineReturn = computeLineReturn(strips);
  const chances = computeScatterChances(strips);
  const scatterReturn = chances.reduce((sum, c, k) => sum + c * awardFor(k, SLOT_SCATTER_PAYS), 0);
  const freeSpinValue = SLOT_FREE_SPIN_MULTIPLIER * (lineReturn + scatterReturn);
  let freeSpinsReturn = 0;
  let triggerChance = 0;
  chances.forEach((chance, scatters) => {
    const award = awardFor(scatters, SLOT_FREE_SPINS_AWARDED);
    if (award === 0) return;
    triggerChance += chance;
    freeSpinsReturn += chance * computeFreeSpinsValue(chances, freeSpinValue, award);
  });
  const rtp = lineReturn + scatterReturn + freeSpinsReturn;
  return { lineReturn, scatterReturn, freeSpinsReturn, rtp, triggerChance };
}
