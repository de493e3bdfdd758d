import { describe, expect, it } from 'vitest';
import {
  readFavoriteSnapshot,
  readServerFavoriteSnapshot,
  resolveFavorite,
  setFavoriteState,
} from './favorite-store';

describe('favorite store', () => {
  // First: the module's state is the tab's. React compares the two snapshots by identity after the
  // hydration, and a difference re-renders every tile's heart at once.
  it('reads what the server rendered from until a favourite changes', () => {
    expect(readFavoriteSnapshot()).toBe(readServerFavoriteSnapshot());
    setFavoriteState('player-a', 'lucky-sevens', true);
    expect(readFavoriteSnapshot()).not.toBe(readServerFavoriteSnapshot());
  });

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
