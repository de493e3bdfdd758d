import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { PromoPanels } from '../features/backoffice/promo-panels';
import type { Route } from './+types/backoffice-promo-panels';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.content.panels.metaTitle');

export default function BackofficePromoPanelsRoute() {
  return <PromoPanels />;
}
