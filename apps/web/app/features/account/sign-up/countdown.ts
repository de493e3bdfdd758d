/** The resend countdown as m:ss (spec section 9): 60 → "1:00", 9 → "0:09". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
