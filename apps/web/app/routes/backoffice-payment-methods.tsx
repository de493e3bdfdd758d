import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { PaymentMethodsPage } from '../features/backoffice/payment-methods';
import type { Route } from './+types/backoffice-payment-methods';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.paymentMethods.metaTitle');

export default function BackofficePaymentMethods() {
  return <PaymentMethodsPage />;
}
