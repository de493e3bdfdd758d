import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { Redirects } from '../features/backoffice/redirects';
import type { Route } from './+types/backoffice-redirects';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.content.redirects.metaTitle');

export default function BackofficeRedirectsRoute() {
  return <Redirects />;
}
