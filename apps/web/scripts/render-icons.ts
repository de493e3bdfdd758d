/**
 * Renders the installed app's PNG icons from the brand mark (public/art/brand/mark.svg), at the
 * sizes Chromium (192, 512, a maskable 512) and iOS (180, apple-touch-icon) ask for. The PNGs are
 * kept in the repository; run again after the mark changes:
 * `node apps/web/scripts/render-icons.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const publicDir = path.resolve(import.meta.dirname, '../public');
const markSvg = fs.readFileSync(path.join(publicDir, 'art/brand/mark.svg'), 'utf8');
/** The page colour (--color-bg): the tile behind the mark where a platform fills the square. */
const TILE_COLOUR = '#0b1020';

interface Icon {
  file: string;
  sizePx: number;
  /** Share of the tile the mark covers: maskable icons keep it inside the 80 % safe circle. */
  markShare: number;
}

const ICONS: Icon[] = [
  { file: 'icon-192.png', sizePx: 192, markShare: 0.84 },
  { file: 'icon-512.png', sizePx: 512, markShare: 0.84 },
  { file: 'icon-maskable-512.png', sizePx: 512, markShare: 0.62 },
  { file: 'apple-touch-icon-180.png', sizePx: 180, markShare: 0.74 },
];

/** The mark centred on a square tile of the page colour, as an SVG of 100 × 100 units. */
function tileSvg(markShare: number) {
  const inner = markSvg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const scale = (100 * markShare) / 32;
  const offset = (100 - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="${TILE_COLOUR}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g>
</svg>`;
}

function renderIcons() {
  const outDir = path.join(publicDir, 'icons');
  fs.mkdirSync(outDir, { recursive: true });
  for (const icon of ICONS) {
    const png = new Resvg(tileSvg(icon.markShare), {
      fitTo: { mode: 'width', value: icon.sizePx },
    })
      .render()
      .asPng();
    fs.writeFileSync(path.join(outDir, icon.file), png);
  }
}

renderIcons();
