import type { PlayerBonus } from '@croupier/contract';

/** Statuses the bonus list keeps (spec section 4): 1 issued, 2 active; finished ones leave it. */
export const LISTED_STATUSES = [1, 2] as const;

/** What the bonus and free spins lists need of an item. */
export interface ListedBonus {
  id: string;
  status: number;
  createdAt: string;
}

/**
 * The list after a `bonus:player-bonuses` or `bonus:player-freespins` event: the item replaced by
 * id (or added first when new) while issued or active, removed once finished. Active ones first.
 */
export function applyBonusEvent<T extends ListedBonus>(list: readonly T[], event: T): T[] {
  const rest = list.filter((bonus) => bonus.id !== event.id);
  const next = (LISTED_STATUSES as readonly number[]).includes(event.status)
    ? [event, ...rest]
    : rest;
  return sortBonuses(next);
}

/** Active first, then issued; newest first within each. */
export function sortBonuses<T extends ListedBonus>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => b.status - a.status || b.createdAt.localeCompare(a.createdAt));
}

/** The wagered share of a bonus in whole percent, 0 to 100 (100 when nothing is required). */
export function wageringPercent(bonus: Pick<PlayerBonus, 'wagered' | 'wagerRequired'>): number {
  if (bonus.wagerRequired <= 0) return 100;
  return Math.min(100, Math.floor((bonus.wagered / bonus.wagerRequired) * 100));
}
