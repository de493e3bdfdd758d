/**
 * The European single-zero table: which numbers each bet covers and which sets are legal bets.
 * Layout: 0 on top, then 12 rows of three (row k holds 3k+1, 3k+2, 3k+3); column 1 is 1, 4 … 34.
 * Every bet returns 36 / (numbers covered) times its amount when it wins (stake included), so each
 * bet, and any mix of bets, returns 36/37 = 97.30 %.
 */

export const ROULETTE_BET_TYPES = [
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'dozen',
  'column',
  'red',
  'black',
  'even',
  'odd',
  'low',
  'high',
] as const;
export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];

export const ROULETTE_RED_NUMBERS = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
] as const;
/** Numbers in the order they sit on the wheel, clockwise from 0 (for the client's wheel). */
export const ROULETTE_WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const;
/** Amount returned per unit staked on a winning bet, stake included (payout 35:1 → 36). */
export const ROULETTE_RETURNS: Record<RouletteBetType, number> = {
  straight: 36,
  split: 18,
  street: 12,
  corner: 9,
  line: 6,
  dozen: 3,
  column: 3,
  red: 2,
  black: 2,
  even: 2,
  odd: 2,
  low: 2,
  high: 2,
};

export type RouletteColor = 'red' | 'black' | 'green';

export function colorOf(number: number): RouletteColor {
  if (number === 0) return 'green';
  return (ROULETTE_RED_NUMBERS as readonly number[]).includes(number) ? 'red' : 'black';
}

function range(from: number, to: number, step = 1): number[] {
  const numbers: number[] = [];
  for (let n = from; n <= to; n += step) numbers.push(n);
  return numbers;
}

function keyOf(numbers: readonly number[]): string {
  return [...numbers].sort((a, b) => a - b).join(',');
}

/** Every legal inside bet of each type, as sorted number lists keyed by `keyOf`. */
function listInsideBets(): Record<'straight' | 'split' | 'street' | 'corner' | 'line', number[][]> {
  const rows = range(0, 11).map((row) => [3 * row + 1, 3 * row + 2, 3 * row + 3]);
  const split = [
    [0, 1],
    [0, 2],
    [0, 3],
  ];
  for (const n of range(1, 36)) {
    if (n % 3 !== 0) split.push([n, n + 1]);
    if (n <= 33) split.push([n, n + 3]);
  }
  const corner = [[0, 1, 2, 3]];
  for (const n of range(1, 32)) if (n % 3 !== 0) corner.push([n, n + 1, n + 3, n + 4]);
  return {
    straight: range(0, 36).map((n) => [n]),
    split,
    street: [...rows, [0, 1, 2], [0, 2, 3]],
    corner,
    line: range(0, 10).map((row) => [...rows[row], ...rows[row + 1]]),
  };
}

/** Every legal straight, split, street, corner and line bet (for the client's table and tests). */
export const ROULETTE_INSIDE_BETS = listInsideBets();

function listOutsideBets(): [RouletteBetType, number[], number[]][] {
  const all = range(1, 36);
  return [
    ...[1, 2, 3].flatMap((which): [RouletteBetType, number[], number[]][] => [
      ['dozen', [which], range(12 * which - 11, 12 * which)],
      ['column', [which], range(which, 36, 3)],
    ]),
    ['red', [], all.filter((n) => colorOf(n) === 'red')],
    ['black', [], all.filter((n) => colorOf(n) === 'black')],
    ['even', [], all.filter((n) => n % 2 === 0)],
    ['odd', [], all.filter((n) => n % 2 === 1)],
    ['low', [], range(1, 18)],
    ['high', [], range(19, 36)],
  ];
}

/** `type:sorted numbers` of every legal bet → the numbers it covers. */
const LEGAL_BETS = new Map<string, readonly number[]>([
  ...Object.entries(ROULETTE_INSIDE_BETS).flatMap(([type, bets]) =>
    bets.map((numbers): [string, number[]] => [`${type}:${keyOf(numbers)}`, numbers]),
  ),
  ...listOutsideBets().map(([type, named, covered]): [string, number[]] => [
    `${type}:${keyOf(named)}`,
    covered,
  ]),
]);

/**
 * The numbers a bet covers, or null when `numbers` is not a legal bet of `type`. Inside bets name
 * their numbers; dozen and column name which one (1, 2 or 3); even-money bets name nothing.
 */
export function coverNumbers(
  type: RouletteBetType,
  numbers: readonly number[],
): readonly number[] | null {
  return LEGAL_BETS.get(`${type}:${keyOf(numbers)}`) ?? null;
}
