/**
 * Spec section 4: a rise in loyalty level opens the level modal, or, on a game page, where a
 * modal would cover the game, shows a 3 s notice instead: one or the other, never both.
 */
export function isLevelUpNoticePage(pathname: string) {
  return /\/games\/[^/]+$/.test(pathname);
}
