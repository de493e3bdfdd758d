/**
 * Limit periods the browser's limit modals and the server share, apart from `constants.ts` so the
 * home page's JavaScript does not carry them. Plain data, no zod.
 */
/** The ids of `player.limit.coolingOffPeriod` and `player.limit.selfExclusionPeriod`. */
export const COOLING_OFF_PERIODS = ['1d', '7d', '30d', '42d'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '3y', '5y', 'permanent'] as const;
/** Reality-check intervals a player may choose, in minutes (0: off). */
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 60] as const;
/** Hours an increase or removal of a limit waits before the player may confirm it. */
export const LIMIT_CHANGE_DELAY_HOURS = 24;
