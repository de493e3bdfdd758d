import { SumsubVerification } from '~/features/documents/sumsub-verification';
import { VerificationPage } from '~/features/documents/verification-page';
import { pageMeta, translate } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { useSession } from '~/lib/session/session-provider';
import type { Route } from './+types/profile-verification';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'documents.verification.title'));

export default function ProfileVerificationRoute() {
  const { isSignedIn } = useSession();
  const provider = useRootData()?.init.features.identityProvider;
  if (!isSignedIn) return null;
  return provider === 'sumsub' ? <SumsubVerification /> : <VerificationPage />;
}
