import { describe, expect, it } from 'vitest';
import type { FairInput } from './fairness.ts';
import { slotEngine } from './slot.ts';
import {
  countScatters,
  evaluateLineSymbols,
  evaluatePaylines,
  type SlotWindow,
} from './slot-lines.ts';
import { computeSlotReturn } from './slot-math.ts';
import {
  SLOT_LINE_PAYS,
  SLOT_PAYLINES,
  SLOT_REEL_STRIPS,
  SLOT_SYMBOLS,
  type SlotSymbol,
} from './slot-paytable.ts';

const fair: FairInput = {
  serverSeed: 'croupier-server-seed',
  clientSeed: 'croupier-client-seed',
  nonce: 7,
};

/** A window whose every cell is `filler`, then the given cells set: [reel, row, symbol]. */
function windowWith(filler: SlotSymbol, cells: [number, number, SlotSymbol][] = []): SlotWindow {
  const window = Array.from({ length: 5 }, () => [filler, filler, filler]);
  for (const [reel, row, symbol] of cells) window[reel][row] = symbol;
  return window;
}

describe('slot paylines', () => {
  it('pays 3, 4 and 5 of a kind from the leftmost reel only', () => {
    expect(evaluateLineSymbols(['bell', 'bell', 'bell', 'plum', 'bell'])).toEqual({
      symbol: 'bell',
      count: 3,
      multiplier: SLOT_LINE_PAYS.bell[0],
    });
    expect(evaluateLineSymbols(['bar', 'bar', 'bar', 'bar', 'cherry'])?.count).toBe(4);
    expect(evaluateLineSymbols(['crown', 'crown', 'crown', 'crown', 'crown'])?.multiplier).toBe(
      1000,
    );
    expect(evaluateLineSymbols(['plum', 'bell', 'bell', 'bell', 'bell'])).toBeNull();
    expect(evaluateLineSymbols(['bell', 'bell', 'plum', 'bell', 'bell'])).toBeNull();
  });

  it('lets a wild complete a line of another symbol', () => {
    expect(evaluateLineSymbols(['seven', 'wild', 'seven', 'wild', 'lemon'])).toEqual({
      symbol: 'seven',
      count: 4,
      multiplier: SLOT_LINE_PAYS.seven[1],
    });
    expect(evaluateLineSymbols(['wild', 'cherry', 'cherry', 'bar', 'bar'])?.symbol).toBe('cherry');
  });

  it('pays leading wilds on their own when that beats the symbol they complete', () => {
    // 3 wilds (50) beat 4 cherries (10); 2 wilds complete 5 crowns (1000).
    expect(evaluateLineSymbols(['wild', 'wild', 'wild', 'cherry', 'plum'])).toEqual({
      symbol: 'wild',
      count: 3,
      multiplier: 50,
    });
    expect(evaluateLineSymbols(['wild', 'wild', 'crown', 'crown', 'wild'])?.multiplier).toBe(1000);
    expect(evaluateLineSymbols(['wild', 'wild', 'wild', 'wild', 'wild'])?.multiplier).toBe(2500);
  });

  it('never lets a wild stand for the scatter', () => {
    expect(evaluateLineSymbols(['scatter', 'scatter', 'scatter', 'wild', 'wild'])).toBeNull();
    expect(evaluateLineSymbols(['wild', 'wild', 'scatter', 'scatter', 'scatter'])).toBeNull();
  });

  it('reads the 20 fixed lines across the window', () => {
    expect(SLOT_PAYLINES).toHaveLength(20);
    expect(new Set(SLOT_PAYLINES.map((rows) => rows.join(''))).size).toBe(20);
    // Bells in a V (top, middle, bottom, middle, top) sit on line 4 and no other line pays.
    const vShape: SlotWindow = [
      ['bell', 'plum', 'lemon'],
      ['grape', 'bell', 'cherry'],
      ['lemon', 'plum', 'bell'],
      ['cherry', 'bell', 'grape'],
      ['bell', 'lemon', 'plum'],
    ];
    expect(evaluatePaylines(vShape)).toEqual([
      { line: 4, symbol: 'bell', count: 5, multiplier: SLOT_LINE_PAYS.bell[2] },
    ]);
  });

  it('counts scatters anywhere on the window', () => {
    const window = windowWith('plum', [
      [0, 2, 'scatter'],
      [2, 0, 'scatter'],
      [4, 1, 'scatter'],
    ]);
    expect(countScatters(window)).toBe(3);
    expect(evaluatePaylines(window).every((pay) => pay.symbol === 'plum')).toBe(true);
  });
});

