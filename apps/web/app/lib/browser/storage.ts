/** Storage access that survives private modes and disabled storage (reads give undefined). */
export function readStorage(storage: 'local' | 'session', key: string) {
  try {
    return (
      (storage === 'local' ? window.localStorage : window.sessionStorage).getItem(key) ?? undefined
    );
  } catch {
    return undefined;
  }
}

export function writeStorage(storage: 'local' | 'session', key: string, value: string) {
  try {
    (storage === 'local' ? window.localStorage : window.sessionStorage).setItem(key, value);
  } catch {
    // Storage full or disabled: the preference simply is not remembered.
  }
}

export function removeStorage(storage: 'local' | 'session', key: string) {
  try {
    (storage === 'local' ? window.localStorage : window.sessionStorage).removeItem(key);
  } catch {
    // Storage disabled: there is nothing stored to remove.
  }
}
