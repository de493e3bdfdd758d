import { useEffect, useState } from 'react';

export type AsyncData<T> =
  | { status: 'loading'; data: undefined }
  | { status: 'ready'; data: T }
  | { status: 'error'; data: undefined };

const LOADING = { status: 'loading', data: undefined } as const;

/**
 * Loads data in the browser for a key (skipped while the key is null) and answers the state of
 * that key only: data of a previous key is never shown as the answer for a new one.
 */
export function useAsyncData<T>(key: string | null, load: () => Promise<T>) {
  const [state, setState] = useState<AsyncData<T> & { key?: string }>(LOADING);
  const [reloads, setReloads] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what `load` loads.
  useEffect(() => {
    if (key === null) return;
    let isCurrent = true;
    load().then(
      (data) => isCurrent && setState({ key, status: 'ready', data }),
      () => isCurrent && setState({ key, status: 'error', data: undefined }),
    );
    return () => {
      isCurrent = false;
    };
  }, [key, reloads]);
  const current: AsyncData<T> = state.key === key ? state : LOADING;
  return { ...current, reload: () => setReloads((count) => count + 1) };
}
