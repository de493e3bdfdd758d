import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSeeds } from '../../db/seed/games.ts';
import { ART_FONT_FAMILY } from '../../lib/artwork.ts';
import { startTestApp } from '../../test/test-app.ts';
import { escapeXml, renderGameArt, titleLines } from './art.ts';
import { createGamesKit } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createGamesKit>;
beforeAll(async () => {
  t = await startTestApp();
  kit = createGamesKit(t);
});
afterAll(() => t.close());

/** The width and height of a WebP body, and whether it decodes as one. */
async function webpSizeOf(body: Buffer) {
  const { format, width, height } = await sharp(body).metadata();
  expect(format).toBe('webp');
  return [width, height];
}

describe('game art', () => {
  it('serves each tile shape at 1x, 2x and 3x as WebP with the spec sizes', async () => {
    const expected = {
      'square@1x': [200, 200],
      'square@2x': [400, 400],
      'square@3x': [600, 600],
      'portrait@1x': [200, 300],
      'portrait@2x': [400, 600],
      'portrait@3x': [600, 900],
    };
    for (const [file, size] of Object.entries(expected)) {
      const response = await kit.get(`/media/games/sun-dynasty/${file}.webp`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toMatch(/max-age=604800/);
      expect(await webpSizeOf(response.rawPayload)).toEqual(size);
    }
  });

  it('sets the title and the provider in the font the server ships', () => {
    const { theme } = gameSeeds.find((game) => game.id === 'sun-dynasty')!;
    const svg = renderGameArt(
      { id: 'sun-dynasty', name: 'Sun Dynasty', providerName: 'Golden Lynx', theme },
      'square',
      1,
    );
    expect(svg).toContain('>SUN</text><text x="100" y="170.0">DYNASTY<');
    expect(svg).toContain('>GOLDEN LYNX<');
    expect(svg.match(/font-family="([^"]+)"/g)).toEqual([
      `font-family="'${ART_FONT_FAMILY}'"`,
      `font-family="'${ART_FONT_FAMILY}'"`,
    ]);
  });

  it('answers 304 to a matching ETag and 404 to unknown games and files', async () => {
    const first = await kit.get('/media/games/moon-shot/square@2x.webp');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await kit.get('/media/games/moon-shot/square@2x.webp', {
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const weak = await kit.get('/media/games/moon-shot/square@2x.webp', {
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);
    const changed = await kit.get('/media/games/moon-shot/square@2x.webp', {
      headers: { 'if-none-match': '"other"' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await kit.get('/media/games/moon-shot/square@4x.webp')).statusCode).toBe(404);
    expect((await kit.get('/media/games/moon-shot/square@2x.svg')).statusCode).toBe(404);
    expect((await kit.get('/media/games/no-such-game/square@1x.webp')).statusCode).toBe(404);
  });

  it('draws every game differently', () => {
    const drawings = gameSeeds.map((game) =>
      renderGameArt(
        { id: game.id, name: game.name, providerName: 'P', theme: game.theme },
        'square',
        1,
      ),
    );
    expect(new Set(drawings).size).toBe(gameSeeds.length);
  });

  it('escapes titles and breaks long ones into two balanced lines', () => {
    expect(escapeXml('Tom & <Jerry>')).toBe('Tom &amp; &lt;Jerry&gt;');
    expect(titleLines('Moon Shot')).toEqual(['MOON SHOT']);
    expect(titleLines('Mega Fortune Crown')).toEqual(['MEGA FORTUNE', 'CROWN']);
    expect(titleLines('Lucky Clover Link')).toEqual(['LUCKY', 'CLOVER LINK']);
  });
});

describe('provider logos', () => {
  it('serves a provider logo as WebP, and 404 for unknown providers', async () => {
    const response = await kit.get('/media/providers/velvet-table.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(await webpSizeOf(response.rawPayload)).toEqual([320, 96]);
    expect((await kit.get('/media/providers/nobody.webp')).statusCode).toBe(404);
  });
});
