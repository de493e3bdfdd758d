import { describe, expect, it } from 'vitest';
import {
  appendGames,
  buildGamesQuery,
  gamesQueryKey,
  hasMoreGames,
  readCatalogueFilters,
  toQueryRecord,
  withFilters,
} from './games-query';

describe('readCatalogueFilters', () => {
  it('reads search, provider and sort from the query string', () => {
    const filters = readCatalogueFilters(
      new URLSearchParams('search=%20book%20&provider=golden-lynx&sort=new'),
    );
    expect(filters).toEqual({ search: 'book', provider: 'golden-lynx', sort: 'new' });
  });

  it('drops a malformed provider and an unknown sort instead of letting the API refuse them', () => {
    const filters = readCatalogueFilters(new URLSearchParams('provider=<script>&sort=random'));
    expect(filters).toEqual({ search: '', provider: undefined, sort: 'popular' });
  });

  it('cuts the search text to the 64 characters the API accepts', () => {
    const filters = readCatalogueFilters(new URLSearchParams({ search: 'x'.repeat(80) }));
    expect(filters.search).toHaveLength(64);
  });
});

describe('buildGamesQuery', () => {
  it('leaves out empty filters', () => {
    expect(buildGamesQuery({ search: '  ', provider: undefined })).toEqual({
      page: 1,
      perPage: 24,
      sort: 'popular',
    });
  });

  it('asks for a page of a collection under a provider and search text', () => {
    expect(
      buildGamesQuery(
        { collection: 'slots', provider: 'nebula-play', search: 'star', sort: 'name' },
        3,
        12,
      ),
    ).toEqual({
      page: 3,
      perPage: 12,
      sort: 'name',
      collection: 'slots',
      provider: 'nebula-play',
      search: 'star',
    });
  });
});

describe('toQueryRecord', () => {
  it('turns numbers into strings and drops undefined values', () => {
    expect(toQueryRecord({ page: 2, perPage: 30, search: undefined, sort: 'new' })).toEqual({
      page: '2',
      perPage: '30',
      sort: 'new',
    });
  });
});

describe('withFilters', () => {
  it('sets a filter and forgets the page position', () => {
    expect(withFilters('?page=3&sort=new', { provider: 'golden-lynx' })).toBe(
      '?sort=new&provider=golden-lynx',
    );
  });

  it('removes a cleared filter and the default sort from the URL', () => {
    expect(withFilters('?search=book&sort=new', { search: '' })).toBe('?sort=new');
    expect(withFilters('?sort=new', { sort: 'popular' })).toBe('');
  });

  it('clears several filters at once and keeps other parameters', () => {
    expect(
      withFilters('?search=a&provider=b&modal=categories', {
        search: undefined,
        provider: undefined,
      }),
    ).toBe('?modal=categories');
  });
});

describe('gamesQueryKey', () => {
  it('names the same list for every page and any key order', () => {
    const first = gamesQueryKey({ page: 1, perPage: 30, collection: 'new', sort: 'popular' });
    const later = gamesQueryKey({ sort: 'popular', collection: 'new', perPage: 30, page: 4 });
    expect(later).toBe(first);
  });

  it('tells lists with different filters apart', () => {
    expect(gamesQueryKey({ collection: 'new' })).not.toBe(gamesQueryKey({ collection: 'slots' }));
  });
});

describe('appendGames', () => {
  it('appends the next page without repeating games already listed', () => {
    const listed = [{ id: 'a' }, { id: 'b' }];
    expect(appendGames(listed, [{ id: 'b' }, { id: 'c' }]).map((g) => g.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('hasMoreGames', () => {
  it('offers more only while fewer games are listed than the total', () => {
    expect(hasMoreGames(30, 31)).toBe(true);
    expect(hasMoreGames(31, 31)).toBe(false);
  });
});
