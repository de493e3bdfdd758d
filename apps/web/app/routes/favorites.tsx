import { FavoritesView } from '../features/games/lobby/my-games-view';
import { pageMeta, translate } from '../lib/meta';
import type { Route } from './+types/favorites';

/** `/favorites`: loaded in the browser (the list needs the player's token). */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'games.favorites.metaTitle'));

export default function FavoritesRoute() {
  return <FavoritesView />;
}
