import { describe, expect, it } from 'vitest';
import {
  decidePollStep,
  isRefreshMarkerActive,
  isTokenExpiring,
  msUntilRefresh,
  newerSession,
} from './token-refresh';

const NOW = Date.parse('2026-01-01T12:00:00Z');
const at = (offsetSeconds: number) => new Date(NOW + offsetSeconds * 1000).toISOString();
const session = (token: string, expiresInSeconds: number) => ({
  token,
  expiresAt: at(expiresInSeconds),
  profileId: 'p1',
});

describe('isTokenExpiring', () => {
  it('treats a token as expired 10 s before its expiry', () => {
    expect(isTokenExpiring(at(11), NOW)).toBe(false);
    expect(isTokenExpiring(at(10), NOW)).toBe(true);
    expect(isTokenExpiring(at(-5), NOW)).toBe(true);
  });
});

describe('msUntilRefresh', () => {
  it('waits until 10 s before expiry and never less than zero', () => {
    expect(msUntilRefresh(at(40), NOW)).toBe(30_000);
    expect(msUntilRefresh(at(5), NOW)).toBe(0);
  });
});

describe('isRefreshMarkerActive', () => {
  it('honours a marker while a waiting tab would still poll for it', () => {
    expect(isRefreshMarkerActive(String(NOW - 1000), NOW)).toBe(true);
    expect(isRefreshMarkerActive(String(NOW - 5500), NOW)).toBe(true);
  });

  it('ignores a missing, garbled or abandoned marker', () => {
    expect(isRefreshMarkerActive(undefined, NOW)).toBe(false);
    expect(isRefreshMarkerActive('loading', NOW)).toBe(false);
    expect(isRefreshMarkerActive(String(NOW - 6000), NOW)).toBe(false);
  });
});

describe('decidePollStep', () => {
  const base = { attempt: 1, staleToken: 'old', isMarkerActive: true, nowMs: NOW };

  it('uses the cookie once another tab stored a fresh token', () => {
    const fresh = session('new', 900);
    expect(decidePollStep({ ...base, session: fresh })).toEqual({ kind: 'use', session: fresh });
  });

  it('keeps polling while the marker is set and the token is still the stale one', () => {
    expect(decidePollStep({ ...base, session: session('old', 5) })).toEqual({ kind: 'wait' });
  });

  it('gives up when the other tab removed the session', () => {
    expect(decidePollStep({ ...base, session: null })).toEqual({ kind: 'signed-out' });
  });

  it('refreshes by itself after more than 10 attempts', () => {
    const stale = session('old', 5);
    expect(decidePollStep({ ...base, attempt: 10, session: stale }).kind).toBe('wait');
    expect(decidePollStep({ ...base, attempt: 11, session: stale }).kind).toBe('refresh');
  });

  it('refreshes by itself when the marker went away without a new token', () => {
    const step = decidePollStep({ ...base, isMarkerActive: false, session: session('old', 5) });
    expect(step.kind).toBe('refresh');
  });
});

describe('newerSession', () => {
  it('prefers a handed-off session that outlives the cookie of the same player', () => {
    const stale = session('old', 5);
    const renewed = session('new', 30);
    expect(newerSession(stale, renewed)).toBe(renewed);
    expect(newerSession(renewed, stale)).toBe(renewed);
  });

  it("never revives a signed-out tab or takes another player's session", () => {
    expect(newerSession(null, session('new', 30))).toBeNull();
    const other = { ...session('new', 30), profileId: 'p2' };
    const own = session('old', 5);
    expect(newerSession(own, other)).toBe(own);
  });
});
