import { HomeContent } from '../features/content/home-content';
import { loadHome } from '../features/content/load-home.server';
import { GameLobby } from '../features/games/lobby/game-lobby';
import { loadLobby } from '../features/games/lobby/load-lobby.server';
import { shouldRevalidateOnPath } from '../features/games/lobby/revalidate';
import { pageMeta, translate } from '../lib/meta';
import { resolvePageLocale } from '../lib/page-locale.server';
import type { Route } from './+types/home';

/** `/` and `/main` (and `/{locale}/main`): the lobby: the hero, the games, then the welcome offers. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = await resolvePageLocale(context, params.locale);
  const [home, lobby] = await Promise.all([
    loadHome(context, locale),
    loadLobby(context, request, locale),
  ]);
  return { home, lobby };
}

export const shouldRevalidate = shouldRevalidateOnPath;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    translate(matches, 'pages.home.metaTitle'),
    translate(matches, 'pages.home.metaDescription'),
  );

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HomeContent {...loaderData.home}>
      <GameLobby {...loaderData.lobby} />
    </HomeContent>
  );
}
