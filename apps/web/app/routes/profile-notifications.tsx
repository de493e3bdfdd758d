import { NotificationSettings } from '~/features/account/profile/notification-settings';
import styles from '~/features/account/profile/profile.module.css';
import { MessagesSection } from '~/features/messenger/messages-section';
import { pageMeta, translate } from '~/lib/meta';
import { useSession } from '~/lib/session/session-provider';
import type { Route } from './+types/profile-notifications';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'account.notifications.title'));

export default function ProfileNotificationsRoute() {
  const { isSignedIn } = useSession();
  if (!isSignedIn) return null;
  return (
    <div className={styles.aside}>
      <MessagesSection />
      <NotificationSettings />
    </div>
  );
}
