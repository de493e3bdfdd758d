import { useEffect, useState } from 'react';

const cache = new Map<string, Promise<unknown>>();

export type ApiData<T> =
  | { status: 'loading'; data: undefined }
  | { status: 'ready'; data: T }
  | { status: 'error'; data: undefined };

const LOADING = { status: 'loading', data: undefined } as const;

/**
 * Loads reference data once per page (countries, currencies, field definitions) and shares it
 * between the modals that need it; a failed load is forgotten so the next mount retries.
 */
export function useApiData<T>(key: string, load: () => Promise<T>): ApiData<T> {
  const [state, setState] = useState<ApiData<T> & { key?: string }>(LOADING);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what `load` loads.
  useEffect(() => {
    let isCurrent = true;
    let promise = cache.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = load();
      cache.set(key, promise);
      promise.catch(() => cache.delete(key));
    }
    promise.then(
      (data) => isCurrent && setState({ key, status: 'ready', data }),
      () => isCurrent && setState({ key, status: 'error', data: undefined }),
    );
    return () => {
      isCurrent = false;
    };
  }, [key]);
  // Until the new key's data arrives, the previous key's data is not an answer for it.
  return state.key === key ? state : LOADING;
}
