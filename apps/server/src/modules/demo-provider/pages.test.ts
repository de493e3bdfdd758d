import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/test-app.ts';
import { serializeBoot } from './pages.ts';
import { de } from './strings-de.ts';
import { ptBR } from './strings-pt-br.ts';
import { createDemoKit } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createDemoKit>;
beforeAll(async () => {
  t = await startTestApp({ DEMO_PROVIDER_RETRY_SECONDS: '0' });
  kit = createDemoKit(t);
});
afterAll(() => t.close());

describe('the game page', () => {
  it('boots the client with the game, its bet levels and the strings of the player’s language', async () => {
    const player = await kit.realPlayer(10_000);
    const gameId = await kit.gameOf('roulette');
    const { response, boot } = await kit.openPage(
      await kit.launch(gameId, 'real', player.token, 'de'),
    );

    expect(boot).toMatchObject({
      gameId,
      kind: 'roulette',
      mode: 'real',
      currency: 'EUR',
      locale: 'de',
      betLevels: [20, 40, 100, 200, 500, 1000, 2000, 5000, 10_000],
      defaultBet: 100,
      maxStake: 100_000,
      rtpBasisPoints: 9730,
    });
    expect(boot.strings.spin).toBe(de.spin);
    expect(boot.verifyUrl).toBe(`/provider/demo/verify?session=${boot.sessionKey}&locale=de`);
    expect(response.body).toContain(
      '<script type="module" src="/provider/demo/assets/roulette.js">',
    );
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`frame-ancestors 'self' ${new URL(t.app.config.PUBLIC_URL).origin}`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('shows a translated error page with the way back for a session that does not exist', async () => {
    const gameId = await kit.gameOf('slot');
    const response = await t.app.inject({
      url: `/provider/demo/games/${gameId}?mode=real&session=${crypto.randomUUID()}&locale=de&lobby=/games/${gameId}`,
    });

    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(de.sessionInvalid);
    expect(response.body).toContain(`href="/games/${gameId}" target="_top"`);
  });

  it('keeps the lobby link on the casino and refuses unknown games', async () => {
    const casino = new URL(t.app.config.PUBLIC_URL).origin;
    for (const lobby of ['//evil.example/', 'https://evil.example/games', 'javascript:alert(1)']) {
      const response = await t.app.inject({
        url: `/provider/demo/games/no-such-game?mode=demo&lobby=${encodeURIComponent(lobby)}`,
      });

      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(`href="${casino}/" target="_top"`);
      expect(response.body).not.toContain('evil.example');
      expect(response.body).not.toContain('javascript:');
    }
    // The games served from a site of their own get the casino's full address as their way back.
    const gameId = await kit.gameOf('slot');
    const { boot } = await kit.openPage(
      `/provider/demo/games/${gameId}?mode=demo&lobby=${encodeURIComponent(`${casino}/games/x`)}`,
    );
    expect(boot.lobbyUrl).toBe(`${casino}/games/x`);
  });

  it('writes boot data that cannot close its script element', () => {
    const text = serializeBoot({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('the client files', () => {
  it('serves a client module with its type and an ETag, and answers 304 when unchanged', async () => {
    const first = await t.app.inject({ url: '/provider/demo/assets/common.js' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const etag = String(first.headers.etag);

    const again = await t.app.inject({
      url: '/provider/demo/assets/common.js',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves nothing outside the client folder or of another type', async () => {
    for (const name of ['..%2Froutes.ts', 'routes.ts', '.env', 'nope.js', '..%2F..%2Fconfig.ts']) {
      const response = await t.app.inject({ url: `/provider/demo/assets/${name}` });
      expect(response.statusCode, name).toBe(404);
    }
  });
});

describe('the verification page', () => {
  it('recomputes a slot round in the chosen language', async () => {
    const query = new URLSearchParams({
      locale: 'pt-BR',
      game: 'slot',
      serverSeed: 'a'.repeat(64),
      clientSeed: 'player-seed',
      nonce: '3',
      stake: '100',
    });
    const response = await t.app.inject({ url: `/provider/demo/verify?${query}` });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="pt-BR">');
    expect(response.body).toContain(ptBR.verifyResult);
    expect(response.body).toContain('class="reels"');
  });

  it('says so when the values cannot be recomputed', async () => {
    const query = new URLSearchParams({
      game: 'crash',
      serverSeed: 'seed',
      clientSeed: 'client',
      nonce: '0',
      input: '{"cashOutAt":50}',
    });
    const page = await t.app.inject({ url: `/provider/demo/verify?${query}` });
    expect(page.body).toContain('These values cannot be recomputed');
    const api = await kit.api('GET', `/verify?${query}`);
    expect(api.statusCode).toBe(422);
  });
});
