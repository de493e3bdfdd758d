import type { ShouldRevalidateFunction } from 'react-router';
import { loadProvidersPage } from '../features/games/lobby/load-providers.server';
import { ProvidersView } from '../features/games/lobby/providers-view';
import { pageMeta, translate } from '../lib/meta';
import { resolvePageLocale } from '../lib/page-locale.server';
import type { Route } from './+types/providers';

/**
 * `/providers`: the spec lists only this path, so one provider's view lives on it as
 * `/providers?provider={identity}` (logo, description and its games) rather than a new route.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = await resolvePageLocale(context, params.locale);
  return loadProvidersPage(context, request, locale);
}

/** Only another provider needs the loader; sort and modals change the query string alone. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  const provider = (url: URL) => url.searchParams.get('provider');
  const isSameView =
    currentUrl.pathname === nextUrl.pathname && provider(currentUrl) === provider(nextUrl);
  return isSameView && currentUrl.search !== nextUrl.search && !formMethod
    ? false
    : defaultShouldRevalidate;
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.view?.provider.name ?? translate(matches, 'games.providers.metaTitle'));

export default function ProvidersRoute({ loaderData }: Route.ComponentProps) {
  return <ProvidersView {...loaderData} />;
}
