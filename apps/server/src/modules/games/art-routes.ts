import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { renderGameArt, renderProviderLogo, type TileShape } from './art.ts';
import { loadCatalogue } from './catalogue.ts';

/** Browsers and CDNs keep art for a week and revalidate it with its ETag after. */
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
const TILE_FILE = /^(square|portrait)@([123])x\.svg$/;
const LOGO_FILE = /^([a-z0-9][a-z0-9-]{0,63})\.svg$/;

/** Rendered SVGs by what they are drawn from: a theme or name change draws a new one. */
const rendered = new Map<string, { svg: string; etag: string }>();

function renderOnce(key: string, render: () => string) {
  let hit = rendered.get(key);
  if (!hit) {
    if (rendered.size > 2_000) rendered.clear();
    const svg = render();
    hit = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url')}"` };
    rendered.set(key, hit);
  }
  return hit;
}

function sendSvg(request: FastifyRequest, reply: FastifyReply, art: { svg: string; etag: string }) {
  reply.header('cache-control', CACHE_CONTROL).header('etag', art.etag);
  const known = request.headers['if-none-match']
    ?.split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  if (known?.includes(art.etag) || known?.includes('*')) return reply.status(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(art.svg);
}

/** `/media/games/{id}/{square|portrait}@{1|2|3}x.svg` and `/media/providers/{id}.svg`. */
export async function artRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string; file: string } }>(
    '/media/games/:id/:file',
    async (request, reply) => {
      const match = TILE_FILE.exec(request.params.file);
      const game = (await loadCatalogue(app.db)).byId.get(request.params.id);
      if (!match || !game) throw new AppError('notFound');
      const shape = match[1] as TileShape;
      const scale = Number(match[2]) as 1 | 2 | 3;
      const art = {
        id: game.id,
        name: game.name,
        providerName: game.provider.name,
        theme: game.theme,
      };
      return sendSvg(
        request,
        reply,
        renderOnce(`game|${shape}|${scale}|${JSON.stringify(art)}`, () =>
          renderGameArt(art, shape, scale),
        ),
      );
    },
  );
  app.get<{ Params: { file: string } }>('/media/providers/:file', async (request, reply) => {
    const id = LOGO_FILE.exec(request.params.file)?.[1];
    const provider = (await loadCatalogue(app.db)).providers.find((p) => p.id === id);
    if (!provider) throw new AppError('notFound');
    const art = { id: provider.id, name: provider.name, theme: provider.theme };
    return sendSvg(
      request,
      reply,
      renderOnce(`provider|${JSON.stringify(art)}`, () => renderProviderLogo(art)),
    );
  });
}
