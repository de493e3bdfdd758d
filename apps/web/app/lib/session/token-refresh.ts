import {
  TOKEN_EXPIRY_MARGIN_SECONDS,
  TOKEN_REFRESH_MAX_ATTEMPTS,
  TOKEN_REFRESH_POLL_MS,
} from '@croupier/contract/constants';
import type { StoredSession } from './stored-session';

/** localStorage key a tab sets while it refreshes the token for every tab (value: start time). */
export const REFRESH_MARKER_KEY = 'sessionRefreshing';

/**
 * localStorage key the refreshing tab writes the new session to before it clears the marker. The
 * cookie write and the marker removal reach other tabs' processes separately, so a waiting tab can
 * see the marker gone while its cookie still holds the old token; writes to one storage area
 * arrive in order, so the handoff is always visible by then.
 */
export const REFRESH_HANDOFF_KEY = 'sessionRefreshed';

/**
 * The session a tab should use: the cookie's, or the handed-off one when it belongs to the same
 * player and lasts longer. Without a cookie session there is nothing to renew (signed out).
 */
export function newerSession(
  cookie: StoredSession | null,
  handoff: StoredSession | null,
): StoredSession | null {
  if (!cookie || !handoff || handoff.profileId !== cookie.profileId) return cookie;
  return Date.parse(handoff.expiresAt) > Date.parse(cookie.expiresAt) ? handoff : cookie;
}

/** A token counts as expired 10 s before its expiry (spec section 9), so calls never race it. */
export function isTokenExpiring(
  expiresAt: string,
  nowMs: number,
  marginSeconds = TOKEN_EXPIRY_MARGIN_SECONDS,
): boolean {
  return Date.parse(expiresAt) - marginSeconds * 1000 <= nowMs;
}

/**
 * A marker left by a tab that was closed mid-refresh must not block the others for ever: it is
 * only honoured for as long as a waiting tab would poll for it.
 */
export function isRefreshMarkerActive(value: string | undefined, nowMs: number): boolean {
  const startedAtMs = Number(value);
  if (!value || !Number.isFinite(startedAtMs)) return false;
  return nowMs - startedAtMs <= TOKEN_REFRESH_POLL_MS * (TOKEN_REFRESH_MAX_ATTEMPTS + 1);
}

export type PollStep =
  | { kind: 'use'; session: StoredSession }
  | { kind: 'wait' }
  | { kind: 'refresh' }
  | { kind: 'signed-out' };

/**
 * What a tab waiting for another tab's refresh does after poll number `attempt`: use the new
 * cookie once it holds a fresh token, give up when the session is gone, keep polling while the
 * marker is set, and refresh by itself when the marker went away without a new token or after
 * more than 10 attempts (the other tab is gone).
 */
export function decidePollStep(input: {
  attempt: number;
  staleToken: string;
  session: StoredSession | null;
  isMarkerActive: boolean;
  nowMs: number;
}): PollStep {
  const { session } = input;
  if (!session) return { kind: 'signed-out' };
  if (session.token !== input.staleToken && !isTokenExpiring(session.expiresAt, input.nowMs)) {
    return { kind: 'use', session };
  }
  if (!input.isMarkerActive || input.attempt > TOKEN_REFRESH_MAX_ATTEMPTS) {
    return { kind: 'refresh' };
  }
  return { kind: 'wait' };
}

/** Milliseconds until the token should be renewed: 10 s before it expires, never negative. */
export function msUntilRefresh(expiresAt: string, nowMs: number): number {
  return Math.max(0, Date.parse(expiresAt) - TOKEN_EXPIRY_MARGIN_SECONDS * 1000 - nowMs);
}
