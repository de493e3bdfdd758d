import type { ResponseOf } from '@croupier/contract';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { errorMessageOf } from '../../lib/session/api-error';
import { useToasts } from '../../lib/toasts';
import {
  type BackofficeRouteName,
  BackofficeRoutesContext,
  type OperatorRequestOptions,
  requestOperatorApi,
  requestOperatorFile,
} from './operator-api';

/** requestOperatorApi in the page's language, so refusals come back translated. */
export function useOperatorApi() {
  const { locale, routes } = useOperatorRequestContext();
  return useCallback(
    <N extends BackofficeRouteName>(name: N, options: OperatorRequestOptions<N> = {}) =>
      requestOperatorApi(routes, name, { locale, ...options }),
    [routes, locale],
  );
}

/** requestOperatorFile in the page's language: an endpoint's bytes (a document for the viewer). */
export function useOperatorFile() {
  const { locale, routes } = useOperatorRequestContext();
  return useCallback(
    <N extends BackofficeRouteName>(name: N, options: OperatorRequestOptions<N> = {}) =>
      requestOperatorFile(routes, name, { locale, ...options }),
    [routes, locale],
  );
}

function useOperatorRequestContext() {
  const { locale } = useTranslation();
  const routes = useContext(BackofficeRoutesContext);
  if (!routes) throw new Error('The operator API needs the back office layout above it');
  return { locale, routes };
}

export interface OperatorQuery<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  reload(): void;
}

/**
 * Loads one back-office endpoint in the browser (the token is in the tab's storage, so the server
 * cannot render the data) and again whenever `key` changes or `reload` is called.
 */
export function useOperatorQuery<N extends BackofficeRouteName>(
  name: N,
  options: OperatorRequestOptions<N> | null,
): OperatorQuery<ResponseOf<N>> {
  const call = useOperatorApi();
  const [state, setState] = useState<{ data?: ResponseOf<N>; error?: unknown; isLoading: boolean }>(
    { isLoading: options !== null },
  );
  const [version, setVersion] = useState(0);
  const latest = useRef(options);
  latest.current = options;
  const key = options === null ? null : JSON.stringify(options);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are compared by their JSON key.
  useEffect(() => {
    if (key === null || !latest.current) return;
    let isCurrent = true;
    setState((before) => ({ ...before, isLoading: true }));
    call(name, latest.current).then(
      (data) => isCurrent && setState({ data, isLoading: false }),
      (error: unknown) =>
        isCurrent && setState((before) => ({ ...before, error, isLoading: false })),
    );
    return () => {
      isCurrent = false;
    };
  }, [call, name, key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data: state.data, error: state.error, isLoading: state.isLoading, reload };
}

/**
 * An action that applies at once (a switch, a button in a row): busy while it runs, its outcome
 * as a toast, the title `action` answers on success or the API's refusal.
 */
export function useOperatorAction() {
  const { t } = useTranslation();
  const { show } = useToasts();
  const [isBusy, setIsBusy] = useState(false);
  const run = async (action: () => Promise<string>) => {
    setIsBusy(true);
    try {
      show({ type: 'success', title: await action() });
    } catch (error) {
      show({ type: 'error', title: errorMessageOf(error, t('backoffice.common.failed')) });
    } finally {
      setIsBusy(false);
    }
  };
  return { isBusy, run };
}
