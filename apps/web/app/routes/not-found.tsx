import { redirectOr404 } from '../lib/redirects.server';
import type { Route } from './+types/not-found';

/** Any path no route claims: the operator's redirect for it, else the 404 page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  throw await redirectOr404(context, new URL(request.url).pathname);
}

export default function NotFound() {
  return null;
}
