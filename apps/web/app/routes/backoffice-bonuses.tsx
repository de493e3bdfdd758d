import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { BonusDefinitions } from '../features/backoffice/bonus-definitions';
import type { Route } from './+types/backoffice-bonuses';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.bonuses.metaTitle');

export default function BackofficeBonuses() {
  return <BonusDefinitions />;
}
