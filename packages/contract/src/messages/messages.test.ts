import { describe, expect, it } from 'vitest';
import { interpolate, messagesFor } from './index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('shared messages', () => {
  const english = messagesFor('en');
  for (const locale of ['de', 'es', 'pt-BR']) {
    it(`gives ${locale} every message with the placeholders of the English one`, () => {
      const translated = messagesFor(locale);
      for (const group of ['errors', 'validation'] as const) {
        for (const [key, text] of Object.entries(english[group])) {
          const other = (translated[group] as Record<string, string>)[key] ?? '';
          expect(other, `${locale} ${group}.${key}`).not.toBe('');
          expect(other, `${locale} ${group}.${key}`).not.toBe(text);
          expect(placeholders(other)).toEqual(placeholders(text));
        }
      }
    });
  }

  it('falls back to English for a locale it does not know', () => {
    expect(messagesFor('fr')).toBe(english);
  });

  it('fills named placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Between {min} and {max}', { min: 4, max: 6 })).toBe('Between 4 and 6');
    expect(interpolate('At least {min}', {})).toBe('At least {min}');
  });
});
