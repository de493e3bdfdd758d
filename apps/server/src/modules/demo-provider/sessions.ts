import { randomBytes } from 'node:crypto';
import type { DemoLocale } from './strings.ts';

/**
 * The sessions the provider knows. The key a page was rendered with is the capability for every
 * client call: the platform's game session id in real play, a random `demo-…` key in demo mode.
 * Demo sessions (and their virtual credits) live only here, in memory, for a few idle hours; real
 * ones are only remembered to spare a balance call per round, the platform stays their truth.
 */
export interface PlaySession {
  key: string;
  mode: 'real' | 'demo';
  /** Owner of the seed pair: `player:<id>` or `demo:<key>`. */
  subject: string;
  currency: string;
  locale: DemoLocale;
  /** The game the page was opened for (unknown for a real session recalled after a restart). */
  gameId?: string;
  playerId?: string;
}

interface DemoEntry {
  session: PlaySession;
  creditsMinor: number;
  expiresAt: number;
}

const DEMO_IDLE_MS = 6 * 3600_000;
const REAL_CACHE_MS = 10 * 60_000;
/** Beyond this many demo visitors the longest idle ones are forgotten first. */
const MAX_DEMO_SESSIONS = 50_000;
const DEMO_KEY = /^demo-[A-Za-z0-9_-]{24}$/;
const REAL_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isDemoKey(key: string) {
  return DEMO_KEY.test(key);
}

export function isRealKey(key: string) {
  return REAL_KEY.test(key);
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export function createSessionStore(now: () => number = Date.now) {
  const demo = new Map<string, DemoEntry>();
  const real = new Map<string, { session: PlaySession; expiresAt: number }>();

  function openDemo(
    input: { currency: string; locale: DemoLocale; gameId: string },
    credits: number,
  ) {
    const key = `demo-${randomBytes(18).toString('base64url')}`;
    const session: PlaySession = { key, mode: 'demo', subject: `demo:${key}`, ...input };
    if (demo.size >= MAX_DEMO_SESSIONS) demo.delete(demo.keys().next().value as string);
    demo.set(key, { session, creditsMinor: credits, expiresAt: now() + DEMO_IDLE_MS });
    return session;
  }

  /** The demo session and its credits; each use keeps it alive (and last in eviction order). */
  function findDemo(key: string) {
    const entry = demo.get(key);
    if (!entry) return undefined;
    demo.delete(key);
    if (entry.expiresAt <= now()) return undefined;
    entry.expiresAt = now() + DEMO_IDLE_MS;
    demo.set(key, entry);
    return entry;
  }

  function rememberReal(session: PlaySession) {
    real.set(session.key, { session, expiresAt: now() + REAL_CACHE_MS });
    if (real.size > MAX_DEMO_SESSIONS) real.delete(real.keys().next().value as string);
  }

  function recallReal(key: string) {
    const entry = real.get(key);
    if (!entry || entry.expiresAt <= now()) return undefined;
    return entry.session;
  }

  return {
    openDemo,
    findDemo,
    rememberReal,
    recallReal,
    forgetReal: (key: string) => void real.delete(key),
  };
}
