import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { buildConfig } from '../config.ts';
import { startTestApp } from '../test/test-app.ts';
import { staticArtRoutes } from './static-art.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let app: FastifyInstance;
let clientDir: string;
beforeAll(async () => {
  t = await startTestApp();
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'croupier-art-'));
  await fs.mkdir(path.join(clientDir, 'art/promos'), { recursive: true });
  await fs.writeFile(
    path.join(clientDir, 'art/promos/sunrise.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="100"><rect width="150" height="100" fill="#f5a623"/></svg>',
  );
  await fs.writeFile(
    path.join(clientDir, 'secret.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
  );
  const config = buildConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  app = await buildApp({ config, db: t.db, withWeb: false, withDispatcher: false });
  await app.register(staticArtRoutes, { clientDir });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  await fs.rm(clientDir, { recursive: true, force: true });
});

describe('the web app’s SVG art as WebP', () => {
  it('draws public/art/{folder}/{name}.svg as WebP, cached and revalidated by ETag', async () => {
    const response = await app.inject({ url: '/art/promos/sunrise.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toMatch(/max-age=604800/);
    const image = sharp(response.rawPayload);
    expect(await image.metadata()).toMatchObject({ format: 'webp', width: 150, height: 100 });
    const { dominant } = await image.stats();
    expect(dominant).toMatchObject({ r: expect.closeTo(245, -1), g: expect.closeTo(165, -1) });
    const again = await app.inject({
      url: '/art/promos/sunrise.webp',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for art that is not there and for any path outside the art folder', async () => {
    for (const url of [
      '/art/promos/sunset.webp',
      '/art/nowhere/sunrise.webp',
      '/art/..%2f..%2fsecret.webp',
      '/art/promos/..%2f..%2fsecret.webp',
      '/art/promos/SUNRISE.webp',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe(10005);
    }
  });
});
