import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { BroadcastForm } from '../features/backoffice/broadcast-form';
import type { Route } from './+types/backoffice-broadcast';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.broadcast.metaTitle');

export default function BackofficeBroadcast() {
  return <BroadcastForm />;
}
