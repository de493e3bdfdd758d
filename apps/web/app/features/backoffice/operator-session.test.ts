import { describe, expect, it } from 'vitest';
import { sessionEndMs } from './operator-session';

const NOW = Date.parse('2026-01-01T12:00:00Z');
const session = (expiresInMinutes: number) => ({
  token: 'bo_test',
  expiresAt: new Date(NOW + expiresInMinutes * 60_000).toISOString(),
  idleMinutes: 30,
  lastSeenMs: NOW,
});

describe('sessionEndMs', () => {
  it('ends a session idle for its idle minutes since the API last accepted it', () => {
    expect(sessionEndMs(session(12 * 60))).toBe(NOW + 30 * 60_000);
  });

  it('ends it at its absolute end when that comes first', () => {
    expect(sessionEndMs(session(10))).toBe(NOW + 10 * 60_000);
  });
});
