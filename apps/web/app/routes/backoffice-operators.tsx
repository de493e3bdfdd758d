import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { Operators } from '../features/backoffice/operators';
import type { Route } from './+types/backoffice-operators';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.operators.metaTitle');

export default function BackofficeOperators() {
  return <Operators />;
}
