import { ProfileOverview } from '~/features/account/profile/profile-overview';

export default function ProfileIndexRoute() {
  return <ProfileOverview />;
}
