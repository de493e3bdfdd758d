import { NotificationSettings } from '~/features/account/profile/notification-settings';
import { pageMeta, translate } from '~/lib/meta';
import { useSession } from '~/lib/session/session-provider';
import type { Route } from './+types/profile-notifications';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'account.notifications.title'));

export default function ProfileNotificationsRoute() {
  const { isSignedIn } = useSession();
  return isSignedIn ? <NotificationSettings /> : null;
}
