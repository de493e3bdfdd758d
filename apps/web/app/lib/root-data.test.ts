import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDictionary, provideDictionary, readTranslations } from './root-data';

afterEach(() => vi.unstubAllGlobals());

describe('the dictionaries of the root data', () => {
  it('reads the dictionary provided under the root data’s address', () => {
    provideDictionary('/i18n/en/aaa.json', { 'shell.header.search': 'Search games' });
    expect(readTranslations({ dictionaryUrl: '/i18n/en/aaa.json' })).toEqual({
      'shell.header.search': 'Search games',
    });
  });

  it('has no entries for a dictionary not yet here, nor without root data (the fatal error page)', () => {
    expect(readTranslations({ dictionaryUrl: '/i18n/en/missing.json' })).toEqual({});
    expect(readTranslations(undefined)).toEqual({});
  });

  it('downloads a dictionary once, however often it is asked for', async () => {
    const fetch = vi.fn(async () => Response.json({ greeting: 'Hallo' }));
    vi.stubGlobal('fetch', fetch);
    await loadDictionary('/i18n/de/bbb.json');
    await loadDictionary('/i18n/de/bbb.json');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(readTranslations({ dictionaryUrl: '/i18n/de/bbb.json' })).toEqual({ greeting: 'Hallo' });
  });

  it('keeps nothing from a refused download, so that the next call asks again', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 503 }));
    await expect(loadDictionary('/i18n/de/ccc.json')).rejects.toThrow(/503/);
    expect(readTranslations({ dictionaryUrl: '/i18n/de/ccc.json' })).toEqual({});
  });

  it('keeps the 32 most recently provided', () => {
    for (let version = 0; version < 40; version++) {
      provideDictionary(`/i18n/en/v${version}.json`, { version: String(version) });
    }
    expect(readTranslations({ dictionaryUrl: '/i18n/en/v7.json' })).toEqual({});
    expect(readTranslations({ dictionaryUrl: '/i18n/en/v8.json' })).toEqual({ version: '8' });
    expect(readTranslations({ dictionaryUrl: '/i18n/en/v39.json' })).toEqual({ version: '39' });
  });
});
