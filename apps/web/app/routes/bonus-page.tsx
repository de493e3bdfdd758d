import { BonusPageView } from '../features/content/bonus-page-view';
import { callApi, loadOr404 } from '../lib/api.server';
import { pageMeta } from '../lib/meta';
import { resolvePageLocale } from '../lib/page-locale.server';
import type { Route } from './+types/bonus-page';

/** `/bonus/{pageIdentity}`: a promotion's page with its terms, and other promotions below. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const locale = await resolvePageLocale(context, params.locale);
  const [{ data: page }, { data: all }] = await Promise.all([
    loadOr404(() =>
      callApi(context, 'bonusPage', { params: { pageIdentity: params.pageIdentity }, locale }),
    ),
    callApi(context, 'bonusPages', { locale }),
  ]);
  return { page, others: all.filter((p) => p.identity !== page.identity) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.page.title, loaderData?.page.description);

export default function BonusPageRoute({ loaderData }: Route.ComponentProps) {
  return <BonusPageView {...loaderData} />;
}
