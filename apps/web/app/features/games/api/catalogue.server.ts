import type { GamesQuery } from '@croupier/contract';
import { COOKIE_NAMES } from '@croupier/contract/constants';
import type { RouterContextProvider } from 'react-router';
import { ApiError, callApi } from '~/lib/api.server';
import { findCookieValue, parseStoredSession } from '~/lib/session/stored-session';
import { toQueryRecord } from './games-query';

type Context = Readonly<RouterContextProvider>;

/**
 * The player's bearer token from the session cookie, so server-rendered tiles show their
 * favourite hearts; a guest (or a refused token, below) gets the guest catalogue.
 */
export function readPlayerToken(request: Request): string | undefined {
  const cookie = findCookieValue(request.headers.get('cookie') ?? '', COOKIE_NAMES.session);
  return parseStoredSession(cookie)?.token;
}

export async function loadCollections(context: Context, locale: string) {
  return (await callApi(context, 'gameCollections', { locale })).data;
}

export async function loadProviders(context: Context, locale: string) {
  return (await callApi(context, 'gameProviders', { locale })).data;
}

export async function loadProvider(context: Context, id: string, locale: string) {
  return (await callApi(context, 'gameProvider', { locale, params: { id } })).data;
}

/** One page of games; an expired token falls back to the guest answer rather than failing. */
export async function loadGames(
  context: Context,
  query: GamesQuery,
  locale: string,
  token?: string,
) {
  const call = (bearer?: string) =>
    callApi(context, 'games', { locale, token: bearer, query: toQueryRecord(query) });
  try {
    const { data, meta } = await call(token);
    return { games: data, total: meta.total, page: meta.page };
  } catch (error) {
    if (!token || !(error instanceof ApiError) || error.status !== 401) throw error;
    const { data, meta } = await call();
    return { games: data, total: meta.total, page: meta.page };
  }
}

/** The signed-in player's recently played games (an expired token: none, as for a guest). */
export async function loadPlayedGames(context: Context, locale: string, token: string) {
  try {
    return (await callApi(context, 'playedGames', { locale, token })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return undefined;
    throw error;
  }
}

export async function loadWinners(context: Context, locale: string) {
  return (await callApi(context, 'winners', { locale })).data;
}

/**
 * Runs a loader part that the page can live without (the winners ticker, a row); its failure
 * renders the page without it instead of the error page.
 */
export async function loadOptional<T>(load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError) return fallback;
    throw error;
  }
}
