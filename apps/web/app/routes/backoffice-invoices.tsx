import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { InvoiceSearch } from '../features/backoffice/invoice-search';
import type { Route } from './+types/backoffice-invoices';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.invoices.metaTitle');

export default function BackofficeInvoices() {
  return <InvoiceSearch />;
}
