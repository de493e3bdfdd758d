import { describe, expect, it } from 'vitest';
import { type InitialGames, pickList } from './paged-list';

function serverPage(key: string, ids: string[]): InitialGames {
  const games = ids.map((id) => ({ id })) as unknown as InitialGames['page']['games'];
  return { key, page: { games, total: 10, page: 1 } };
}

describe('pickList', () => {
  it('shows the server page when it answers the same query', () => {
    const initial = serverPage('collection=slots', ['a', 'b']);
    const list = pickList('collection=slots', undefined, initial);
    expect(list.status).toBe('ready');
    expect(list.games.map((g) => g.id)).toEqual(['a', 'b']);
  });

  it('keeps the list grown by "load more" from that server page', () => {
    const initial = serverPage('collection=slots', ['a', 'b']);
    const grown = { ...pickList('collection=slots', undefined, initial), page: 2 };
    expect(pickList('collection=slots', grown, initial)).toBe(grown);
  });

  it('starts again from a fresher server page (signed in: favourites marked)', () => {
    const before = serverPage('collection=slots', ['a', 'b']);
    const grown = { ...pickList('collection=slots', undefined, before), page: 2 };
    const after = serverPage('collection=slots', ['a', 'b']);
    expect(pickList('collection=slots', grown, after).page).toBe(1);
  });

  it('is loading for a query the server did not render', () => {
    const initial = serverPage('collection=slots', ['a']);
    expect(pickList('collection=new', undefined, initial)).toMatchObject({
      status: 'loading',
      games: [],
    });
  });
});
