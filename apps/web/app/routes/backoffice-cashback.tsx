import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { CashbackPrograms } from '../features/backoffice/cashback-programs';
import type { Route } from './+types/backoffice-cashback';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.bonuses.cashback.metaTitle');

export default function BackofficeCashback() {
  return <CashbackPrograms />;
}
