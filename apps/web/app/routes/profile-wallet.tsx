import { WalletPage } from '~/features/wallet/accounts/wallet-page/wallet-page';
import { pageMeta, translate } from '~/lib/meta';
import { useSession } from '~/lib/session/session-provider';
import type { Route } from './+types/profile-wallet';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'wallet.accounts.metaTitle'));

export default function ProfileWalletRoute() {
  const { isSignedIn } = useSession();
  return isSignedIn ? <WalletPage /> : null;
}
