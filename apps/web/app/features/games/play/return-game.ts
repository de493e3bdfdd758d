import { STORAGE_KEYS } from '@croupier/contract/constants';
import { readStorage, removeStorage, writeStorage } from '../../../lib/browser/storage';

/**
 * Return-game memory (spec sections 4 and 9): the path of the real-money game the player last
 * opened, kept in session storage under `returnGame` so that a deposit made elsewhere can offer
 * the way back. The value `disabled` switches the memory off for the tab: nothing is saved over
 * it and nothing is offered.
 */
export const RETURN_GAME_DISABLED = 'disabled';
const KEY = STORAGE_KEYS.returnGame;

/** The storage the memory lives in; session storage in the browser, a map in tests. */
export interface KeyValueStore {
  read(key: string): string | undefined;
  write(key: string, value: string): void;
  remove(key: string): void;
}

export const sessionStore: KeyValueStore = {
  read: (key) => readStorage('session', key),
  write: (key, value) => writeStorage('session', key, value),
  remove: (key) => removeStorage('session', key),
};

/** A path of this site (`/games/x`, `/de/games/x`), never another origin (`//evil.test`). */
function isSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value);
}

/** Saves the game's path unless the memory is disabled; answers whether it was saved. */
export function rememberReturnGame(path: string, store: KeyValueStore = sessionStore): boolean {
  if (!isSitePath(path) || store.read(KEY) === RETURN_GAME_DISABLED) return false;
  store.write(KEY, path);
  return true;
}

/** Forgets the game the player closed; a disabled memory stays disabled. */
export function forgetReturnGame(store: KeyValueStore = sessionStore): void {
  if (store.read(KEY) === RETURN_GAME_DISABLED) return;
  store.remove(KEY);
}

/** The path to offer after a deposit: undefined when none, disabled, or not a site path. */
export function readReturnGame(store: KeyValueStore = sessionStore): string | undefined {
  const value = store.read(KEY);
  if (!value || value === RETURN_GAME_DISABLED || !isSitePath(value)) return undefined;
  return value;
}

/** The game id of a stored path, with or without a locale prefix (`/de/games/x` → `x`). */
export function gameIdOfPath(path: string): string | undefined {
  return /^(?:\/[a-z]{2}(?:-[a-z]{2})?)?\/games\/([a-z0-9][a-z0-9-]*)\/?$/i.exec(
    path.split(/[?#]/)[0] ?? '',
  )?.[1];
}
