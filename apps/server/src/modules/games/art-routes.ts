import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { type Artwork, sendArtwork, webpArtwork } from '../../lib/artwork.ts';
import { renderGameArt, renderProviderLogo, type TileShape } from './art.ts';
import { loadCatalogue } from './catalogue.ts';

const TILE_FILE = /^(square|portrait)@([123])x\.webp$/;
const LOGO_FILE = /^([a-z0-9][a-z0-9-]{0,63})\.webp$/;

/** Drawings by what they are drawn from: a theme or name change draws a new one. */
const drawn = new Map<string, Artwork>();

function drawOnce(key: string, render: () => string) {
  let hit = drawn.get(key);
  if (!hit) {
    if (drawn.size > 2_000) drawn.clear();
    hit = webpArtwork(render());
    drawn.set(key, hit);
  }
  return hit;
}

/** `/media/games/{id}/{square|portrait}@{1|2|3}x.webp` and `/media/providers/{id}.webp`. */
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
      return sendArtwork(
        request,
        reply,
        drawOnce(`game|${shape}|${scale}|${JSON.stringify(art)}`, () =>
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
    return sendArtwork(
      request,
      reply,
      drawOnce(`provider|${JSON.stringify(art)}`, () => renderProviderLogo(art)),
    );
  });
}
