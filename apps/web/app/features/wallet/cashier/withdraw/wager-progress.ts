import type { RiskData } from '@croupier/contract';

/** Share of the turnover wagered, 0–100, rounded down so 100 means done. */
export function wagerProgress(wager: Pick<RiskData, 'total' | 'turnOverWager'>): number {
  if (wager.total <= 0) return 100;
  return Math.min(100, Math.floor((wager.turnOverWager / wager.total) * 100));
}
