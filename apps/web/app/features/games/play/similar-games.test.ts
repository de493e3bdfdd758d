import type { Game } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { pickSimilarGames, SIMILAR_COUNT } from './similar-games';

const game = (id: string) => ({ id }) as Game;

describe('pickSimilarGames', () => {
  it('leaves out the game itself and games met twice, keeping the order', () => {
    const picked = pickSimilarGames('b', [game('a'), game('b'), game('c'), game('a'), game('d')]);
    expect(picked.map((item) => item.id)).toEqual(['a', 'c', 'd']);
  });

  it('stops at the number of tiles the page shows', () => {
    const candidates = Array.from({ length: 30 }, (_, index) => game(`g${index}`));
    expect(pickSimilarGames('x', candidates)).toHaveLength(SIMILAR_COUNT);
  });
});
