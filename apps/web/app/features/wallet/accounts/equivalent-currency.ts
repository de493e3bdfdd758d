import { DEFAULT_EQUIVALENT_CURRENCY, STORAGE_KEYS } from '@croupier/contract/constants';
import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../../lib/browser/storage';

const KEY = STORAGE_KEYS.equivalentCurrency;
/** Same-tab writes do not fire `storage`; this event tells the other hooks of this tab. */
const CHANGE_EVENT = 'croupier:equivalent-currency';

export interface EquivalentCurrency {
  /** The currency equivalents are shown in: the player's choice, else USD (spec section 9). */
  currency: string;
  /** Whether the player chose to show equivalents (set, and not removed since). */
  isChosen: boolean;
  set(currency: string): void;
  remove(): void;
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const readChoice = () => readStorage('local', KEY) || undefined;

/** The equivalent-currency preference of spec section 4, kept in local storage and in sync. */
export function useEquivalentCurrency(): EquivalentCurrency {
  const chosen = useSyncExternalStore(subscribe, readChoice, () => undefined);
  const set = useCallback((currency: string) => {
    writeStorage('local', KEY, currency);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  const remove = useCallback(() => {
    try {
      window.localStorage.removeItem(KEY);
    } catch {
      // Storage disabled: nothing was remembered either.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return {
    currency: chosen ?? DEFAULT_EQUIVALENT_CURRENCY,
    isChosen: chosen !== undefined,
    set,
    remove,
  };
}
