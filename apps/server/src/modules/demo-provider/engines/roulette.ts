import { type Engine, isPlainObject, validateStake } from './engine-types.ts';
import { createRandomStream, type FairInput } from './fairness.ts';
import {
  colorOf,
  coverNumbers,
  ROULETTE_BET_TYPES,
  ROULETTE_RETURNS,
  type RouletteBetType,
  type RouletteColor,
} from './roulette-table.ts';

/**
 * European roulette: one number 0–36 drawn uniformly (rejection sampling, no modulo bias). The
 * stake is the sum of the bets' amounts; a winning bet returns amount × 36 / (numbers covered),
 * always an integer, so no rounding happens.
 */
export type RouletteBet = { type: RouletteBetType; numbers: number[]; amount: number };
export type RouletteInput = { bets: RouletteBet[] };
export type RouletteOutcome = {
  totalWin: number;
  number: number;
  color: RouletteColor;
  /** `index` into the input's bets; `amount` returned for it, stake included. */
  winningBets: { index: number; amount: number }[];
};

export const ROULETTE_MAX_BETS = 50;

/** The numbers each bet covers, or why the input is refused. */
function resolveBets(input: unknown, stakeMinor: number): (readonly number[])[] | string {
  if (!isPlainObject(input) || !Array.isArray(input.bets)) return 'input must be { bets: [...] }';
  const { bets } = input;
  if (bets.length === 0) return 'place at least one bet';
  if (bets.length > ROULETTE_MAX_BETS) return `at most ${ROULETTE_MAX_BETS} bets per round`;
  const covered: (readonly number[])[] = [];
  let total = 0;
  for (const bet of bets) {
    if (!isPlainObject(bet)) return 'each bet must be an object';
    const { type, numbers, amount } = bet;
    if (typeof type !== 'string' || !(ROULETTE_BET_TYPES as readonly string[]).includes(type)) {
      return `unknown bet type ${String(type)}`;
    }
    if (!Array.isArray(numbers) || !numbers.every((n) => Number.isInteger(n))) {
      return 'numbers must be a list of integers';
    }
    if (!Number.isSafeInteger(amount) || (amount as number) < 1) {
      return 'amount must be a positive integer of minor units';
    }
    const cover = coverNumbers(type as RouletteBetType, numbers);
    if (!cover) return `numbers ${numbers.join(',') || '(none)'} are not a legal ${type} bet`;
    covered.push(cover);
    total += amount as number;
  }
  if (total !== stakeMinor) return 'stake must equal the sum of the bets';
  return validateStake(stakeMinor) ?? covered;
}

function validateRouletteInput(input: unknown, stakeMinor: number): string | null {
  const resolved = resolveBets(input, stakeMinor);
  return typeof resolved === 'string' ? resolved : null;
}

function playRoulette(fair: FairInput, stakeMinor: number, input: unknown): RouletteOutcome {
  const covered = resolveBets(input, stakeMinor);
  if (typeof covered === 'string') throw new RangeError(covered);
  const { bets } = input as RouletteInput;
  const number = createRandomStream(fair).nextInt(37);
  const winningBets: RouletteOutcome['winningBets'] = [];
  bets.forEach((bet, index) => {
    if (covered[index].includes(number)) {
      winningBets.push({ index, amount: bet.amount * ROULETTE_RETURNS[bet.type] });
    }
  });
  const totalWin = winningBets.reduce((sum, win) => sum + win.amount, 0);
  return { totalWin, number, color: colorOf(number), winningBets };
}

/**
 * 36/37 = 97.297 % for every bet (proved by enumeration in roulette.test.ts). The tolerance fits
 * the RTP test's straight-up-heavy mix: standard error 0.27 pp at 10^6 rounds, × 3.
 */
export const rouletteEngine: Engine<RouletteOutcome> = {
  kind: 'roulette',
  rtpBasisPoints: 9730,
  rtpToleranceBasisPoints: 90,
  validateInput: validateRouletteInput,
  play: playRoulette,
};
