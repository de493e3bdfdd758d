import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { DailyReport } from '../features/backoffice/daily-report';
import type { Route } from './+types/backoffice-reports';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.reports.metaTitle');

export default function BackofficeReports() {
  return <DailyReport />;
}
