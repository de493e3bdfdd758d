import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { GameCatalogue } from '../features/backoffice/game-catalogue';
import type { Route } from './+types/backoffice-games';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.games.metaTitle');

export default function BackofficeGames() {
  return <GameCatalogue />;
}
