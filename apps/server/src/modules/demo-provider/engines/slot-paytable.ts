/**
 * The maths of the video slot: symbols, paytable, 20 fixed paylines and one reel strip per reel.
 * Exported whole so the game client and the verification page show exactly what the engine pays.
 * The theoretical RTP follows from these tables alone (see slot-math.ts).
 */

export const SLOT_WILD = 'wild';
export const SLOT_SCATTER = 'scatter';
/** Line-paying symbols, highest first. */
export const SLOT_PAY_SYMBOLS = [
  'wild',
  'crown',
  'seven',
  'bell',
  'bar',
  'grape',
  'plum',
  'lemon',
  'cherry',
] as const;
export type SlotPaySymbol = (typeof SLOT_PAY_SYMBOLS)[number];
export const SLOT_SYMBOLS = [...SLOT_PAY_SYMBOLS, SLOT_SCATTER] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** Pays in line bets for 3, 4 and 5 of a kind from the leftmost reel. */
export const SLOT_LINE_PAYS: Record<SlotPaySymbol, readonly [number, number, number]> = {
  wild: [50, 250, 2500],
  crown: [40, 150, 1000],
  seven: [30, 100, 400],
  bell: [20, 75, 250],
  bar: [15, 50, 150],
  grape: [8, 25, 100],
  plum: [5, 20, 75],
  lemon: [4, 15, 60],
  cherry: [2, 10, 50],
};

/** Scatters anywhere: pay in total bets and free spins awarded, for 3, 4 and 5 scatters. */
export const SLOT_SCATTER_PAYS = [2, 10, 50] as const;
export const SLOT_FREE_SPINS_AWARDED = [10, 15, 20] as const;
/** Every win of a free spin is multiplied by this; the reels stay the same. */
export const SLOT_FREE_SPIN_MULTIPLIER = 3;
/** Free spins of one round, first award and retriggers together, never exceed this. */
export const SLOT_MAX_FREE_SPINS = 50;
export const SLOT_LINE_COUNT = 20;

/** Row (0 top, 1 middle, 2 bottom) read on each reel by paylines 1 to 20. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

function readStrip(text: string): readonly SlotSymbol[] {
  return text.trim().split(/\s+/) as SlotSymbol[];
}

/**
 * One strip per reel, read downwards and wrapping round. Scatters sit at least three stops apart so
 * a reel never shows two (the scatter count is then a sum of independent per-reel chances).
 */
export const SLOT_REEL_STRIPS: readonly (readonly SlotSymbol[])[] = [
  readStrip(
    'plum wild seven cherry bar lemon grape bell crown plum cherry seven lemon bar grape scatter plum cherry bell lemon grape seven crown plum bar cherry lemon bell grape',
  ),
  readStrip(
    'grape plum cherry wild seven bar lemon grape cherry bell crown plum seven lemon cherry grape bar wild bell scatter cherry lemon plum grape seven crown bar cherry lemon bell',
  ),
  readStrip(
    'bell grape plum cherry seven wild lemon grape cherry bar plum crown grape lemon seven bell cherry plum grape wild cherry lemon scatter seven bar grape plum crown cherry lemon',
  ),
  readStrip(
    'lemon bell grape plum cherry seven bar lemon wild grape plum lemon cherry bar crown seven bell grape lemon plum cherry bar wild lemon grape seven plum scatter cherry bar crown',
  ),
  readStrip(
    'scatter crown lemon bell grape plum cherry bar seven lemon grape plum bell cherry bar crown lemon wild seven grape plum cherry bar bell lemon grape plum seven cherry bar',
  ),
];
