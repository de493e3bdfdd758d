import type { TournamentScoring } from '@croupier/contract';
import { formatMoney } from '~/components/ui/amount';
import { numberFormat } from '../../lib/number-format';

/** A score as players read it: money won or wagered, or the best multiplier (×12.50). */
export function formatScore(
  score: number,
  scoring: TournamentScoring,
  currency: string,
  locale: string,
) {
  if (scoring === 'multiplier') {
    return `×${numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(score / 100)}`;
  }
  return formatMoney(score, currency, locale);
}

/** Whole days and hours (or hours and minutes under a day) until `iso`; none once past. */
export function timeLeft(iso: string, now: number) {
  const seconds = Math.max(0, Math.floor((new Date(iso).getTime() - now) / 1000));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return { seconds, days, hours, minutes };
}
