import { data, isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import { AppShell } from '../components/layout/app-shell';
import { LazyErrorPage as ErrorPage } from '../components/layout/lazy-error-page';
import { callApi } from '../lib/api.server';
import { splitLocale } from '../lib/locale';
import { pageMeta, translate } from '../lib/meta';
import type { Route } from './+types/shell';

/**
 * `/xx/contact` with an unknown `xx` is a route validation failure: the 404 page, inside the
 * site's chrome. (`/xx` alone may be a content slug; routes/locale-or-slug.tsx decides.)
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.locale === undefined) return null;
  const { pathname } = new URL(request.url);
  const { data: locales } = await callApi(context, 'locales');
  const { locale } = splitLocale(
    pathname,
    locales.map((l) => l.code),
  );
  const isNested = pathname.split('/').filter(Boolean).length > 1;
  if (!locale && isNested) throw data(null, { status: 404 });
  return null;
}

/** Titles of the error pages; pages set their own. */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return pageMeta(
    translate(matches, isNotFound ? 'pages.error.notFoundTitle' : 'pages.error.title'),
  );
};

/** The site's chrome (default or geo-restricted layout) around every page. */
export default function Shell() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

/** A page that failed (404 included) keeps the header, drawer and footer around the error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status >= 500) console.error(error);
  return (
    <AppShell>
      <ErrorPage status={status} />
    </AppShell>
  );
}
