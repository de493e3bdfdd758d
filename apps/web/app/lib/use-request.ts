import { useCallback, useEffect, useRef, useState } from 'react';

export type RequestState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * Loads what `key` names and loads again whenever the key changes (another account, another
 * region) or `reload` is called; an answer for an earlier key never overwrites a later one.
 * A key of undefined waits (nothing to ask yet). Shared by features that load in the browser.
 * `served` is what the server rendered with, under its key: the first state when the keys match,
 * and then not asked for again until the key changes or `reload` is called.
 */
export function useRequest<T>(
  key: string | undefined,
  load: () => Promise<T>,
  served?: { key: string; data: T },
) {
  const [state, setState] = useState<RequestState<T> & { key?: string }>(() =>
    served && served.key === key
      ? { key, status: 'ready', data: served.data, error: undefined }
      : LOADING,
  );
  const [round, setRound] = useState(0);
  const servedKey = useRef(state.key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what `load` loads.
  useEffect(() => {
    if (key === undefined) return;
    if (key === servedKey.current && round === 0) return;
    servedKey.current = undefined;
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
