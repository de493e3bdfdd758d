import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { DocumentQueue } from '../features/backoffice/document-queue';
import type { Route } from './+types/backoffice-documents';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.documents.metaTitle');

export default function BackofficeDocuments() {
  return <DocumentQueue />;
}
