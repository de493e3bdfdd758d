import type { PlayerBonus } from '@croupier/contract';

/** Statuses the bonus list keeps (spec section 4): 1 issued, 2 active; finished ones leave it. */
export const LISTED_STATUSES = [1, 2] as const;

/**
 * The list after a `bonus:player-bonuses` event: the bonus replaced by id (or added first when
 * new) while issued or active, removed once finished. Active bonuses come first.
 */
export function applyBonusEvent(list: readonly PlayerBonus[], event: PlayerBonus): PlayerBonus[] {
  const rest = list.filter((bonus) => bonus.id !== event.id);
  const next = (LISTED_STATUSES as readonly number[]).includes(event.status)
    ? [event, ...rest]
    : rest;
  return sortBonuses(next);
}

/** Active first, then issued; newest first within each. */
export function sortBonuses(list: readonly PlayerBonus[]): PlayerBonus[] {
  return [...list].sort((a, b) => b.status - a.status || b.createdAt.localeCompare(a.createdAt));
}

/** The wagered share of a bonus in whole percent, 0 to 100 (100 when nothing is required). */
export function wageringPercent(bonus: Pick<PlayerBonus, 'wagered' | 'wagerRequired'>): number {
  if (bonus.wagerRequired <= 0) return 100;
  return Math.min(100, Math.floor((bonus.wagered / bonus.wagerRequired) * 100));
}
