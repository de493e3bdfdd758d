import { describe, expect, it } from 'vitest';
import { readFavoriteSnapshot, resolveFavorite, setFavoriteState } from './favorite-store';

describe('favorite store', () => {
  it('answers the state toggled in this tab over the state the API sent', () => {
    const state = setFavoriteState('player-a', 'lucky-sevens', true);
    expect(resolveFavorite(state, 'player-a', 'lucky-sevens', false)).toBe(true);
    expect(resolveFavorite(state, 'player-a', 'other-game', false)).toBe(false);
  });

  it('forgets the previous player toggles when another player signs in', () => {
    setFavoriteState('player-a', 'lucky-sevens', true);
    const state = setFavoriteState('player-b', 'crash-rocket', true);
    expect(resolveFavorite(state, 'player-b', 'lucky-sevens', false)).toBe(false);
    expect(resolveFavorite(readFavoriteSnapshot(), 'player-a', 'lucky-sevens', false)).toBe(false);
  });

  it('never marks a favourite for a guest', () => {
    const state = setFavoriteState('player-a', 'lucky-sevens', true);
    expect(resolveFavorite(state, undefined, 'lucky-sevens', true)).toBe(false);
  });
});
