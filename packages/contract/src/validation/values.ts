/**
 * Missing, blank text and an empty list count as empty: own rules skip them and only the implicit
 * rules (required and friends) look. Blank text is empty as in Laravel, where such input arrives
 * trimmed to null.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** Text rules read strings and finite numbers (a number typed into a text field); nothing else. */
export function toText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}
