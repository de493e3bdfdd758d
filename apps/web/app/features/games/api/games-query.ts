import type { GamesQuery } from '@croupier/contract';

/** Sort orders of the games list (the contract's GAME_SORTS, kept local: no contract barrel in the browser). */
export const GAME_SORT_OPTIONS = ['popular', 'new', 'name'] as const;
export type GameSort = (typeof GAME_SORT_OPTIONS)[number];

/** Games per page of a grid: whole rows at 2, 3, 4, 6 and 8 columns. */
export const GAMES_PER_PAGE = 24;
/** Games per lobby row. */
export const GAMES_PER_ROW = 12;
/** The API refuses longer search texts (gamesQuerySchema: max 64). */
export const SEARCH_MAX_LENGTH = 64;

const IDENTITY = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** What a catalogue page reads from its URL: `?search=`, `?provider=`, `?sort=`. */
export interface CatalogueFilters {
  search: string;
  provider: string | undefined;
  sort: GameSort;
}

/**
 * The filters of a page's query string, cleaned so the API never answers 422 to a hand-edited
 * URL: an unknown sort falls back to popular, a malformed provider is dropped.
 */
export function readCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  const search = (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const provider = params.get('provider')?.toLowerCase();
  const sort = params.get('sort');
  return {
    search,
    provider: provider && IDENTITY.test(provider) ? provider : undefined,
    sort: GAME_SORT_OPTIONS.includes(sort as GameSort) ? (sort as GameSort) : 'popular',
  };
}

/** The games query of a page of a collection (or of the whole catalogue) under filters. */
export function buildGamesQuery(
  filters: Partial<CatalogueFilters> & { collection?: string },
  page = 1,
  perPage = GAMES_PER_PAGE,
): GamesQuery {
  const query: GamesQuery = { page, perPage, sort: filters.sort ?? 'popular' };
  if (filters.collection) query.collection = filters.collection;
  if (filters.provider) query.provider = filters.provider;
  const search = filters.search?.trim();
  if (search) query.search = search.slice(0, SEARCH_MAX_LENGTH);
  return query;
}

/** A games query as the string record `callApi` / `requestApi` send. */
export function toQueryRecord(query: GamesQuery): Record<string, string | undefined> {
  const record: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') record[key] = String(value);
  }
  return record;
}

/**
 * The query string after filters changed: empty values (and the default sort) are removed, and
 * any change drops the page position so the list starts again from the top.
 */
export function withFilters(
  search: string,
  changes: Partial<Record<keyof CatalogueFilters, string | undefined>>,
) {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || (key === 'sort' && value === 'popular'))
      params.delete(key);
    else params.set(key, value);
  }
  params.delete('page');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether another page exists after `loadedCount` games of `total`. */
export function hasMoreGames(loadedCount: number, total: number) {
  return loadedCount < total;
}

/** Names a list of games independently of its page, so a server-rendered first page is reused. */
export function gamesQueryKey(query: GamesQuery) {
  const { page: _page, ...rest } = query;
  const record = toQueryRecord(rest);
  return Object.keys(record)
    .sort()
    .map((key) => `${key}=${record[key]}`)
    .join('&');
}

/** Appends a page of games, skipping any already listed (the list can shift between pages). */
export function appendGames<T extends { id: string }>(listed: readonly T[], next: readonly T[]) {
  const seen = new Set(listed.map((game) => game.id));
  return [...listed, ...next.filter((game) => !seen.has(game.id))];
}
