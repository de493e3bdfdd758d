import type { SessionToken } from '@croupier/contract';
import {
  COOKIE_NAMES,
  SESSION_COOKIE_MAX_AGE_SECONDS,
  TOKEN_REFRESH_MAX_ATTEMPTS,
  TOKEN_REFRESH_POLL_MS,
} from '@croupier/contract/constants';
import { API_ROUTES } from '@croupier/contract/routes';
import { readStorage, writeStorage } from '../browser/storage';
import { CHANGE_SESSION_KEY, formatSessionChange, type SessionChange } from './change-session';
import {
  findCookieValue,
  parseStoredSession,
  type StoredSession,
  serializeStoredSession,
  toStoredSession,
} from './stored-session';
import {
  decidePollStep,
  isRefreshMarkerActive,
  isTokenExpiring,
  newerSession,
  REFRESH_HANDOFF_KEY,
  REFRESH_MARKER_KEY,
} from './token-refresh';

/**
 * The browser's side of the session (spec section 4): the token lives in a cookie every tab
 * shares, is renewed 10 s before it expires, and one tab renews it for all of them.
 */

type Listener = () => void;
const sessionLostListeners = new Set<Listener>();

/** Called when the session ends without the player asking (refresh refused, 401 or 403). */
export function onSessionLost(listener: Listener): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

export function readSession(): StoredSession | null {
  return parseStoredSession(findCookieValue(document.cookie, COOKIE_NAMES.session));
}

export function saveSession(token: SessionToken) {
  writeSessionCookie(
    serializeStoredSession(toStoredSession(token)),
    SESSION_COOKIE_MAX_AGE_SECONDS,
  );
}

export function clearSession() {
  removeStorage(REFRESH_HANDOFF_KEY);
  writeSessionCookie('', 0);
}

/** The cookie's session, or the one another tab has just refreshed if this tab's cookie lags. */
export function readLatestSession(): StoredSession | null {
  return newerSession(readSession(), parseStoredSession(readStorage('local', REFRESH_HANDOFF_KEY)));
}

function writeSessionCookie(value: string, maxAgeSeconds: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
  document.cookie = `${COOKIE_NAMES.session}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

/** Tells the other tabs (their `storage` event) that this one signed in or out. */
export function announceSessionChange(change: SessionChange) {
  writeStorage('local', CHANGE_SESSION_KEY, formatSessionChange(change, Date.now()));
}

/** Ends the session locally after the API refused it, and lets the app react. */
export function loseSession() {
  if (!readSession()) return;
  clearSession();
  announceSessionChange('logout');
  for (const listener of sessionLostListeners) listener();
}

let refreshing: Promise<string | null> | null = null;

/**
 * A bearer token good for at least 10 more seconds, refreshing first when needed; null when
 * signed out or when the refresh failed (the session is then removed).
 */
export async function getAccessToken(options: { isSilent?: boolean } = {}): Promise<string | null> {
  const session = readLatestSession();
  if (!session) return null;
  if (!isTokenExpiring(session.expiresAt, Date.now())) return session.token;
  refreshing ??= refreshOnce(session.token, options.isSilent ?? false).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** How long a tab waits for another tab's renewal before renewing by itself (over 10 polls). */
const REFRESH_WAIT_MS = TOKEN_REFRESH_POLL_MS * (TOKEN_REFRESH_MAX_ATTEMPTS + 1);
/**
 * How long the renewing tab keeps the lock after saving the new token. Storage and cookie writes
 * reach other tabs' processes a few milliseconds later than the lock's release can, and a tab
 * that then still read the old token would renew a second time.
 */
const HANDOFF_GRACE_MS = 150;

/**
 * One tab renews for all: the renewal runs under a Web Lock, and a tab that gets the lock after
 * another tab renewed uses that token. Browsers without Web Locks fall back to the spec's loading
 * marker in localStorage, polled every 500 ms.
 */
async function refreshOnce(staleToken: string, isSilent: boolean): Promise<string | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refreshWithMarker(staleToken, isSilent);
  try {
    return await locks.request(
      'croupier-session-refresh',
      { signal: AbortSignal.timeout(REFRESH_WAIT_MS) },
      () => refreshUnlessRenewed(isSilent),
    );
  } catch {
    // The tab holding the lock never finished (frozen or closed mid-call): renew without it.
    return refreshNow(staleToken, isSilent);
  }
}

async function refreshUnlessRenewed(isSilent: boolean): Promise<string | null> {
  const latest = readLatestSession();
  if (!latest) return null;
  if (!isTokenExpiring(latest.expiresAt, Date.now())) return latest.token;
  writeStorage('local', REFRESH_MARKER_KEY, String(Date.now()));
  const token = await refreshNow(latest.token, isSilent);
  if (token) await new Promise((resolve) => setTimeout(resolve, HANDOFF_GRACE_MS));
  return token;
}

async function refreshWithMarker(staleToken: string, isSilent: boolean): Promise<string | null> {
  const current = readStorage('local', REFRESH_MARKER_KEY);
  const fresh = readLatestSession();
  if (fresh && !isTokenExpiring(fresh.expiresAt, Date.now())) return fresh.token;
  if (isRefreshMarkerActive(current, Date.now())) {
    const polled = await pollForRefresh(staleToken);
    if (polled !== 'refresh') return polled;
  } else {
    writeStorage('local', REFRESH_MARKER_KEY, String(Date.now()));
  }
  return refreshNow(staleToken, isSilent);
}

async function pollForRefresh(staleToken: string): Promise<string | null | 'refresh'> {
  for (let attempt = 0; ; attempt += 1) {
    const step = decidePollStep({
      attempt,
      staleToken,
      session: readLatestSession(),
      isMarkerActive: isRefreshMarkerActive(readStorage('local', REFRESH_MARKER_KEY), Date.now()),
      nowMs: Date.now(),
    });
    if (step.kind === 'use') return step.session.token;
    if (step.kind === 'signed-out') return null;
    if (step.kind === 'refresh') return 'refresh';
    await new Promise((resolve) => setTimeout(resolve, TOKEN_REFRESH_POLL_MS));
  }
}

/** A refused refresh removes the session; silently (no sign-in prompt) when asked to. */
async function refreshNow(staleToken: string, isSilent: boolean): Promise<string | null> {
  const { method, path } = API_ROUTES.refreshSession;
  try {
    const response = await fetch(path, {
      method,
      credentials: 'omit',
      headers: { authorization: `Bearer ${staleToken}` },
    });
    if (!response.ok) {
      if (response.status === 401 || response.status === 403) {
        if (isSilent) clearSession();
        else loseSession();
      }
      return null;
    }
    const { data } = (await response.json()) as { data: SessionToken };
    saveSession(data);
    writeStorage('local', REFRESH_HANDOFF_KEY, serializeStoredSession(toStoredSession(data)));
    return data.accessToken;
  } catch {
    return null;
  } finally {
    removeStorage(REFRESH_MARKER_KEY);
  }
}

function removeStorage(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}
