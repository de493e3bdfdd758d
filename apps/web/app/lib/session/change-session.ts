/** localStorage key through which tabs tell each other about sign-in and sign-out (spec section 4). */
export const CHANGE_SESSION_KEY = 'changeSession';

export type SessionChange = 'login' | 'logout';
export type SessionChangeReaction = 'reload' | 'go-home' | 'none';

/** `<timestamp>-login`: the timestamp makes every change a new value, so it always fires. */
export function formatSessionChange(change: SessionChange, nowMs: number): string {
  return `${nowMs}-${change}`;
}

/** The change named by the second dash-separated part of the value, if it names one. */
export function parseSessionChange(value: string | null | undefined): SessionChange | undefined {
  const kind = value?.split('-')[1];
  return kind === 'login' || kind === 'logout' ? kind : undefined;
}

/** A signed-out tab reloads after a sign-in elsewhere; a signed-in one goes home after a sign-out. */
export function reactToSessionChange(
  change: SessionChange | undefined,
  isSignedIn: boolean,
): SessionChangeReaction {
  if (change === 'login' && !isSignedIn) return 'reload';
  if (change === 'logout' && isSignedIn) return 'go-home';
  return 'none';
}
