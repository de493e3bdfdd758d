import { data } from 'react-router';
import { SportsbookPage } from '~/features/sportsbook/sportsbook-page';
import { callApi } from '~/lib/api.server';
import { pageMeta, translate } from '~/lib/meta';
import type { Route } from './+types/betting';

/** Spec section 2: removed (404) unless the sportsbook client's host and id are configured. */
export async function loader({ context }: Route.LoaderArgs) {
  const { data: init } = await callApi(context, 'init');
  if (!init.features.betting) throw data(null, { status: 404 });
  return { client: init.features.betting };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    translate(matches, 'sportsbook.page.metaTitle'),
    translate(matches, 'sportsbook.page.lead'),
  );

export default function BettingRoute({ loaderData }: Route.ComponentProps) {
  return <SportsbookPage client={loaderData.client} />;
}
