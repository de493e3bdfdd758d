import { LimitsPage } from '~/features/limits/limits-page';
import { pageMeta, translate } from '~/lib/meta';
import { useSession } from '~/lib/session/session-provider';
import type { Route } from './+types/profile-limits';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'limits.page.metaTitle'));

export default function ProfileLimitsRoute() {
  const { isSignedIn } = useSession();
  return isSignedIn ? <LimitsPage /> : null;
}
