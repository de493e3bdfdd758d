import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Art drawn as SVG (game tiles, provider logos, promo and offer art), served to players as WebP.
 *
 * A browser draws each SVG `<img>` as a document of its own, on the page's main thread: on a
 * phone the art alone kept the first seconds after the first paint busy (docs/PERFORMANCE.md
 * §33). A WebP is decoded off the main thread. Text is set in Archivo Black, which ships with the
 * server, so a picture looks the same on every device and machine.
 */
const FONT_FILE = fileURLToPath(
  import.meta.resolve('@expo-google-fonts/archivo-black/400Regular/ArchivoBlack_400Regular.ttf'),
);
export const ART_FONT_FAMILY = 'Archivo Black';
/** Part of every ETag: a change to how art is drawn (font, quality) makes browsers fetch it again. */
const DRAWING_VERSION = 'webp-1 q82';
const WEBP_QUALITY = 82;
/** Drawings kept in memory: the demo catalogue's tiles in every shape and scale fit many times. */
const MAX_KEPT = 1_000;

/** What is sent for a piece of art: its ETag and, when the browser does not have it, its body. */
export interface Artwork {
  etag: string;
  body: () => Promise<Buffer>;
}

/** Browsers and CDNs keep art for a week and revalidate it with its ETag after. */
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

const drawings = new Map<string, Promise<Buffer>>();

/**
 * resvg and sharp load native libraries (~45 ms and ~9 MB of memory here): loaded by the first
 * drawing, not at start-up, since most processes (tests, scripts) never draw.
 */
let drawingTools: Promise<[typeof import('@resvg/resvg-js'), typeof import('sharp')]> | undefined;

async function draw(svg: string) {
  drawingTools ??= Promise.all([import('@resvg/resvg-js'), import('sharp')]);
  const [{ renderAsync }, { default: sharp }] = await drawingTools;
  const image = await renderAsync(svg, {
    font: { fontFiles: [FONT_FILE], loadSystemFonts: false, defaultFontFamily: ART_FONT_FAMILY },
  });
  const { width, height } = image;
  return sharp(image.pixels, { raw: { width, height, channels: 4 } })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/** `svg` as WebP at the SVG's own width and height; each drawing is made once, however many ask. */
export function webpArtwork(svg: string): Artwork {
  const etag = `"${createHash('sha1').update(DRAWING_VERSION).update(svg).digest('base64url')}"`;
  return {
    etag,
    body: () => {
      let drawing = drawings.get(etag);
      if (!drawing) {
        if (drawings.size >= MAX_KEPT) drawings.clear();
        drawing = draw(svg);
        drawings.set(etag, drawing);
        drawing.catch(() => drawings.delete(etag));
      }
      return drawing;
    },
  };
}

/** Sends `art` with its cache headers, or 304 when the browser's copy is current. */
export async function sendArtwork(request: FastifyRequest, reply: FastifyReply, art: Artwork) {
  reply.header('cache-control', CACHE_CONTROL).header('etag', art.etag);
  const known = request.headers['if-none-match']
    ?.split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  if (known?.includes(art.etag) || known?.includes('*')) return reply.status(304).send();
  return reply.type('image/webp').send(await art.body());
}
