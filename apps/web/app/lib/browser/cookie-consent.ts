import { COOKIE_NAMES } from '@croupier/contract/constants';
import { useSyncExternalStore } from 'react';
import { readCookie, setCookie } from './cookies';

const listeners = new Set<() => void>();

/** Whether the visitor accepted cookies (kept in the `cookie-consent` cookie for a year). */
export function hasCookieConsent() {
  return readCookie(COOKIE_NAMES.cookieConsent) === 'accepted';
}

/** Whether the visitor has answered the cookie popup at all. */
export function hasAnsweredCookieConsent() {
  return readCookie(COOKIE_NAMES.cookieConsent) !== undefined;
}

/** Remembers the consent and tells what waited for it (analytics, the support chat) at once. */
export function acceptCookies() {
  setCookie(COOKIE_NAMES.cookieConsent, 'accepted');
  for (const listener of listeners) listener();
}

/** Remembers the refusal: analytics and the support chat stay off, the popup does not come back. */
export function declineCookies() {
  setCookie(COOKIE_NAMES.cookieConsent, 'declined');
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the visitor answers the cookie popup; answers the unsubscribe. */
export function onCookieConsent(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Consent as state: false on the server and while hydrating (the cookie is read only in the
 * browser), so nothing that needs consent renders before the page is interactive.
 */
export function useCookieConsent() {
  return useSyncExternalStore(onCookieConsent, hasCookieConsent, () => false);
}
