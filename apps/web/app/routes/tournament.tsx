import { TournamentPage } from '~/features/tournaments/tournament-page';
import { callApi, loadOr404 } from '~/lib/api.server';
import { pageMeta } from '~/lib/meta';
import { resolvePageLocale } from '~/lib/page-locale.server';
import type { Route } from './+types/tournament';

export async function loader({ context, params }: Route.LoaderArgs) {
  const locale = await resolvePageLocale(context, params.locale);
  const { data: tournament } = await loadOr404(() =>
    callApi(context, 'tournament', { locale, params: { id: params.identity } }),
  );
  return { tournament };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.tournament.name, loaderData?.tournament.description);

export default function TournamentRoute({ loaderData }: Route.ComponentProps) {
  return <TournamentPage key={loaderData.tournament.id} initial={loaderData.tournament} />;
}
