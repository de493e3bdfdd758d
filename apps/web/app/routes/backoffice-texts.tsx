import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { ManagedTexts } from '../features/backoffice/managed-texts';
import type { Route } from './+types/backoffice-texts';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.content.texts.metaTitle');

export default function BackofficeManagedTextsRoute() {
  return <ManagedTexts />;
}
