import { type SocialState, socialStateSchema } from '@croupier/contract';
import { fieldError } from '../players/form-validation.ts';

/** Query parameters that open a modal or carry the affiliate tag; going back must not repeat them. */
const DROPPED_QUERY = ['sign-in', 'sign-up', 'stag'];
const ORIGIN_PROBE = 'http://back-route.invalid';

/**
 * The `state` of a social redirect: JSON whose backRoute is a path of this site. Anything that
 * could leave the site — an absolute URL, `//host`, `/\host`, control characters — is refused,
 * so the callback can never become an open redirect.
 */
export function parseSocialState(text: string): SocialState {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw fieldError('state', 'json');
  }
  const parsed = socialStateSchema.safeParse(json);
  if (!parsed.success) throw fieldError('state', 'json');
  const backRoute = toSitePath(parsed.data.backRoute);
  if (!backRoute) throw fieldError('state', 'regex');
  return { ...parsed.data, backRoute };
}

function toSitePath(backRoute: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse.
  if (!backRoute.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(backRoute)) return undefined;
  const url = new URL(backRoute, ORIGIN_PROBE);
  if (url.origin !== ORIGIN_PROBE) return undefined;
  for (const name of DROPPED_QUERY) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
