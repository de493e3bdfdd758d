import {
  SLOT_LINE_PAYS,
  SLOT_PAYLINES,
  SLOT_SCATTER,
  SLOT_WILD,
  type SlotPaySymbol,
  type SlotSymbol,
} from './slot-paytable.ts';

/** reels[reel][row]: 5 reels of 3 symbols, top to bottom. */
export type SlotWindow = SlotSymbol[][];
/** A line win before money: `multiplier` is in line bets. `line` is 1-based. */
export type LinePay = { line: number; symbol: SlotPaySymbol; count: number; multiplier: number };

const MIN_RUN = 3;

function payOf(symbol: SlotPaySymbol, count: number): number {
  return count < MIN_RUN ? 0 : SLOT_LINE_PAYS[symbol][count - MIN_RUN];
}

const FIRST_ROWS = [0, 0, 0, 0, 0] as const;

/**
 * The pay of the line reading `rows` (one row per reel) left to right. A wild stands for any
 * symbol but the scatter; a line that starts with wilds pays the better of the wilds alone and the
 * symbol they complete. Reads the window in place: it runs 20 times a spin.
 */
export function evaluateLine(
  window: SlotWindow,
  rows: readonly number[],
): { symbol: SlotPaySymbol; count: number; multiplier: number } | null {
  const reels = window.length;
  let wildRun = 0;
  while (wildRun < reels && window[wildRun][rows[wildRun]] === SLOT_WILD) wildRun += 1;
  const wildPay = payOf(SLOT_WILD, wildRun);

  let targetPay = 0;
  let targetRun = wildRun;
  const target = wildRun < reels ? window[wildRun][rows[wildRun]] : SLOT_SCATTER;
  if (target !== SLOT_SCATTER) {
    while (targetRun < reels) {
      const symbol = window[targetRun][rows[targetRun]];
      if (symbol !== target && symbol !== SLOT_WILD) break;
      targetRun += 1;
    }
    targetPay = payOf(target as SlotPaySymbol, targetRun);
  }

  if (targetPay === 0 && wildPay === 0) return null;
  if (targetPay > wildPay) {
    return { symbol: target as SlotPaySymbol, count: targetRun, multiplier: targetPay };
  }
  return { symbol: SLOT_WILD, count: wildRun, multiplier: wildPay };
}

/** The pay of five symbols in a row (the paytable's view of one line). */
export function evaluateLineSymbols(symbols: readonly SlotSymbol[]) {
  return evaluateLine(
    symbols.map((symbol) => [symbol]),
    FIRST_ROWS,
  );
}

/** Every paying line of a window, in line order. */
export function evaluatePaylines(window: SlotWindow): LinePay[] {
  const pays: LinePay[] = [];
  for (let index = 0; index < SLOT_PAYLINES.length; index += 1) {
    const pay = evaluateLine(window, SLOT_PAYLINES[index]);
    if (pay) {
      pays.push({
        line: index + 1,
        symbol: pay.symbol,
        count: pay.count,
        multiplier: pay.multiplier,
      });
    }
  }
  return pays;
}

export function countScatters(window: SlotWindow): number {
  let count = 0;
  for (const reel of window) for (const symbol of reel) if (symbol === SLOT_SCATTER) count += 1;
  return count;
}

/** The three symbols of each reel shown from the given stops (wrapping round the strip). */
export function readWindow(
  strips: readonly (readonly SlotSymbol[])[],
  stops: number[],
): SlotWindow {
  return strips.map((strip, reel) =>
    [0, 1, 2].map((row) => strip[(stops[reel] + row) % strip.length]),
  );
}
