import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { Countries } from '../features/backoffice/countries';
import type { Route } from './+types/backoffice-countries';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.content.countries.metaTitle');

export default function BackofficeCountriesRoute() {
  return <Countries />;
}
