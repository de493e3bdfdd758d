export type PasswordStrength = 'weak' | 'good' | 'strong';

/**
 * The registration strength indicator, by length alone as the spec has it: 1–2 characters weak,
 * 3–4 good, 5 and more strong; nothing typed shows no indicator. Characters are code points, so an
 * emoji counts once.
 */
export function passwordStrength(value: string): PasswordStrength | null {
  const length = Array.from(value).length;
  if (length === 0) return null;
  if (length <= 2) return 'weak';
  return length <= 4 ? 'good' : 'strong';
}
