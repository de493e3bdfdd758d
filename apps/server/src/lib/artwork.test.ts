import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ART_FONT_FAMILY, webpArtwork } from './artwork.ts';

const word = (fontFamily: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#000"/><text x="4" y="32" font-family="${fontFamily}" font-size="30" fill="#fff">SUN</text></svg>`;

/** Mean brightness, 0–255, of a drawing. */
async function brightnessOf(webp: Buffer) {
  return (await sharp(webp).greyscale().stats()).channels[0]!.mean;
}

describe('SVG art drawn as WebP', () => {
  it('draws at the SVG size, as WebP', async () => {
    const body = await webpArtwork(word(ART_FONT_FAMILY)).body();
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 120, height: 40 });
  });

  it('sets text in the font the server ships, whatever the machine has installed', async () => {
    // White letters on black: a blank drawing (no font found) would be all but 0.
    expect(
      await brightnessOf(await webpArtwork(word(`'${ART_FONT_FAMILY}'`)).body()),
    ).toBeGreaterThan(40);
    // A family nobody has falls back to the same font: no system font is looked up.
    const shipped = await webpArtwork(word(`'${ART_FONT_FAMILY}'`)).body();
    const unknown = await webpArtwork(word('Nobody Has This')).body();
    expect(await brightnessOf(unknown)).toBeCloseTo(await brightnessOf(shipped), 0);
  });

  it('tags a drawing by its source and draws it once however many ask at once', async () => {
    const svg = word(ART_FONT_FAMILY);
    const [a, b] = [webpArtwork(svg), webpArtwork(svg)];
    expect(a.etag).toBe(b.etag);
    expect(webpArtwork(word('Other')).etag).not.toBe(a.etag);
    const [first, second] = await Promise.all([a.body(), b.body()]);
    expect(first).toBe(second);
  });
});
