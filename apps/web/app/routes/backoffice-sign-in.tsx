import { backofficeMeta } from '../features/backoffice/backoffice-meta';
import { SignInForm } from '../features/backoffice/sign-in-form';
import type { Route } from './+types/backoffice-sign-in';

export const meta: Route.MetaFunction = ({ matches }) =>
  backofficeMeta(matches, 'backoffice.signIn.metaTitle');

export default function BackofficeSignIn() {
  return <SignInForm />;
}
