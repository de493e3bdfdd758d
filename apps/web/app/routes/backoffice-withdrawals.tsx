import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { WithdrawalQueue } from '../features/backoffice/withdrawal-queue';
import type { Route } from './+types/backoffice-withdrawals';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.withdrawals.metaTitle');

export default function BackofficeWithdrawals() {
  return <WithdrawalQueue />;
}
