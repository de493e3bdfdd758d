/**
 * Responsible-gaming figures of the game bar: how long this game session has run and what the
 * player won or lost in it (balance now minus balance when the session opened).
 */

/** `m:ss` under an hour, `h:mm:ss` from then on; negative spans (clock skew) count as zero. */
export function formatSessionTime(elapsedMs: number): string {
  const totalSeconds = Math.max(0, Math.floor(elapsedMs / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  if (hours === 0) return `${minutes}:${seconds}`;
  return `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`;
}

/** Net result in minor units; undefined until both balances are known in the same currency. */
export function computeNetResultMinor(
  start: { balanceMinor: number; currency: string } | undefined,
  now: { balanceMinor: number; currency: string } | undefined,
): number | undefined {
  if (!start || !now || start.currency !== now.currency) return undefined;
  return now.balanceMinor - start.balanceMinor;
}

/** The tone the net result is shown in: colour is never the only signal, the sign stays. */
export function toneOfNetResult(netMinor: number): 'up' | 'down' | 'even' {
  if (netMinor > 0) return 'up';
  if (netMinor < 0) return 'down';
  return 'even';
}
