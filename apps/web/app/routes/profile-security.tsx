import { ProfileSecurity } from '~/features/account/profile/profile-security';
import { pageMeta, translate } from '~/lib/meta';
import { useSession } from '~/lib/session/session-provider';
import type { Route } from './+types/profile-security';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'account.profile.sections.security'));

export default function ProfileSecurityRoute() {
  const { isSignedIn } = useSession();
  return isSignedIn ? <ProfileSecurity /> : null;
}
