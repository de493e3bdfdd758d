import type { SessionToken } from '@croupier/contract';
import {
  COOKIE_NAMES,
  SESSION_COOKIE_MAX_AGE_SECONDS,
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
  writeSessionCookie('', 0);
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
  const session = readSession();
  if (!session) return null;
  if (!isTokenExpiring(session.expiresAt, Date.now())) return session.token;
  refreshing ??= refreshOnce(session.token, options.isSilent ?? false).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function refreshOnce(staleToken: string, isSilent: boolean): Promise<string | null> {
  const isOwner = await claimRefresh();
  if (!isOwner) {
    const polled = await pollForRefresh(staleToken);
    if (polled !== 'refresh') return polled;
  }
  return refreshNow(staleToken, isSilent);
}

/** Sets the loading marker unless another tab holds it; a Web Lock makes check-and-set atomic. */
async function claimRefresh(): Promise<boolean> {
  const checkAndSet = () => {
    const current = readStorage('local', REFRESH_MARKER_KEY);
    const fresh = readSession();
    if (isRefreshMarkerActive(current, Date.now())) return false;
    if (fresh && !isTokenExpiring(fresh.expiresAt, Date.now())) return false;
    writeStorage('local', REFRESH_MARKER_KEY, String(Date.now()));
    return true;
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return checkAndSet();
  return locks.request('croupier-session-refresh', checkAndSet);
}

async function pollForRefresh(staleToken: string): Promise<string | null | 'refresh'> {
  for (let attempt = 0; ; attempt += 1) {
    const step = decidePollStep({
      attempt,
      staleToken,
      session: readSession(),
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
