import { data } from 'react-router';
import { LoyaltyPage } from '~/features/loyalty/loyalty-page';
import { callApi } from '~/lib/api.server';
import { pageMeta, translate } from '~/lib/meta';
import { resolvePageLocale } from '~/lib/page-locale.server';
import type { Route } from './+types/loyalty';

/** Spec section 2: removed when loyalty is off. The levels render on the server. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { data: init } = await callApi(context, 'init');
  if (!init.features.isLoyaltyEnabled) throw data(null, { status: 404 });
  const locale = await resolvePageLocale(context, params.locale);
  const { data: levels } = await callApi(context, 'loyaltyLevels', { locale });
  return { levels };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(translate(matches, 'loyalty.page.metaTitle'), translate(matches, 'loyalty.page.lead'));

export default function LoyaltyRoute({ loaderData }: Route.ComponentProps) {
  return <LoyaltyPage levels={loaderData.levels} />;
}
