import { hasAnsweredCookieConsent, hasCookieConsent, onCookieConsent } from './cookie-consent';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Events of this page view waiting for the visitor's answer to the cookie popup. */
const waiting: object[] = [];
/** A page view's events before an answer: more than a funnel makes; the oldest go first. */
const MAX_WAITING = 50;

/**
 * Pushes an analytics event to the tag manager's `window.dataLayer` (spec sections 3 and 9) only
 * with the visitor's consent: before an answer it waits in memory, and goes out if they accept
 * on this page view; declined, nothing is pushed (GDPR and ePrivacy: no tracking without consent).
 */
export function pushAnalyticsEvent(event: object) {
  if (typeof window === 'undefined') return;
  if (hasCookieConsent()) {
    window.dataLayer ??= [];
    window.dataLayer.push(event);
  } else if (!hasAnsweredCookieConsent()) {
    if (waiting.length >= MAX_WAITING) waiting.shift();
    waiting.push(event);
  }
}

if (typeof window !== 'undefined') {
  onCookieConsent(() => {
    const events = waiting.splice(0);
    if (hasCookieConsent()) for (const event of events) pushAnalyticsEvent(event);
  });
}
