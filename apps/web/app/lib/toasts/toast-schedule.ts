import { TOAST } from '@croupier/contract/constants';

/**
 * When a toast asked for at `nowMs` may appear: at once, unless the previous one appears (or
 * appeared) less than the spec's spacing before, then exactly one spacing after it.
 */
export function scheduleToastAt(
  nowMs: number,
  previousShowAtMs: number | undefined,
  spacingMs: number = TOAST.spacingMs,
) {
  if (previousShowAtMs === undefined) return nowMs;
  return Math.max(nowMs, previousShowAtMs + spacingMs);
}
