import { describe, expect, it } from 'vitest';
import {
  findCookieValue,
  parseStoredSession,
  serializeStoredSession,
  toStoredSession,
} from './stored-session';

const token = {
  accessToken: 'jwt',
  expiresAt: '2026-01-01T12:15:00.000Z',
  sessionId: 's1',
  profileId: 'p1',
};

describe('the session cookie', () => {
  it('round-trips token, expiry and profile id', () => {
    const stored = toStoredSession(token);
    expect(parseStoredSession(serializeStoredSession(stored))).toEqual({
      token: 'jwt',
      expiresAt: '2026-01-01T12:15:00.000Z',
      profileId: 'p1',
    });
  });

  it('reads a garbled or incomplete value as no session', () => {
    expect(parseStoredSession(undefined)).toBeNull();
    expect(parseStoredSession('not json')).toBeNull();
    expect(parseStoredSession('{"token":"x"}')).toBeNull();
    expect(parseStoredSession('{"token":"x","expiresAt":"soon","profileId":"p"}')).toBeNull();
  });

  it('finds a cookie in a Cookie header and decodes it', () => {
    const header = `a=1; croupier-session=${encodeURIComponent('{"x":1}')}; b=2`;
    expect(findCookieValue(header, 'croupier-session')).toBe('{"x":1}');
    expect(findCookieValue(header, 'missing')).toBeUndefined();
  });
});
