import type { BodyOf, ErrorBody, ResponseOf } from '@croupier/contract';
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
}

export interface RequestOptions<N extends ApiRouteName> {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: BodyOf<N>;
  locale?: string;
}

/**
 * Calls the API from the browser. Authenticated endpoints get a fresh bearer token (no cookies
 * are sent); their 401, or a 403 that shuts the account (blocked, self-excluded), ends the
 * session, which sends the player to sign in. Other 403s (a deposit limit, a limited profile)
 * refuse one action.
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
    if (isAuthenticated && endsSession(response.status, json as ErrorBody | undefined)) {
      loseSession();
    }
    throw new ClientApiError(response.status, json as ErrorBody | undefined);
  }
  return json as ResponseOf<N>;
}

/**
 * The session is over on a 401, or on a 403 about the account itself (10xxx–11xxx: blocked,
 * self-excluded) rather than about one action (13xxx payments and limits, 14xxx games).
 */
export function endsSession(status: number, body: ErrorBody | undefined) {
  return status === 401 || (status === 403 && Number(body?.error?.code) < 13_000);
}

/** The path with its `:params` filled and the query appended. */
export function buildUrl(
  path: string,
  options: Pick<RequestOptions<ApiRouteName>, 'params' | 'query'>,
) {
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
