import { AdjustmentQueue } from '../features/backoffice/adjustment-queue';
import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import type { Route } from './+types/backoffice-adjustments';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.adjustments.metaTitle');

export default function BackofficeAdjustments() {
  return <AdjustmentQueue />;
}
