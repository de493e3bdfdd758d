import type { PlayMode } from '@croupier/contract';
import { ERRORS } from '@croupier/contract/error-codes';

/** What the game page does on arrival: open a session in a mode, or ask a guest to sign in. */
export type PlayIntent = { kind: 'play'; mode: PlayMode } | { kind: 'sign-in' };

/** Why a game did not open: each has its own panel (and, for some, a modal). */
export type PlayRefusal = 'restricted' | 'unavailable' | 'mobile' | 'signed-out' | 'failed';

/** The mode named in the page's query: `?mode=demo` asks for demo, anything else real. */
export function readRequestedMode(search: string): PlayMode {
  return new URLSearchParams(search).get('mode') === 'demo' ? 'demo' : 'real';
}

/**
 * Real play for signed-in players unless demo was asked for; guests get demo when the game has
 * one, else an invitation to sign in. A demo request for a game without demo falls back to real.
 */
export function choosePlayIntent(options: {
  requestedMode: PlayMode;
  isSignedIn: boolean;
  hasDemo: boolean;
}): PlayIntent {
  const { requestedMode, isSignedIn, hasDemo } = options;
  if (hasDemo && (requestedMode === 'demo' || !isSignedIn)) return { kind: 'play', mode: 'demo' };
  if (isSignedIn) return { kind: 'play', mode: 'real' };
  return { kind: 'sign-in' };
}

/** A refusal known before asking the server: the catalogue already says the game cannot open here. */
export function findKnownRefusal(
  game: { isRestricted: boolean; devices: readonly string[] },
  isMobile: boolean,
): PlayRefusal | undefined {
  if (game.isRestricted) return 'restricted';
  if (isMobile && !game.devices.includes('mobile')) return 'mobile';
  return undefined;
}

/** Maps the play call's failure (HTTP status and contract code) to the panel it shows. */
export function classifyPlayError(status: number, code: number | undefined): PlayRefusal {
  if (code === ERRORS.gameRestricted.code || status === ERRORS.gameRestricted.status) {
    return 'restricted';
  }
  if (code === ERRORS.gameUnavailable.code || code === ERRORS.gameNotFound.code) {
    return 'unavailable';
  }
  if (status === 401) return 'signed-out';
  return 'failed';
}
