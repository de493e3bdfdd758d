import { CategoryView } from '../features/games/lobby/category-view';
import { loadCategory } from '../features/games/lobby/load-category.server';
import { shouldRevalidateOnPath } from '../features/games/lobby/revalidate';
import { pageMeta } from '../lib/meta';
import { resolvePageLocale } from '../lib/page-locale.server';
import type { Route } from './+types/category';

/** `/categories/{categoryIdentity}`: one collection's games; an unknown identity is the 404 page. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = await resolvePageLocale(context, params.locale);
  return loadCategory(context, request, params.categoryIdentity, locale);
}

export const shouldRevalidate = shouldRevalidateOnPath;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.collection.name);

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  return <CategoryView {...loaderData} />;
}
