import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { BonusCodes } from '../features/backoffice/bonus-codes';
import type { Route } from './+types/backoffice-bonus-codes';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.bonusCodes.metaTitle');

export default function BackofficeBonusCodes() {
  return <BonusCodes />;
}
