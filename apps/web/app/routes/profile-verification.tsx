import { VerificationPage } from '~/features/documents/verification-page';
import { pageMeta, translate } from '~/lib/meta';
import { useSession } from '~/lib/session/session-provider';
import type { Route } from './+types/profile-verification';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'documents.verification.title'));

export default function ProfileVerificationRoute() {
  const { isSignedIn } = useSession();
  return isSignedIn ? <VerificationPage /> : null;
}
