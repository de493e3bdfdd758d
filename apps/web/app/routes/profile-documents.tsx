import { data } from 'react-router';
import { DocumentsPage } from '~/features/documents/documents-page';
import { callApi } from '~/lib/api.server';
import { pageMeta, translate } from '~/lib/meta';
import { useSession } from '~/lib/session/session-provider';
import type { Route } from './+types/profile-documents';

/** Spec section 2: removed when the identity provider is on and set to hide this page. */
export async function loader({ context }: Route.LoaderArgs) {
  const { data: init } = await callApi(context, 'init');
  if (init.features.isDocumentsPageHidden) throw data(null, { status: 404 });
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'documents.page.metaTitle'));

export default function ProfileDocumentsRoute() {
  const { isSignedIn } = useSession();
  return isSignedIn ? <DocumentsPage /> : null;
}
