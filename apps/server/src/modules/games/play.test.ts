import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSessions } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { COUNTRY_HEADER, createGamesKit } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createGamesKit>;
beforeAll(async () => {
  t = await startTestApp({ COUNTRY_HEADER, PUBLIC_URL: 'https://casino.example' });
  kit = createGamesKit(t);
});
afterAll(() => t.close());

function play(id: string, body: object, options = {}) {
  return kit.post(`/api/game/games/${id}/play`, body, options);
}

function sessionsOf(playerId: string) {
  return t.db.select().from(gameSessions).where(eq(gameSessions.playerId, playerId));
}

describe('real play', () => {
  it('opens a game session on the active account and answers the provider launch URL', async () => {
    const { token, playerId } = await kit.signIn();
    const response = await play(
      'sun-dynasty',
      { mode: 'real', returnUrl: '/categories/slots' },
      { token, country: 'ES', locale: 'de' },
    );
    expect(response.statusCode).toBe(201);
    const { url, mode, sessionId, currency } = response.json().data;
    expect({ mode, currency }).toEqual({ mode: 'real', currency: 'EUR' });
    const launch = new URL(url);
    expect(`${launch.origin}${launch.pathname}`).toBe(
      'https://casino.example/provider/demo/games/sun-dynasty',
    );
    expect(Object.fromEntries(launch.searchParams)).toEqual({
      mode: 'real',
      session: sessionId,
      currency: 'EUR',
      locale: 'de',
      lobby: '/categories/slots',
    });
    const [session] = await t.db.select().from(gameSessions).where(eq(gameSessions.id, sessionId));
    expect(session).toMatchObject({
      playerId,
      gameId: 'sun-dynasty',
      currency: 'EUR',
      integration: 'demo',
      device: 'desktop',
      country: 'ES',
      status: 'open',
    });
  });

  it('closes the player’s earlier open sessions when another game opens', async () => {
    const { token, playerId } = await kit.signIn('jogador@croupier.example');
    const first = (await play('cherry-rush', { mode: 'real' }, { token })).json().data;
    const second = (await play('moon-shot', { mode: 'real', device: 'mobile' }, { token })).json()
      .data;
    expect(second.currency).toBe('BRL');
    const open = await t.db
      .select({ id: gameSessions.id })
      .from(gameSessions)
      .where(and(eq(gameSessions.playerId, playerId), eq(gameSessions.status, 'open')));
    expect(open).toEqual([{ id: second.sessionId }]);
    const closed = (await sessionsOf(playerId)).find((s) => s.id === first.sessionId);
    expect(closed?.status).toBe('closed');
    expect(closed?.closedAt).toBeInstanceOf(Date);
  });

  it('lists played games once each, last played first', async () => {
    const { token } = await kit.signIn('jogador@croupier.example');
    await play('cherry-rush', { mode: 'real' }, { token });
    const played = (await kit.get('/api/game/games/played', { token })).json().data;
    expect(played.map((g: { id: string }) => g.id)).toEqual(['cherry-rush', 'moon-shot']);
    expect((await kit.get('/api/game/games/played')).statusCode).toBe(401);
  });

  it('refuses real play to a guest', async () => {
    const response = await play('sun-dynasty', { mode: 'real' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe(10003);
  });
});

describe('demo play', () => {
  it('answers a demo URL without a session, in EUR for a guest', async () => {
    const response = await play('rocket-rush', { mode: 'demo', device: 'mobile' });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toMatchObject({ mode: 'demo', currency: 'EUR' });
    expect(data.sessionId).toBeUndefined();
    const launch = new URL(data.url);
    expect(launch.searchParams.get('mode')).toBe('demo');
    expect(launch.searchParams.has('session')).toBe(false);
    expect(launch.searchParams.get('lobby')).toBe('/');
  });

  it('uses the signed-in player’s active currency and opens no session', async () => {
    const { token, playerId } = await kit.signIn('jogador@croupier.example');
    const before = (await sessionsOf(playerId)).length;
    const data = (await play('european-roulette', { mode: 'demo' }, { token })).json().data;
    expect(data.currency).toBe('BRL');
    expect((await sessionsOf(playerId)).length).toBe(before);
  });
});

describe('refusals', () => {
  const cases: [string, string, object, object, number, number][] = [
    ['an unknown game', 'no-such-game', { mode: 'demo' }, {}, 404, 14001],
    ['a disabled game', 'retro-reels', { mode: 'demo' }, {}, 404, 14001],
    [
      'a game restricted in the country',
      'sands-of-anubet',
      { mode: 'demo' },
      { country: 'DE' },
      451,
      14002,
    ],
    [
      'a desktop-only game on mobile',
      'prism-vault',
      { mode: 'demo', device: 'mobile' },
      {},
      409,
      14003,
    ],
    ['a demo of a game without one', 'mega-fortune-crown', { mode: 'demo' }, {}, 409, 14003],
    ['an invalid mode', 'sun-dynasty', { mode: 'fun' }, {}, 422, 10002],
  ];
  for (const [what, id, body, options, status, code] of cases) {
    it(`refuses ${what}`, async () => {
      const response = await play(id, body, options);
      expect(response.statusCode).toBe(status);
      expect(response.json().error.code).toBe(code);
    });
  }

  it('refuses real play of a restricted game and opens no session', async () => {
    const { token, playerId } = await kit.signIn();
    const before = (await sessionsOf(playerId)).length;
    const response = await play('neon-roulette', { mode: 'real' }, { token, country: 'BR' });
    expect(response.statusCode).toBe(451);
    expect((await sessionsOf(playerId)).length).toBe(before);
  });

  it('lets the real-only jackpot game open for real', async () => {
    const { token } = await kit.signIn();
    const response = await play('mega-fortune-crown', { mode: 'real' }, { token });
    expect(response.statusCode).toBe(201);
  });
});

describe('games served from a site of their own (DEMO_PROVIDER_URL)', () => {
  it('launches them from that site, lets the casino frame it, and leads back to the casino', async () => {
    const separate = await startTestApp({
      COUNTRY_HEADER,
      PUBLIC_URL: 'https://casino.example',
      DEMO_PROVIDER_URL: 'https://games.example/',
    });
    try {
      const separateKit = createGamesKit(separate);
      const { token } = await separateKit.signIn();
      const response = await separateKit.post(
        '/api/game/games/sun-dynasty/play',
        { mode: 'real', returnUrl: '/categories/slots' },
        { token },
      );
      expect(response.statusCode).toBe(201);
      const launch = new URL(response.json().data.url);
      expect(`${launch.origin}${launch.pathname}`).toBe(
        'https://games.example/provider/demo/games/sun-dynasty',
      );
      expect(launch.searchParams.get('lobby')).toBe('https://casino.example/categories/slots');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/frame-src 'self' https:\/\/games\.example( |;|$)/);
      const game = await separate.app.inject(`${launch.pathname}${launch.search}`);
      expect(game.statusCode).toBe(200);
      expect(game.headers['content-security-policy']).toContain(
        "frame-ancestors 'self' https://casino.example",
      );
      expect(game.body).toContain('"lobbyUrl":"https://casino.example/categories/slots"');
    } finally {
      await separate.close();
    }
  });
});
