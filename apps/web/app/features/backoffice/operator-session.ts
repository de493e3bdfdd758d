/**
 * The operator's token (decision 015): in memory, and in sessionStorage so a reload of the tab
 * keeps it; never a cookie, so a cross-site request carries no back-office credential. The tab's
 * storage also keeps the session's two ends (idle and absolute) to send the operator back to
 * sign-in once either has passed.
 */
import { readStorage, removeStorage, writeStorage } from '../../lib/browser/storage';

const STORAGE_KEY = 'croupier.backoffice.session';

export interface OperatorSessionState {
  token: string;
  expiresAt: string;
  idleMinutes: number;
  /** The last time (ms) the API accepted the token; the idle end slides from it. */
  lastSeenMs: number;
}

export type SessionEnd = 'expired' | 'signedOut';

let current: OperatorSessionState | null | undefined;
const endListeners = new Set<(reason: SessionEnd) => void>();

export function readOperatorSession(): OperatorSessionState | null {
  if (current !== undefined) return current;
  const stored = readStorage('session', STORAGE_KEY);
  current = stored ? parseStored(stored) : null;
  return current;
}

function parseStored(stored: string): OperatorSessionState | null {
  try {
    const value = JSON.parse(stored) as OperatorSessionState;
    return typeof value.token === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function saveOperatorSession(session: Omit<OperatorSessionState, 'lastSeenMs'>) {
  current = { ...session, lastSeenMs: Date.now() };
  writeStorage('session', STORAGE_KEY, JSON.stringify(current));
}

/** The API accepted the token just now: the idle end moves on. */
export function touchOperatorSession() {
  const session = readOperatorSession();
  if (!session) return;
  current = { ...session, lastSeenMs: Date.now() };
  writeStorage('session', STORAGE_KEY, JSON.stringify(current));
}

/** When the session ends if nothing happens: the earlier of the idle and the absolute end. */
export function sessionEndMs(session: OperatorSessionState): number {
  return Math.min(
    session.lastSeenMs + session.idleMinutes * 60_000,
    new Date(session.expiresAt).getTime(),
  );
}

export function endOperatorSession(reason: SessionEnd) {
  if (!readOperatorSession()) return;
  current = null;
  removeStorage('session', STORAGE_KEY);
  for (const listener of endListeners) listener(reason);
}

export function onOperatorSessionEnd(listener: (reason: SessionEnd) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}
