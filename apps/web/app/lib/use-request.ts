import { useCallback, useEffect, useState } from 'react';

export type RequestState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * Loads what `key` names and loads again whenever the key changes (another account, another
 * region) or `reload` is called; an answer for an earlier key never overwrites a later one.
 * A key of undefined waits (nothing to ask yet). Shared by features that load in the browser.
 */
export function useRequest<T>(key: string | undefined, load: () => Promise<T>) {
  const [state, setState] = useState<RequestState<T> & { key?: string }>(LOADING);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what `load` loads.
  useEffect(() => {
    if (key === undefined) return;
    let isCurrent = true;
    setState({ ...LOADING, key });
    load().then(
      (data) => isCurrent && setState({ key, status: 'ready', data, error: undefined }),
      (error: unknown) => isCurrent && setState({ key, status: 'error', data: undefined, error }),
    );
    return () => {
      isCurrent = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const current: RequestState<T> = state.key === key ? state : LOADING;
  return { ...current, reload };
}
