import { RecentlyPlayedView } from '../features/games/lobby/my-games-view';
import { pageMeta, translate } from '../lib/meta';
import type { Route } from './+types/recently-played';

/** `/recently-played`: loaded in the browser (the list needs the player's token). */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'games.recentlyPlayed.metaTitle'));

export default function RecentlyPlayedRoute() {
  return <RecentlyPlayedView />;
}
