/**
 * Spec section 9: loyalty progress is the share of points between the current and the next level,
 * rounded to 2 decimals (0 to 1; 1 at the top level).
 */
export function loyaltyProgress(
  points: number,
  current: { points: number },
  next: { points: number } | null,
): number {
  if (!next) return 1;
  const span = next.points - current.points;
  if (span <= 0) return 1;
  const share = (points - current.points) / span;
  return Math.round(Math.min(1, Math.max(0, share)) * 100) / 100;
}
