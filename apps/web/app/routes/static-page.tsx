import { StaticPageView } from '../features/content/static-page-view';
import { callApi, loadOr404 } from '../lib/api.server';
import { pageMeta } from '../lib/meta';
import { resolvePageLocale } from '../lib/page-locale.server';
import type { Route } from './+types/static-page';

/** `/static/{pageIdentity}` and the catch-all `/:locale/{slug}`: a managed content page or 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const identity = ('pageIdentity' in params ? params.pageIdentity : params.slug) ?? '';
  const locale = await resolvePageLocale(context, params.locale);
  const { data: page } = await loadOr404(() =>
    callApi(context, 'staticPage', { params: { pageIdentity: identity.toLowerCase() }, locale }),
  );
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.page.title, loaderData?.page.description);

export default function StaticPageRoute({ loaderData }: Route.ComponentProps) {
  return <StaticPageView page={loaderData.page} />;
}
