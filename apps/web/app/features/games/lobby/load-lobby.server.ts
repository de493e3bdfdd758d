import type { RouterContextProvider } from 'react-router';
import {
  loadCollections,
  loadGames,
  loadOptional,
  loadPlayedGames,
  loadProviders,
  loadWinners,
  readPlayerToken,
} from '../api/catalogue.server';
import {
  buildGamesQuery,
  GAMES_PER_ROW,
  gamesQueryKey,
  readCatalogueFilters,
} from '../api/games-query';
import type { InitialGames } from '../api/use-paged-games';

/** Rows rendered on the server; the rest load in the browser as they scroll near. */
export const SERVER_ROWS = 3;

/**
 * The lobby's games part: collections, providers and recent wins, the first rows, and the
 * results of `?search=` / `?provider=` when the page opens filtered. The catalogue failing
 * (the games service down) leaves the promotions above it on screen.
 */
export async function loadLobby(
  context: Readonly<RouterContextProvider>,
  request: Request,
  locale: string,
) {
  const token = readPlayerToken(request);
  const filters = readCatalogueFilters(new URL(request.url).searchParams);
  const isFiltered = Boolean(filters.search || filters.provider);
  const [collections, providers, winners] = await Promise.all([
    loadOptional(() => loadCollections(context, locale), []),
    loadOptional(() => loadProviders(context, locale), []),
    loadOptional(() => loadWinners(context, locale), []),
  ]);
  const firstRows = isFiltered
    ? []
    : collections.filter((c) => c.gamesCount > 0).slice(0, SERVER_ROWS);
  const [rows, results, played] = await Promise.all([
    Promise.all(
      firstRows.map(async (collection) => {
        const query = buildGamesQuery({ collection: collection.id }, 1, GAMES_PER_ROW);
        const page = await loadOptional(() => loadGames(context, query, locale, token), undefined);
        return { collectionId: collection.id, page };
      }),
    ),
    isFiltered ? loadResults(context, filters, locale, token) : undefined,
    // Rendered with the page: a row arriving after it pushed the rows below it down.
    token && !isFiltered
      ? loadOptional(() => loadPlayedGames(context, locale, token), undefined)
      : undefined,
  ]);
  return { collections, providers, winners, rows, results, played };
}

async function loadResults(
  context: Readonly<RouterContextProvider>,
  filters: ReturnType<typeof readCatalogueFilters>,
  locale: string,
  token: string | undefined,
): Promise<InitialGames | undefined> {
  const query = buildGamesQuery(filters);
  const page = await loadOptional(() => loadGames(context, query, locale, token), undefined);
  return page && { key: gamesQueryKey(query), page };
}

export type LobbyData = Awaited<ReturnType<typeof loadLobby>>;
