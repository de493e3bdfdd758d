import { renderOfflinePage } from '~/lib/pwa/offline-page.server';
import type { Route } from './+types/offline';

/** A resource route: the offline page as a whole document, fetched by the service worker. */
export function loader({ params, context }: Route.LoaderArgs) {
  return renderOfflinePage(context, params.locale);
}
