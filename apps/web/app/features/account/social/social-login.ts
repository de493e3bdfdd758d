/** Query keys that open the sign-in or sign-up modal, or carry the affiliate tag (spec section 7). */
const DROPPED_KEYS = ['sign-in', 'sign-up', 'stag'];
/** Modals mirrored as `?modal=…` that coming back signed in must not reopen. */
const DROPPED_MODALS = ['sign-in', 'sign-up'];

export interface SocialConnection {
  /** 'auth0': a connection behind Auth0; 'direct': a provider of its own. */
  kind: 'auth0' | 'direct';
  id: string;
  name: string;
}

/** Where the player returns after signing in: this page, without the keys that would reopen it. */
export function buildBackRoute(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  for (const key of DROPPED_KEYS) query.delete(key);
  if (DROPPED_MODALS.includes(query.get('modal') ?? '')) query.delete('modal');
  return query.size > 0 ? `${pathname}?${query}` : pathname;
}

/** The redirects' `state`: JSON of the back route, the affiliate tag and the visitor's id. */
export function buildSocialState(input: {
  pathname: string;
  search: string;
  stag: string | undefined;
  fingerprint: string | undefined;
}): string {
  return JSON.stringify({
    backRoute: buildBackRoute(input.pathname, input.search),
    stag: input.stag,
    fingerprint: input.fingerprint,
  });
}

/** The server's browser redirect that starts a sign-in with the connection's provider. */
export function buildSocialRedirectUrl(connection: SocialConnection, state: string): string {
  if (connection.kind === 'auth0') {
    const query = new URLSearchParams({ connection: connection.id, state });
    return `/api/player/sessions/social/auth0/redirect?${query}`;
  }
  const query = new URLSearchParams({ state });
  return `/api/player/sessions/social/${encodeURIComponent(connection.id)}/redirect?${query}`;
}

export const SOCIAL_BRANDS = ['google', 'apple', 'facebook', 'x', 'discord', 'twitch'] as const;
export type SocialBrand = (typeof SOCIAL_BRANDS)[number] | 'generic';

const BRAND_ALIASES: Record<string, SocialBrand> = { 'google-oauth2': 'google', twitter: 'x' };

/** The well-known provider a connection id names (Auth0's `google-oauth2`, a direct `google`…). */
export function findSocialBrand(id: string): SocialBrand {
  const normalized = id.toLowerCase();
  const alias = BRAND_ALIASES[normalized];
  if (alias) return alias;
  return SOCIAL_BRANDS.find((brand) => brand === normalized) ?? 'generic';
}
