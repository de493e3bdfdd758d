import type { Game } from '@croupier/contract';
import { formatMoney } from '../../../components/ui/amount';
import { numberFormat } from '../../../lib/number-format';

/** The game page's figures as text: RTP as a percentage, the stake range as money. */
export interface GameFactTexts {
  rtp: string;
  stakes?: string;
}

/**
 * Formatted by the page's loader, on the server: the browser then renders the same text during
 * the hydration without a number format of its own. A page's first `Intl.NumberFormat` sets up
 * the locale's ICU data, a 20–45 ms task in a fresh page, and on a guest's game page the RTP was
 * the only one (docs/PERFORMANCE.md §29).
 */
export function formatGameFacts(game: Game, locale: string): GameFactTexts {
  const rtp = numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(game.rtp / 100);
  if (!game.betLimits) return { rtp };
  const { min, max, currency } = game.betLimits;
  return {
    rtp,
    stakes: `${formatMoney(min, currency, locale)} – ${formatMoney(max, currency, locale)}`,
  };
}
