import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { PlayerDetail } from '../features/backoffice/player-detail';
import type { Route } from './+types/backoffice-player';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.player.metaTitle');

export default function BackofficePlayer({ params }: Route.ComponentProps) {
  return <PlayerDetail key={params.playerId} playerId={params.playerId} />;
}
