import type { ShouldRevalidateFunction } from 'react-router';
import { readPlayerToken } from '../features/games/api/catalogue.server';
import { GamePage } from '../features/games/play/game-page';
import { loadGamePage } from '../features/games/play/load-game-page.server';
import { pageMeta } from '../lib/meta';
import { resolvePageLocale } from '../lib/page-locale.server';
import type { Route } from './+types/game';

/** `/games/{id}`: one game to play for real or in demo, its facts and similar games. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = await resolvePageLocale(context, params.locale);
  return loadGamePage(context, params.id, locale, readPlayerToken(request));
}

/**
 * Query changes on this page are the real/demo switch and modals mirrored in the URL (sign-in,
 * wallet): the game's data stays the same, and reloading it would only cost a round trip.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  const isQueryOnly =
    currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return isQueryOnly ? false : defaultShouldRevalidate;
};

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.game.name, loaderData?.game.description);

export default function GameRoute({ loaderData }: Route.ComponentProps) {
  const { game, facts, similar } = loaderData;
  return <GamePage key={game.id} game={game} facts={facts} similar={similar} />;
}
