import { ProfileInfo } from '~/features/account/profile/profile-info-form';
import { pageMeta, translate } from '~/lib/meta';
import { useSession } from '~/lib/session/session-provider';
import type { Route } from './+types/profile-info';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'account.profile.sections.info'));

export default function ProfileInfoRoute() {
  const { profile } = useSession();
  return profile ? <ProfileInfo profile={profile} /> : null;
}
