import { data, redirect } from 'react-router';
import { findFirstCategory } from '../features/games/lobby/load-category.server';
import { resolvePageLocale } from '../lib/page-locale.server';
import type { Route } from './+types/categories';

/** `/categories` has no page of its own: it opens the first collection, keeping the locale prefix. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const locale = await resolvePageLocale(context, params.locale);
  const identity = await findFirstCategory(context, locale);
  if (!identity) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const prefix = params.locale ? `/${params.locale}` : '';
  throw redirect(`${prefix}/categories/${identity}${url.search}`, 302);
}

export default function CategoriesRoute() {
  return null;
}
