import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { TournamentList } from '../features/backoffice/tournament-list';
import type { Route } from './+types/backoffice-tournaments';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.retention.tournamentsMetaTitle');

export default function BackofficeTournaments() {
  return <TournamentList />;
}
