import type { GameRound } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { figuresOf, foldRound, nextCheckAt } from './reality-check';

const OPENED = Date.parse('2026-11-25T20:00:00.000Z');
const round = (
  id: string,
  amount: number,
  winAmount: number,
  at = '2026-11-25T20:01:00.000Z',
): GameRound => ({
  id,
  gameId: 'lucky-star-777',
  gameName: 'Lucky Star 777',
  providerName: 'Aurora Forge',
  currency: 'EUR',
  amount,
  winAmount,
  status: winAmount > 0 ? 2 : 1,
  createdAt: at,
  settledAt: null,
});

describe('reality check figures', () => {
  it('sums the newest totals of each round of this session only', () => {
    let rounds: ReadonlyMap<string, GameRound> = new Map();
    rounds = foldRound(rounds, round('a', 100, 0), OPENED);
    rounds = foldRound(rounds, round('a', 100, 250), OPENED);
    rounds = foldRound(rounds, round('b', 200, 0), OPENED);
    rounds = foldRound(rounds, round('old', 500, 0, '2026-11-25T19:30:00.000Z'), OPENED);
    expect(figuresOf(rounds)).toEqual({ stakedMinor: 300, wonMinor: 250, currency: 'EUR' });
    expect(figuresOf(new Map())).toEqual({ stakedMinor: 0, wonMinor: 0, currency: undefined });
  });

  it('is due every interval of session time after the last check', () => {
    expect(nextCheckAt(OPENED, 15, 0)).toBe(OPENED + 15 * 60_000);
    expect(nextCheckAt(OPENED, 15, 2)).toBe(OPENED + 45 * 60_000);
    expect(nextCheckAt(OPENED, 60, 0)).toBe(OPENED + 3_600_000);
  });
});
