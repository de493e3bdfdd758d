import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { LoyaltyEditor } from '../features/backoffice/loyalty-table';
import type { Route } from './+types/backoffice-loyalty';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.retention.loyaltyMetaTitle');

export default function BackofficeLoyalty() {
  return <LoyaltyEditor />;
}
