import { BackofficeHome } from '../features/backoffice/backoffice-home';
import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import type { Route } from './+types/backoffice-home';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.title');

export default function BackofficeHomeRoute() {
  return <BackofficeHome />;
}
