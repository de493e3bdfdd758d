import { HomeContent } from '../features/content/home-content';
import { loadHome } from '../features/content/load-home.server';
import { pageMeta, translate } from '../lib/meta';
import { resolvePageLocale } from '../lib/page-locale.server';
import type { Route } from './+types/home';

/** `/` and `/main`: the lobby. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return loadHome(context, await resolvePageLocale(context, params.locale));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    translate(matches, 'pages.home.metaTitle'),
    translate(matches, 'pages.home.metaDescription'),
  );

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomeContent {...loaderData} />;
}
