import { HistoryPage } from '~/features/wallet/accounts/history/history-page';
import { pageMeta, translate } from '~/lib/meta';
import { useSession } from '~/lib/session/session-provider';
import type { Route } from './+types/profile-history';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'wallet.history.metaTitle'));

export default function ProfileHistoryRoute() {
  const { isSignedIn } = useSession();
  return isSignedIn ? <HistoryPage /> : null;
}
