import type { RouterContextProvider } from 'react-router';
import { loadOr404 } from '~/lib/api.server';
import { loadGames, loadProvider, loadProviders, readPlayerToken } from '../api/catalogue.server';
import { buildGamesQuery, gamesQueryKey, readCatalogueFilters } from '../api/games-query';

/**
 * `/providers`: every provider; with `?provider=` one provider's view (logo, description, games).
 * An unknown provider is the 404 page.
 */
export async function loadProvidersPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  locale: string,
) {
  const filters = readCatalogueFilters(new URL(request.url).searchParams);
  const providers = await loadProviders(context, locale);
  if (!filters.provider) return { providers, view: undefined };
  const identity = filters.provider;
  const query = buildGamesQuery({ provider: identity, sort: filters.sort });
  const [provider, page] = await Promise.all([
    loadOr404(() => loadProvider(context, identity, locale)),
    loadGames(context, query, locale, readPlayerToken(request)),
  ]);
  return { providers, view: { provider, initial: { key: gamesQueryKey(query), page } } };
}

export type ProvidersPageData = Awaited<ReturnType<typeof loadProvidersPage>>;