describe('slot engine', () => {
  it('shows only known symbols on strips that keep scatters three stops apart', () => {
    for (const strip of SLOT_REEL_STRIPS) {
      for (const symbol of strip) expect(SLOT_SYMBOLS).toContain(symbol);
      const stops = strip.flatMap((symbol, stop) => (symbol === 'scatter' ? [stop] : []));
      for (const stop of stops) {
        for (const other of stops) {
          const distance = Math.abs(stop - other);
          if (other !== stop)
            expect(Math.min(distance, strip.length - distance)).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });

  it('plays the same outcome for the same seeds and nonce', () => {
    expect(slotEngine.play(fair, 1000, {})).toEqual(slotEngine.play({ ...fair }, 1000, {}));
  });

  it('adds line wins in line bets of the stake and makes the total their sum', () => {
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const outcome = slotEngine.play({ ...fair, nonce }, 1000, {});
      expect(outcome.reels).toHaveLength(5);
      for (const reel of outcome.reels) expect(reel).toHaveLength(3);
      const expected = evaluatePaylines(outcome.reels).map((pay) => pay.multiplier * 50);
      expect(outcome.lineWins.map((win) => win.amount)).toEqual(expected);
      const freeSpinsWin = outcome.freeSpins?.totalWin ?? 0;
      const lineSum = outcome.lineWins.reduce((sum, win) => sum + win.amount, 0);
      expect(outcome.totalWin).toBe(lineSum + outcome.scatterWin + freeSpinsWin);
    }
  });

  it('awards 10 free spins for 3 scatters and triples their wins', () => {
    // Nonce 17 of these seeds lands 3 scatters (found by playing the nonces in order).
    const outcome = slotEngine.play({ ...fair, nonce: 17 }, 1000, {});
    expect(outcome.scatters).toBe(3);
    expect(outcome.scatterWin).toBe(2000);
    expect(outcome.freeSpins?.awarded).toBe(10);
    expect(outcome.freeSpins?.multiplier).toBe(3);
    const spins = outcome.freeSpins?.spins ?? [];
    expect(spins.length).toBe(10 + spins.reduce((sum, spin) => sum + spin.awarded, 0));
    for (const spin of spins) {
      const tripled = evaluatePaylines(spin.reels).map((pay) => pay.multiplier * 150);
      expect(spin.lineWins.map((win) => win.amount)).toEqual(tripled);
    }
    expect(outcome.freeSpins?.totalWin).toBe(spins.reduce((sum, spin) => sum + spin.win, 0));
  });

  it('floors each pay when the stake is not a multiple of 20 minor units', () => {
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const outcome = slotEngine.play({ ...fair, nonce }, 30, {});
      for (const win of outcome.lineWins) {
        const pays = evaluatePaylines(outcome.reels).find((pay) => pay.line === win.line)!;
        expect(win.amount).toBe(Math.floor((30 * pays.multiplier) / 20));
      }
    }
  });

  it('refuses input other than an empty object and stakes under 20 minor units', () => {
    expect(slotEngine.validateInput({}, 20)).toBeNull();
    expect(slotEngine.validateInput({ lines: 10 }, 100)).toMatch(/empty object/);
    expect(slotEngine.validateInput(null, 100)).toMatch(/empty object/);
    expect(slotEngine.validateInput({}, 19)).toMatch(/stake/);
    expect(slotEngine.validateInput({}, 20.5)).toMatch(/stake/);
    expect(() => slotEngine.play(fair, 0, {})).toThrow(RangeError);
  });

  it('declares the exact RTP of its tables, rounded to a basis point', () => {
    const { rtp, triggerChance } = computeSlotReturn();
    expect(Math.round(rtp * 10_000)).toBe(slotEngine.rtpBasisPoints);
    expect(1 / triggerChance).toBeGreaterThan(80);
    expect(1 / triggerChance).toBeLessThan(200);
  });
});
