import { describe, expect, it } from 'vitest';
import type { FairInput } from './fairness.ts';
import { type RouletteBet, rouletteEngine } from './roulette.ts';
import {
  colorOf,
  coverNumbers,
  ROULETTE_INSIDE_BETS,
  ROULETTE_RETURNS,
  ROULETTE_WHEEL_ORDER,
} from './roulette-table.ts';

const fair: FairInput = {
  serverSeed: 'croupier-server-seed',
  clientSeed: 'croupier-client-seed',
  nonce: 7,
};
// Nonce 7 of these seeds draws 2 (black, even, low, first dozen, second column).
const DRAWN = 2;

function playBets(bets: RouletteBet[]) {
  const stake = bets.reduce((sum, bet) => sum + bet.amount, 0);
  return rouletteEngine.play(fair, stake, { bets });
}

describe('roulette', () => {
  it('draws the same number for the same seeds and nonce', () => {
    const bets: RouletteBet[] = [{ type: 'red', numbers: [], amount: 10 }];
    expect(rouletteEngine.play(fair, 10, { bets })).toEqual(
      rouletteEngine.play({ ...fair }, 10, { bets }),
    );
    expect(rouletteEngine.play(fair, 10, { bets })).toMatchObject({
      number: DRAWN,
      color: 'black',
    });
  });

  it('pays every bet type its standard return when it covers the number', () => {
    const winners: [RouletteBet['type'], number[], number][] = [
      ['straight', [2], 36],
      ['split', [2, 5], 18],
      ['split', [0, 2], 18],
      ['street', [1, 2, 3], 12],
      ['street', [0, 1, 2], 12],
      ['corner', [1, 2, 4, 5], 9],
      ['corner', [0, 1, 2, 3], 9],
      ['line', [1, 2, 3, 4, 5, 6], 6],
      ['dozen', [1], 3],
      ['column', [2], 3],
      ['black', [], 2],
      ['even', [], 2],
      ['low', [], 2],
    ];
    for (const [type, numbers, returned] of winners) {
      const outcome = playBets([{ type, numbers, amount: 7 }]);
      expect(outcome.winningBets, `${type} ${numbers}`).toEqual([
        { index: 0, amount: 7 * returned },
      ]);
      expect(outcome.totalWin).toBe(7 * returned);
    }
  });

  it('loses the bets that do not cover the number', () => {
    const losers: RouletteBet[] = [
      { type: 'straight', numbers: [3], amount: 1 },
      { type: 'split', numbers: [3, 6], amount: 1 },
      { type: 'street', numbers: [4, 5, 6], amount: 1 },
      { type: 'corner', numbers: [5, 6, 8, 9], amount: 1 },
      { type: 'line', numbers: [4, 5, 6, 7, 8, 9], amount: 1 },
      { type: 'dozen', numbers: [2], amount: 1 },
      { type: 'column', numbers: [1], amount: 1 },
      { type: 'red', numbers: [], amount: 1 },
      { type: 'odd', numbers: [], amount: 1 },
      { type: 'high', numbers: [], amount: 1 },
    ];
    const outcome = playBets([...losers, { type: 'straight', numbers: [2], amount: 1 }]);
    expect(outcome.winningBets).toEqual([{ index: losers.length, amount: 36 }]);
  });

  it('covers the dozens, columns and even-money sets of the real table', () => {
    expect(coverNumbers('dozen', [3])).toEqual([25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36]);
    expect(coverNumbers('column', [1])).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    for (const type of ['red', 'black', 'even', 'odd', 'low', 'high'] as const) {
      expect(coverNumbers(type, [])).toHaveLength(18);
      expect(coverNumbers(type, [])).not.toContain(0);
    }
    expect(coverNumbers('low', [])).toContain(18);
    expect(coverNumbers('high', [])).toContain(19);
  });

  it('returns 36 units over the 37 numbers for every one of the legal bets', () => {
    const outside: [RouletteBet['type'], number[]][] = [
      ...[1, 2, 3].flatMap((n): [RouletteBet['type'], number[]][] => [
        ['dozen', [n]],
        ['column', [n]],
      ]),
      ...(['red', 'black', 'even', 'odd', 'low', 'high'] as const).map(
        (type): [RouletteBet['type'], number[]] => [type, []],
      ),
    ];
    const inside = Object.entries(ROULETTE_INSIDE_BETS).flatMap(([type, list]) =>
      list.map((numbers): [RouletteBet['type'], number[]] => [
        type as RouletteBet['type'],
        numbers,
      ]),
    );
    expect(inside).toHaveLength(37 + 60 + 14 + 23 + 11);
    for (const [type, numbers] of [...inside, ...outside]) {
      const covered = coverNumbers(type, numbers) ?? [];
      let returned = 0;
      for (let n = 0; n <= 36; n += 1) if (covered.includes(n)) returned += ROULETTE_RETURNS[type];
      expect(returned, `${type} ${numbers}`).toBe(36);
    }
  });

  it('colours the numbers as on the wheel', () => {
    expect([0, 1, 2, 10, 11, 19, 28, 36].map(colorOf)).toEqual([
      'green',
      'red',
      'black',
      'black',
      'black',
      'red',
      'black',
      'red',
    ]);
    expect(new Set(ROULETTE_WHEEL_ORDER).size).toBe(37);
    // On the wheel red and black alternate after the zero.
    ROULETTE_WHEEL_ORDER.slice(1, -1).forEach((n, i) => {
      expect(colorOf(n)).not.toBe(colorOf(ROULETTE_WHEEL_ORDER[i + 2]));
    });
  });

  it('refuses numbers that are not adjacent on the table', () => {
    const illegal: [RouletteBet['type'], number[]][] = [
      ['straight', [37]],
      ['split', [3, 4]],
      ['split', [1, 5]],
      ['split', [0, 4]],
      ['split', [2, 2]],
      ['street', [2, 3, 4]],
      ['corner', [3, 4, 6, 7]],
      ['corner', [1, 2, 3, 4]],
      ['line', [4, 5, 6, 10, 11, 12]],
      ['dozen', [4]],
      ['column', []],
      ['red', [1]],
    ];
    for (const [type, numbers] of illegal) {
      expect(
        rouletteEngine.validateInput({ bets: [{ type, numbers, amount: 5 }] }, 5),
        `${type} ${numbers}`,
      ).toMatch(/not a legal/);
    }
    expect(
      rouletteEngine.validateInput({ bets: [{ type: 'split', numbers: [4, 1], amount: 5 }] }, 5),
    ).toBeNull();
  });

  it('refuses bad amounts, unknown types, stake mismatches and too many bets', () => {
    const bet = (amount: unknown, type: unknown = 'red') => ({ type, numbers: [], amount });
    expect(rouletteEngine.validateInput({ bets: [bet(0)] }, 0)).toMatch(/amount/);
    expect(rouletteEngine.validateInput({ bets: [bet(1.5)] }, 1.5)).toMatch(/amount/);
    expect(rouletteEngine.validateInput({ bets: [bet('5')] }, 5)).toMatch(/amount/);
    expect(rouletteEngine.validateInput({ bets: [bet(5, 'basket')] }, 5)).toMatch(
      /unknown bet type/,
    );
    expect(rouletteEngine.validateInput({ bets: [bet(5)] }, 6)).toMatch(/sum of the bets/);
    expect(rouletteEngine.validateInput({ bets: [] }, 0)).toMatch(/at least one/);
    expect(rouletteEngine.validateInput({}, 5)).toMatch(/bets/);
    expect(
      rouletteEngine.validateInput({ bets: Array.from({ length: 51 }, () => bet(1)) }, 51),
    ).toMatch(/at most 50/);
    expect(
      rouletteEngine.validateInput({ bets: Array.from({ length: 50 }, () => bet(1)) }, 50),
    ).toBeNull();
    expect(() => rouletteEngine.play(fair, 6, { bets: [bet(5)] })).toThrow(RangeError);
  });
});
