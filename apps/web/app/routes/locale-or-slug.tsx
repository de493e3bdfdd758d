import { HomeContent } from '../features/content/home-content';
import { loadHome } from '../features/content/load-home.server';
import { StaticPageView } from '../features/content/static-page-view';
import { GameLobby } from '../features/games/lobby/game-lobby';
import { loadLobby } from '../features/games/lobby/load-lobby.server';
import { shouldRevalidateOnPath } from '../features/games/lobby/revalidate';
import { ApiError, callApi } from '../lib/api.server';
import { pageMeta, translate } from '../lib/meta';
import { redirectOr404 } from '../lib/redirects.server';
import type { Route } from './+types/locale-or-slug';

/**
 * `/{segment}`: the home page of a locale (`/de`), or else the catch-all content page by slug
 * (`/about-us`), or the 404 page. Redirects configured for the path win over both.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const segment = params.locale;
  const { data: locales } = await callApi(context, 'locales');
  const locale = locales.find(
    (l) => !l.isDefault && l.code.toLowerCase() === segment.toLowerCase(),
  );
  if (locale) {
    const [home, lobby] = await Promise.all([
      loadHome(context, locale.code),
      loadLobby(context, request, locale.code),
    ]);
    return { kind: 'home' as const, home, lobby };
  }
  const defaultLocale = locales.find((l) => l.isDefault)?.code ?? 'en';
  try {
    const page = await callApi(context, 'staticPage', {
      params: { pageIdentity: segment.toLowerCase() },
      locale: defaultLocale,
    });
    return { kind: 'page' as const, page: page.data };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      throw await redirectOr404(context, new URL(request.url).pathname);
    }
    throw error;
  }
}

export const shouldRevalidate = shouldRevalidateOnPath;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.kind === 'page'
    ? pageMeta(loaderData.page.title, loaderData.page.description)
    : pageMeta(
        translate(matches, 'pages.home.metaTitle'),
        translate(matches, 'pages.home.metaDescription'),
      );

export default function LocaleOrSlug({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === 'home' ? (
    <HomeContent {...loaderData.home}>
      <GameLobby {...loaderData.lobby} />
    </HomeContent>
  ) : (
    <StaticPageView page={loaderData.page} />
  );
}
