import { ResetPasswordPage } from '~/features/account/password/reset-password-page';
import { pageMeta, translate } from '~/lib/meta';
import type { Route } from './+types/password-reset';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'account.resetPassword.title'));

export default function PasswordResetRoute({ params }: Route.ComponentProps) {
  return <ResetPasswordPage resetCode={params.resetCode} />;
}
