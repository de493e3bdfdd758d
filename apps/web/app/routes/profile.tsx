import { Outlet } from 'react-router';
import { ProfileLayout } from '~/features/account/profile/profile-layout';
import { pageMeta, translate } from '~/lib/meta';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'account.profile.metaTitle'));

export default function ProfileRoute() {
  return (
    <ProfileLayout>
      <Outlet />
    </ProfileLayout>
  );
}
