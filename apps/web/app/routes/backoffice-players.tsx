import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { PlayerSearch } from '../features/backoffice/player-search';
import type { Route } from './+types/backoffice-players';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.players.metaTitle');

export default function BackofficePlayers() {
  return <PlayerSearch />;
}
