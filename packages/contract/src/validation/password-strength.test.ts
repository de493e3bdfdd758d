import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';

describe('passwordStrength', () => {
  it('shows nothing for an empty password', () => {
    expect(passwordStrength('')).toBeNull();
  });

  it('is weak at 1 and 2 characters', () => {
    expect(passwordStrength('a')).toBe('weak');
    expect(passwordStrength('ab')).toBe('weak');
  });

  it('is good at 3 and 4 characters', () => {
    expect(passwordStrength('abc')).toBe('good');
    expect(passwordStrength('abcd')).toBe('good');
  });

  it('is strong from 5 characters on', () => {
    expect(passwordStrength('abcde')).toBe('strong');
    expect(passwordStrength('a'.repeat(40))).toBe('strong');
  });

  it('counts an emoji as one character', () => {
    expect(passwordStrength('a😀')).toBe('weak');
  });
});
