import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { selectActiveExclusion } from './repo.ts';

/**
 * Self-exclusion (4) and cooling-off (5) periods: when one started at `from` ends (null:
 * permanent), in calendar terms (a month is a calendar month).
 */
export function exclusionEnd(period: string, from: Date): Date | null {
  const end = new Date(from);
  const amount = Number.parseInt(period, 10);
  switch (period.at(-1)) {
    case 'd':
      end.setUTCDate(end.getUTCDate() + amount);
      return end;
    case 'm':
      end.setUTCMonth(end.getUTCMonth() + amount);
      return end;
    case 'y':
      end.setUTCFullYear(end.getUTCFullYear() + amount);
      return end;
    default:
      return null;
  }
}

/** "2026-11-25 14:03 UTC": a moment in the messages of every locale. */
export function formatMoment(at: Date) {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Refuses a sign-in (every way of opening a session) while an exclusion runs. */
export async function assertNotExcluded(db: Executor, playerId: string, now = new Date()) {
  const exclusion = await selectActiveExclusion(db, playerId, now);
  if (!exclusion) return;
  if (!exclusion.endsAt) throw new AppError('selfExcludedPermanently');
  throw new AppError('selfExcluded', {
    params: { until: formatMoment(exclusion.endsAt) },
  });
}
