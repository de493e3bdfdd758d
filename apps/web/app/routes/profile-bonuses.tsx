import { BonusesPage } from '~/features/bonuses/bonuses-page';
import { pageMeta, translate } from '~/lib/meta';
import { useSession } from '~/lib/session/session-provider';
import type { Route } from './+types/profile-bonuses';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'bonuses.page.metaTitle'));

export default function ProfileBonusesRoute() {
  const { isSignedIn } = useSession();
  return isSignedIn ? <BonusesPage /> : null;
}
