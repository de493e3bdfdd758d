import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { ENGINES } from '../demo-provider/engines/index.ts';
import { loadCatalogue } from './catalogue.ts';
import { COUNTRY_HEADER, createGamesKit } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createGamesKit>;
beforeAll(async () => {
  t = await startTestApp({ COUNTRY_HEADER });
  kit = createGamesKit(t);
});
afterAll(() => t.close());

interface GameBody {
  id: string;
  name: string;
  kind: string;
  provider: { id: string; name: string };
  collections: string[];
  devices: string[];
  isFavorite: boolean;
  isRestricted: boolean;
  rtp: number;
  images: { square: Record<string, string> };
}

async function listGames(query: string, options = {}) {
  const response = await kit.get(`/api/game/games?${query}`, options);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: GameBody[];
    meta: { page: number; perPage: number; total: number };
  };
}

describe('catalogue', () => {
  it('lists the collections in order with their names in the request locale and game counts', async () => {
    const response = await kit.get('/api/game/collections', { locale: 'es' });
    const collections = response.json().data;
    expect(collections.map((c: { id: string }) => c.id)).toEqual([
      'popular',
      'new',
      'slots',
      'table-games',
      'crash',
      'jackpots',
    ]);
    expect(collections.find((c: { id: string }) => c.id === 'table-games').name).toBe(
      'Juegos de mesa',
    );
    expect(collections.find((c: { id: string }) => c.id === 'crash').gamesCount).toBe(6);
  });

  it('lists providers with logos and counts, and one provider with its translated description', async () => {
    const providers = (await kit.get('/api/game/providers')).json().data;
    expect(providers).toHaveLength(6);
    expect(providers[0]).toMatchObject({
      id: 'golden-lynx',
      logo: '/media/providers/golden-lynx.webp',
    });
    const one = await kit.get('/api/game/providers/velvet-table', { locale: 'de' });
    expect(one.json().data.description).toMatch(/Tischspiele/);
    expect((await kit.get('/api/game/providers/nobody')).json().error.code).toBe(14004);
  });

  it('pages the whole catalogue with its total, most popular first, leaving out disabled games', async () => {
    const first = await listGames('perPage=10');
    expect(first.meta).toEqual({ page: 1, perPage: 10, total: 40 });
    expect(first.data[0]!.id).toBe('rocket-rush');
    const last = await listGames('perPage=15&page=3');
    expect(last.data).toHaveLength(10);
    expect(last.meta.total).toBe(40);
    const all = await listGames('perPage=100');
    expect(all.data.map((g) => g.id)).not.toContain('retro-reels');
    expect(all.data[0]).toMatchObject({ isFavorite: false, isRestricted: false });
  });

  it('filters by collection, provider list and device', async () => {
    const crash = await listGames('collection=crash');
    expect(crash.meta.total).toBe(6);
    expect(crash.data.every((g) => g.kind === 'crash')).toBe(true);
    const two = await listGames('provider=velvet-table,tidal-reels&perPage=100');
    expect(new Set(two.data.map((g) => g.provider.id))).toEqual(
      new Set(['velvet-table', 'tidal-reels']),
    );
    const mobile = await listGames('device=mobile&perPage=100');
    expect(mobile.data.map((g) => g.id)).not.toContain('prism-vault');
    expect(mobile.meta.total).toBe(38);
  });

  it('searches game and provider names ignoring case and accents', async () => {
    expect((await listGames('search=ROULETTE')).meta.total).toBe(6);
    expect((await listGames(`search=${encodeURIComponent('Rüby')}`)).data.map((g) => g.id)).toEqual(
      ['ruby-rush'],
    );
    expect((await listGames('search=dragons')).data.map((g) => g.id)).toEqual(['dragons-ember']);
    const byProvider = await listGames('search=nebula&perPage=100');
    expect(byProvider.data.every((g) => g.provider.id === 'nebula-play')).toBe(true);
    expect((await listGames('search=zzzz')).meta.total).toBe(0);
  });

  it('sorts by name and by release date', async () => {
    const byName = (await listGames('sort=name&perPage=100')).data.map((g) => g.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en')));
    const newest = await listGames('sort=new&perPage=3');
    expect(newest.data[0]!.id).toBe('phoenix-flame');
  });

  it('answers one game with its description, theme and config, and 404 for unknown or disabled ones', async () => {
    const game = (await kit.get('/api/game/games/sun-dynasty', { locale: 'pt-BR' })).json().data;
    expect(game).toMatchObject({ id: 'sun-dynasty', kind: 'slot', volatility: 'medium' });
    expect(game.rtp).toBe(ENGINES.slot.rtpBasisPoints / 100);
    expect(game.description).toMatch(/tumba/);
    expect(game.theme.motif).toBe('pyramid');
    expect(game.images.portrait['3x']).toBe('/media/games/sun-dynasty/portrait@3x.webp');
    for (const id of ['no-such-game', 'retro-reels']) {
      const response = await kit.get(`/api/game/games/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe(14001);
    }
  });

  it('marks games restricted in the request country', async () => {
    const fromGermany = (
      await kit.get('/api/game/games/sands-of-anubet', { country: 'DE' })
    ).json();
    expect(fromGermany.data.isRestricted).toBe(true);
    const fromSpain = (await kit.get('/api/game/games/sands-of-anubet', { country: 'ES' })).json();
    expect(fromSpain.data.isRestricted).toBe(false);
  });
});

describe('favourites', () => {
  it('adds and removes a favourite idempotently and shows it in lists', async () => {
    const { token } = await kit.signIn();
    const url = '/api/game/games/gem-cascade/favorite';
    for (let i = 0; i < 2; i++) {
      const added = await kit.post(url, {}, { token });
      expect(added.statusCode).toBe(200);
      expect(added.json().data).toEqual({ gameId: 'gem-cascade', isFavorite: true });
    }
    await kit.post('/api/game/games/moon-shot/favorite', {}, { token });
    const favorites = (await kit.get('/api/game/games/favorites', { token })).json().data;
    expect(favorites.map((g: GameBody) => g.id)).toEqual(['moon-shot', 'gem-cascade']);
    expect((await kit.get('/api/game/games/gem-cascade', { token })).json().data.isFavorite).toBe(
      true,
    );
    const listed = await listGames('search=gem cascade', { token });
    expect(listed.data[0]!.isFavorite).toBe(true);
    for (let i = 0; i < 2; i++) {
      const removed = await kit.delete(url, { token });
      expect(removed.json().data).toEqual({ gameId: 'gem-cascade', isFavorite: false });
    }
    const after = (await kit.get('/api/game/games/favorites', { token })).json().data;
    expect(after.map((g: GameBody) => g.id)).toEqual(['moon-shot']);
  });

  it("answers guests from a shared encoding that never carries a player's favourites", async () => {
    const url = '/api/game/games?search=gem%20cascade';
    const first = await kit.get(url);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const { token } = await kit.signIn();
    await kit.post('/api/game/games/gem-cascade/favorite', {}, { token });
    const player = (await kit.get(url, { token })).json();
    expect(player.data[0].isFavorite).toBe(true);
    const guest = (await kit.get(url)).json();
    expect(guest).toEqual(first.json());
    expect(guest).toEqual({
      ...player,
      data: player.data.map((game: GameBody) => ({ ...game, isFavorite: false })),
    });
  });

  it('refuses favourites to guests and of unknown games', async () => {
    expect((await kit.post('/api/game/games/gem-cascade/favorite', {})).statusCode).toBe(401);
    expect((await kit.get('/api/game/games/favorites')).statusCode).toBe(401);
    const { token } = await kit.signIn();
    const unknown = await kit.post('/api/game/games/no-such-game/favorite', {}, { token });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('catalogue snapshot', () => {
  it('is kept while nothing changes and rebuilt within a second of a change to a game', async () => {
    const before = await loadCatalogue(t.db);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await loadCatalogue(t.db)).toBe(before);
    await t.db.update(games).set({ isEnabled: false }).where(eq(games.id, 'rocket-rush'));
    try {
      await expect
        .poll(async () => (await listGames('perPage=100')).data.map((game) => game.id), {
          timeout: 3_000,
          interval: 100,
        })
        .not.toContain('rocket-rush');
      expect(await loadCatalogue(t.db)).not.toBe(before);
    } finally {
      await t.db.update(games).set({ isEnabled: true }).where(eq(games.id, 'rocket-rush'));
    }
  });
});
