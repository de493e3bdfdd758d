import type { GameRound } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import {
  applyRoundEvent,
  countPages,
  isGameRound,
  multiplierOf,
  ROUNDS_PER_PAGE,
  toRoundsQuery,
} from './rounds';

function round(id: string, overrides: Partial<GameRound> = {}): GameRound {
  return {
    id,
    gameId: 'book-of-embers',
    gameName: 'Book of Embers',
    providerName: 'Croupier Originals',
    currency: 'EUR',
    amount: 100,
    winAmount: 0,
    status: 1,
    createdAt: '2026-11-22T16:00:00.000Z',
    settledAt: null,
    ...overrides,
  };
}

describe('toRoundsQuery', () => {
  it('sends isSettled only when the filter narrows the list', () => {
    expect(toRoundsQuery(2)).toEqual({ page: 2, perPage: ROUNDS_PER_PAGE, isSettled: undefined });
    expect(toRoundsQuery(1, 'settled').isSettled).toBe('1');
    expect(toRoundsQuery(1, 'unsettled').isSettled).toBe('0');
  });
});

describe('countPages', () => {
  it('rounds up and never answers fewer than one page', () => {
    expect(countPages(0)).toBe(1);
    expect(countPages(ROUNDS_PER_PAGE)).toBe(1);
    expect(countPages(ROUNDS_PER_PAGE + 1)).toBe(2);
  });
});

describe('applyRoundEvent', () => {
  const page = { rounds: [round('b'), round('a')], total: 2 };

  it('prepends a new round on the first page and counts it', () => {
    const next = applyRoundEvent(page, round('c'), { page: 1 });
    expect(next.rounds.map((item) => item.id)).toEqual(['c', 'b', 'a']);
    expect(next.total).toBe(3);
  });

  it('leaves later pages alone when a new round arrives', () => {
    expect(applyRoundEvent(page, round('c'), { page: 2 })).toBe(page);
  });

  it('replaces a listed round by id when it is settled', () => {
    const settled = round('a', { status: 2, winAmount: 250 });
    const next = applyRoundEvent(page, settled, { page: 3 });
    expect(next.rounds).toEqual([round('b'), settled]);
    expect(next.total).toBe(2);
  });

  it('drops a round from the unsettled filter once it settles', () => {
    const next = applyRoundEvent(page, round('a', { status: 3 }), {
      page: 1,
      filter: 'unsettled',
    });
    expect(next.rounds.map((item) => item.id)).toEqual(['b']);
    expect(next.total).toBe(1);
  });

  it('does not prepend an open round to the settled filter', () => {
    expect(applyRoundEvent(page, round('c'), { page: 1, filter: 'settled' })).toBe(page);
  });

  it('keeps the first page at its size', () => {
    const full = {
      rounds: Array.from({ length: ROUNDS_PER_PAGE }, (_, index) => round(`r${index}`)),
      total: 40,
    };
    const next = applyRoundEvent(full, round('new'), { page: 1 });
    expect(next.rounds).toHaveLength(ROUNDS_PER_PAGE);
    expect(next.rounds[0]?.id).toBe('new');
  });
});

describe('multiplierOf', () => {
  it('divides the win by the stake to two decimals', () => {
    expect(multiplierOf({ amount: 200, winAmount: 500 })).toBe(2.5);
    expect(multiplierOf({ amount: 300, winAmount: 100 })).toBe(0.33);
    expect(multiplierOf({ amount: 100, winAmount: 0 })).toBe(0);
  });

  it('has no multiplier without a stake', () => {
    expect(multiplierOf({ amount: 0, winAmount: 100 })).toBeUndefined();
  });
});

describe('isGameRound', () => {
  it('tells rounds from the bet alerts sharing the channel', () => {
    expect(isGameRound(round('a'))).toBe(true);
    expect(isGameRound({ event: 'game.bet.restricted' })).toBe(false);
    expect(isGameRound(null)).toBe(false);
  });
});
