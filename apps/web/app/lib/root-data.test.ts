import { describe, expect, it } from 'vitest';
import { readTranslations } from './root-data';

describe('readTranslations', () => {
  it('parses the dictionary text of the root data', () => {
    const root = { translationsJson: JSON.stringify({ 'shell.header.search': 'Search games' }) };
    expect(readTranslations(root)).toEqual({ 'shell.header.search': 'Search games' });
  });

  it('parses a text once, however often it is read, and again when the locale changes', () => {
    const english = { translationsJson: JSON.stringify({ greeting: 'Hello' }) };
    const german = { translationsJson: JSON.stringify({ greeting: 'Hallo' }) };
    const first = readTranslations(english);
    expect(readTranslations({ translationsJson: `${english.translationsJson}` })).toBe(first);
    expect(readTranslations(german)).toEqual({ greeting: 'Hallo' });
    expect(readTranslations(english)).toEqual({ greeting: 'Hello' });
  });

  it('has no entries without root data (the fatal error page)', () => {
    expect(readTranslations(undefined)).toEqual({});
  });
});
