import { AutoLogin } from '~/features/account/auto-login';
import { pageMeta, translate } from '~/lib/meta';
import type { Route } from './+types/auth-autologin';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'account.autoLogin.metaTitle'));

export default function AutoLoginRoute() {
  return <AutoLogin />;
}
