import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { StaticPages } from '../features/backoffice/static-pages';
import type { Route } from './+types/backoffice-pages';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.content.pages.metaTitle');

export default function BackofficeStaticPagesRoute() {
  return <StaticPages />;
}
