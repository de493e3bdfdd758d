import { TournamentsPage } from '~/features/tournaments/tournaments-page';
import { callApi } from '~/lib/api.server';
import { pageMeta, translate } from '~/lib/meta';
import { resolvePageLocale } from '~/lib/page-locale.server';
import type { Route } from './+types/tournaments';

export async function loader({ context, params }: Route.LoaderArgs) {
  const locale = await resolvePageLocale(context, params.locale);
  const { data: tournaments } = await callApi(context, 'tournaments', { locale });
  return { tournaments };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    translate(matches, 'tournaments.list.title'),
    translate(matches, 'tournaments.list.lead'),
  );

export default function TournamentsRoute({ loaderData }: Route.ComponentProps) {
  return <TournamentsPage tournaments={loaderData.tournaments} />;
}
