import { COOKIE_NAMES } from '@croupier/contract/constants';
import { readStorage, writeStorage } from '../browser/storage';
import { findCookieValue } from './stored-session';

const VISITOR_ID_KEY = 'visitorId';

/**
 * The visitor's fingerprint id sent with sign-in and registration: a random id kept in this
 * browser, so the sessions list can tell devices apart without tracking anything else.
 */
export function getVisitorFingerprint(): string {
  const known = readStorage('local', VISITOR_ID_KEY);
  if (known) return known;
  const id = crypto.randomUUID();
  writeStorage('local', VISITOR_ID_KEY, id);
  return id;
}

/** The affiliate tag stored from `?stag=` (spec section 3), if the visitor came with one. */
export function getAffiliateTag(): string | undefined {
  return findCookieValue(document.cookie, COOKIE_NAMES.affiliate) || undefined;
}
