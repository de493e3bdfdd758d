import type { SessionToken } from '@croupier/contract';

/** What the session cookie holds: the bearer token, its expiry and the player it belongs to. */
export interface StoredSession {
  token: string;
  expiresAt: string;
  profileId: string;
}

export function toStoredSession(token: SessionToken): StoredSession {
  return { token: token.accessToken, expiresAt: token.expiresAt, profileId: token.profileId };
}

export function serializeStoredSession(session: StoredSession): string {
  return JSON.stringify(session);
}

/** The cookie's session, or null for a missing, garbled or incomplete value. */
export function parseStoredSession(value: string | undefined): StoredSession | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== 'object') return null;
    const { token, expiresAt, profileId } = parsed as Record<string, unknown>;
    if (typeof token !== 'string' || typeof expiresAt !== 'string' || typeof profileId !== 'string')
      return null;
    if (!token || Number.isNaN(Date.parse(expiresAt))) return null;
    return { token, expiresAt, profileId };
  } catch {
    return null;
  }
}

/** A cookie's decoded value from a `Cookie` header (or `document.cookie`). */
export function findCookieValue(cookieHeader: string, name: string): string | undefined {
  const match = cookieHeader.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  if (!match) return undefined;
  try {
    return decodeURIComponent(match.slice(name.length + 1));
  } catch {
    return undefined;
  }
}
