import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { type Artwork, sendArtwork, webpArtwork } from '../lib/artwork.ts';

const NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * `/art/{folder}/{name}.webp`: the web app's SVG art (`public/art/{folder}/{name}.svg`: promo
 * and offer art) drawn as WebP (lib/artwork.ts). The SVG stays served as it is.
 */
export async function staticArtRoutes(app: FastifyInstance, options: { clientDir: string }) {
  /** The build's files do not change while the server runs: each is read once. */
  const sources = new Map<string, Promise<Artwork>>();
  const artworkOf = (folder: string, name: string) => {
    const file = path.join(options.clientDir, 'art', folder, `${name}.svg`);
    let artwork = sources.get(file);
    if (!artwork) {
      artwork = fs.readFile(file, 'utf8').then(webpArtwork);
      sources.set(file, artwork);
      artwork.catch(() => sources.delete(file));
    }
    return artwork;
  };

  app.get<{ Params: { folder: string; name: string } }>(
    '/art/:folder/:name.webp',
    async (request, reply) => {
      const { folder, name } = request.params;
      if (!NAME.test(folder) || !NAME.test(name)) throw new AppError('notFound');
      const artwork = await artworkOf(folder, name).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') throw new AppError('notFound');
        throw error;
      });
      return sendArtwork(request, reply, artwork);
    },
  );
}
