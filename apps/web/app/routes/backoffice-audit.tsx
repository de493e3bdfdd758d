import { AuditLog } from '../features/backoffice/audit-log';
import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import type { Route } from './+types/backoffice-audit';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.audit.metaTitle');

export default function BackofficeAudit() {
  return <AuditLog />;
}
