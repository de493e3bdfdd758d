import type { BodyOf, ErrorBody, ResponseOf } from '@croupier/contract';
import { ERRORS, type ErrorName } from '@croupier/contract/error-codes';
import { API_ROUTES, type ApiRouteName } from '@croupier/contract/routes';
import { useCallback } from 'react';
import { useRootData } from '../root-data';
import { getAccessToken, loseSession } from './session-store';

/** An API error in the browser: HTTP status, the body's code and message, and 422 field errors. */
export class ClientApiError extends Error {
  override name = 'ClientApiError';
  readonly status: number;
  readonly code: number | undefined;
  readonly fields: Record<string, string[]>;
  constructor(status: number, body: ErrorBody | undefined) {
    super(body?.error.message ?? `API answered ${status}`);
    this.status = status;
    this.code = body?.error.code;
    this.fields = body?.error.fields ?? {};
  }

  /** Whether the body carries the named error code (`otpLimit`, …). */
  is(name: ErrorName): boolean {
    return this.code === ERRORS[name].code;
  }
}

export interface RequestOptions<N extends ApiRouteName> {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: BodyOf<N>;
  locale?: string;
}

/**
 * Calls the API from the browser. Authenticated endpoints get a fresh bearer token (no cookies
 * are sent); their 401 or 403 ends the session, which sends the player to sign in.
 */
export async function requestApi<N extends ApiRouteName>(
  name: N,
  options: RequestOptions<N> = {},
): Promise<ResponseOf<N>> {
  const endpoint = API_ROUTES[name];
  const isAuthenticated = 'isAuthenticated' in endpoint && endpoint.isAuthenticated;
  const headers: Record<string, string> = {};
  if (options.locale) headers['accept-language'] = options.locale;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (isAuthenticated) {
    const token = await getAccessToken();
    if (!token) {
      loseSession();
      throw new ClientApiError(401, undefined);
    }
    headers.authorization = `Bearer ${token}`;
  } else if ('acceptsPlayer' in endpoint && endpoint.acceptsPlayer) {
    const token = await getAccessToken();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  const response = await fetch(buildUrl(endpoint.path, options), {
    method: endpoint.method,
    credentials: 'omit',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isAuthenticated && (response.status === 401 || response.status === 403)) loseSession();
    throw new ClientApiError(response.status, json as ErrorBody | undefined);
  }
  return json as ResponseOf<N>;
}

function buildUrl(path: string, options: RequestOptions<ApiRouteName>) {
  const filled = path.replace(/:(\w+)/g, (_m, key: string) =>
    encodeURIComponent(options.params?.[key] ?? ''),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  return query.size ? `${filled}?${query}` : filled;
}

/** requestApi bound to the page's locale, so the API answers in the player's language. */
export function useApi() {
  const locale = useRootData()?.locale;
  return useCallback(
    <N extends ApiRouteName>(name: N, options: RequestOptions<N> = {}) =>
      requestApi(name, { locale, ...options }),
    [locale],
  );
}
