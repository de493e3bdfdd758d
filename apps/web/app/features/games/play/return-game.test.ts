import { describe, expect, it } from 'vitest';
import {
  forgetReturnGame,
  gameIdOfPath,
  type KeyValueStore,
  readReturnGame,
  rememberReturnGame,
} from './return-game';

function createStore(initial: Record<string, string> = {}): KeyValueStore & {
  values: Map<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    values,
    read: (key) => values.get(key),
    write: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

describe('return-game memory', () => {
  it('saves the opened game under the returnGame key', () => {
    const store = createStore();
    expect(rememberReturnGame('/games/book-of-embers', store)).toBe(true);
    expect(store.values.get('returnGame')).toBe('/games/book-of-embers');
    expect(readReturnGame(store)).toBe('/games/book-of-embers');
  });

  it('replaces the earlier game with the one opened last', () => {
    const store = createStore({ returnGame: '/games/first' });
    rememberReturnGame('/de/games/second', store);
    expect(readReturnGame(store)).toBe('/de/games/second');
  });

  it('saves nothing while the memory is disabled', () => {
    const store = createStore({ returnGame: 'disabled' });
    expect(rememberReturnGame('/games/book-of-embers', store)).toBe(false);
    expect(store.values.get('returnGame')).toBe('disabled');
    expect(readReturnGame(store)).toBeUndefined();
  });

  it('forgets the game when the player closes it', () => {
    const store = createStore({ returnGame: '/games/book-of-embers' });
    forgetReturnGame(store);
    expect(store.values.has('returnGame')).toBe(false);
    expect(readReturnGame(store)).toBeUndefined();
  });

  it('keeps a disabled memory disabled when a game is closed', () => {
    const store = createStore({ returnGame: 'disabled' });
    forgetReturnGame(store);
    expect(store.values.get('returnGame')).toBe('disabled');
  });

  it('never offers or saves a path to another origin', () => {
    const store = createStore({ returnGame: '//evil.test/games/x' });
    expect(readReturnGame(store)).toBeUndefined();
    expect(rememberReturnGame('https://evil.test/games/x', store)).toBe(false);
    expect(rememberReturnGame('/\\evil.test', store)).toBe(false);
  });
});

describe('gameIdOfPath', () => {
  it('reads the game id with or without a locale prefix', () => {
    expect(gameIdOfPath('/games/book-of-embers')).toBe('book-of-embers');
    expect(gameIdOfPath('/pt-br/games/crash-rocket')).toBe('crash-rocket');
    expect(gameIdOfPath('/games/roulette?mode=real')).toBe('roulette');
  });

  it('answers undefined for paths that are not a game page', () => {
    expect(gameIdOfPath('/profile/history')).toBeUndefined();
    expect(gameIdOfPath('/games/')).toBeUndefined();
  });
});
