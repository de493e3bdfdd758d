import { data, type RouterContextProvider } from 'react-router';
import {
  loadCollections,
  loadGames,
  loadProviders,
  readPlayerToken,
} from '../api/catalogue.server';
import { buildGamesQuery, gamesQueryKey, readCatalogueFilters } from '../api/games-query';

/**
 * A collection's page: the collection (404 when unknown), the others for the tabs, providers for
 * the filter, and the first page of games under the URL's filters.
 */
export async function loadCategory(
  context: Readonly<RouterContextProvider>,
  request: Request,
  identity: string,
  locale: string,
) {
  const [collections, providers] = await Promise.all([
    loadCollections(context, locale),
    loadProviders(context, locale),
  ]);
  const collection = collections.find((c) => c.identity === identity.toLowerCase());
  if (!collection) throw data(null, { status: 404 });
  const filters = readCatalogueFilters(new URL(request.url).searchParams);
  const query = buildGamesQuery({ ...filters, collection: collection.id });
  const page = await loadGames(context, query, locale, readPlayerToken(request));
  return { collection, collections, providers, initial: { key: gamesQueryKey(query), page } };
}

export type CategoryData = Awaited<ReturnType<typeof loadCategory>>;

/** `/categories`: the first collection's path, or undefined when there is none. */
export async function findFirstCategory(context: Readonly<RouterContextProvider>, locale: string) {
  const collections = await loadCollections(context, locale);
  return collections[0]?.identity;
}
