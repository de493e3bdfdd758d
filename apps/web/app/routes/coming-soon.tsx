import { data } from 'react-router';
import { ComingSoon } from '../components/layout/coming-soon';
import { callApi } from '../lib/api.server';
import { pageMeta, translate } from '../lib/meta';
import type { Route } from './+types/coming-soon';

/**
 * Routes whose features arrive with later issues (games, accounts, wallet, retention). Each
 * shows the site's chrome and a translated "coming soon" state; docs/FEATURES.md lists them.
 * Routes removed by settings (betting, loyalty) answer 404 here already.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const { data: init } = await callApi(context, 'init');
  const isRemoved =
    (/\/betting$/.test(path) && !init.features.isBettingEnabled) ||
    (/\/loyalty$/.test(path) && !init.features.isLoyaltyEnabled) ||
    (/\/profile\/documents$/.test(path) && init.features.isDocumentsPageHidden);
  if (isRemoved) throw data(null, { status: 404 });
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'pages.comingSoon.metaTitle'));

export default function ComingSoonRoute() {
  return <ComingSoon />;
}
