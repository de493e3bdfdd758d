import { GAME_IMAGE_SIZES } from '@croupier/contract';
import { ART_FONT_FAMILY } from '../../lib/artwork.ts';
import { MOTIFS, type MotifPaint } from './art-motifs.ts';
import type { GameTheme } from './theme.ts';

/**
 * Tile art and provider logos, drawn as SVG from a row's theme (DESIGN.md "Art for the demo
 * content"): a deep gradient, rays and sparkles placed from a hash of the id (so two games with
 * the same colours still differ), a large motif with a glow, and the title in heavy display type.
 * Players get them drawn as WebP (lib/artwork.ts), with the display font the server ships.
 */
export type TileShape = keyof typeof GAME_IMAGE_SIZES;

const FONT = `'${ART_FONT_FAMILY}'`;

interface Rgb {
  r: number;
  g: number;
  b: number;
}
const parse = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
};
const toHex = ({ r, g, b }: Rgb) =>
  `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
/** `a` moved toward `b` by `t` (0..1). */
function mix(a: string, b: string, t: number) {
  const x = parse(a);
  const y = parse(b);
  return toHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

function hashOf(text: string) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A small deterministic random stream: the same id always draws the same picture. */
function randomOf(seed: string) {
  let state = hashOf(seed) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

export function escapeXml(text: string) {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

function defs(theme: GameTheme, frameHeight = 300) {
  const light = mix(theme.accent, '#ffffff', 0.55);
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${theme.accent}" stop-opacity=".6"/><stop offset=".5" stop-color="${theme.accent}" stop-opacity=".16"/><stop offset="1" stop-color="${theme.accent}" stop-opacity="0"/></radialGradient>
<linearGradient id="fill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset=".55" stop-color="${theme.accent}"/><stop offset="1" stop-color="${mix(theme.accent, '#000000', 0.25)}"/></linearGradient>
<radialGradient id="cherry" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#ff5a6e"/><stop offset=".6" stop-color="#d0021b"/><stop offset="1" stop-color="#7a0010"/></radialGradient>
<linearGradient id="title" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${mix(theme.accent, '#ffffff', 0.35)}"/></linearGradient>
<linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${theme.to}" stop-opacity="0"/><stop offset="1" stop-color="${mix(theme.to, '#000000', 0.5)}" stop-opacity=".92"/></linearGradient>
<clipPath id="frame"><rect width="200" height="${frameHeight}"/></clipPath>
<filter id="lift" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="4"/><feOffset dy="5" result="o"/><feFlood flood-color="#000" flood-opacity=".5"/><feComposite in2="o" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
</defs>`;
}

function paintOf(theme: GameTheme): MotifPaint {
  return {
    fill: 'url(#fill)',
    shade: mix(theme.accent, theme.to, 0.65),
    light: mix(theme.accent, '#ffffff', 0.7),
    deep: mix(theme.to, '#000000', 0.3),
  };
}

/** One of three patterns behind the motif (rays, rings, stripes), chosen from the id. */
function pattern(random: () => number, cx: number, cy: number, height: number) {
  const kind = Math.floor(random() * 3);
  if (kind === 0) {
    const turn = random() * 30;
    return Array.from(
      { length: 12 },
      (_, i) =>
        `<path transform="translate(${cx} ${cy}) rotate(${(turn + i * 30).toFixed(1)})" d="M0 0 L-9 -${height} L9 -${height} Z"/>`,
    ).join('');
  }
  if (kind === 1) {
    return Array.from(
      { length: 6 },
      (_, i) =>
        `<circle cx="${cx}" cy="${cy}" r="${44 + i * 26}" fill="none" stroke-width="${9 - i}" stroke="currentColor"/>`,
    ).join('');
  }
  const angle = 20 + random() * 50;
  return `<g transform="rotate(${angle.toFixed(1)} ${cx} ${cy})">${Array.from(
    { length: 16 },
    (_, i) => `<rect x="${cx - 240 + i * 30}" y="${cy - 240}" width="12" height="480"/>`,
  ).join('')}</g>`;
}

/** The pattern, a glow behind the motif and sparkles around it, placed from the id. */
function backdrop(seed: string, theme: GameTheme, cx: number, cy: number, height: number) {
  const random = randomOf(seed);
  const sparkles = Array.from({ length: 7 }, () => {
    const x = 12 + random() * 176;
    const y = 10 + random() * (height * 0.55);
    const s = 2 + random() * 4;
    return `<path transform="translate(${x.toFixed(1)} ${y.toFixed(1)})" d="M0 -${s * 2} Q0 0 ${s * 2} 0 Q0 0 0 ${s * 2} Q0 0 -${s * 2} 0 Q0 0 0 -${s * 2} Z"/>`;
  }).join('');
  return `<g fill="${theme.accent}" color="${theme.accent}" opacity=".08">${pattern(random, cx, cy, height)}</g>
<circle cx="${cx}" cy="${cy}" r="${height * 0.42}" fill="url(#glow)"/>
<g fill="${mix(theme.accent, '#ffffff', 0.6)}" opacity=".55">${sparkles}</g>`;
}

/** A title in one line, or two balanced ones when it is long. */
export function titleLines(title: string): string[] {
  const words = title.toUpperCase().split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.join(' ').length <= 10) return [words.join(' ')];
  let best = [words.join(' ')];
  let bestLength = Number.POSITIVE_INFINITY;
  for (let cut = 1; cut < words.length; cut++) {
    const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const longest = Math.max(...lines.map((line) => line.length));
    if (longest < bestLength) [best, bestLength] = [lines, longest];
  }
  return best;
}

/** The title set above `bottomY` (its last baseline), as large as its longest line allows. */
function titleBlock(title: string, theme: GameTheme, bottomY: number, maxSize: number) {
  const lines = titleLines(title);
  const longest = Math.max(...lines.map((l) => l.length));
  // Heavy capitals run about 0.8 em wide (W, M and O more): size for that, not for narrow ones.
  const size = Math.min(maxSize, 176 / (longest * 0.82));
  const lineHeight = size * 0.98;
  const texts = lines
    .map((line, i) => {
      const y = bottomY - (lines.length - 1 - i) * lineHeight;
      // Squeeze a line that would overflow (wide letters: W, M) instead of clipping it.
      const fit =
        line.length * size * 0.82 > 176 ? ' textLength="176" lengthAdjust="spacingAndGlyphs"' : '';
      return `<text x="100" y="${y.toFixed(1)}"${fit}>${escapeXml(line)}</text>`;
    })
    .join('');
  return `<g font-family="${FONT}" font-size="${size.toFixed(1)}" text-anchor="middle" fill="url(#title)" stroke="${mix(theme.to, '#000000', 0.4)}" stroke-width="${(size * 0.14).toFixed(1)}" stroke-linejoin="round" paint-order="stroke" filter="url(#lift)">${texts}</g>`;
}

export interface TileArt {
  id: string;
  name: string;
  providerName: string;
  theme: GameTheme;
}

export function renderGameArt(game: TileArt, shape: TileShape, scale: 1 | 2 | 3) {
  const [width, height] = GAME_IMAGE_SIZES[shape];
  const isPortrait = shape === 'portrait';
  const motifY = isPortrait ? 112 : 70;
  const motifScale = isPortrait ? 1.3 : 0.92;
  const titleBottomY = height - 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width * scale}" height="${height * scale}" role="img" aria-label="${escapeXml(game.name)}">
${defs(game.theme, height)}
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<g clip-path="url(#frame)">${backdrop(game.id, game.theme, 100, motifY, height)}</g>
<g transform="translate(100 ${motifY}) scale(${motifScale})" filter="url(#lift)">${MOTIFS[game.theme.motif](paintOf(game.theme))}</g>
<rect y="${height * 0.52}" width="${width}" height="${height * 0.48}" fill="url(#scrim)"/>
${titleBlock(game.name, game.theme, titleBottomY, isPortrait ? 36 : 28)}
<text x="100" y="${height - 12}" font-family="${FONT}" font-size="8.5" letter-spacing="2" text-anchor="middle" fill="#ffffff" fill-opacity=".72">${escapeXml(game.providerName.toUpperCase())}</text>
<rect x=".5" y=".5" width="${width - 1}" height="${height - 1}" fill="none" stroke="${game.theme.accent}" stroke-opacity=".25"/>
</svg>`;
}

/** A provider's logo: its motif on a round badge, and its name, on a transparent background. */
export function renderProviderLogo(provider: { id: string; name: string; theme: GameTheme }) {
  const { theme } = provider;
  const size = 30;
  const estimated = provider.name.length * size * 0.62;
  const fit = estimated > 212 ? ' textLength="212" lengthAdjust="spacingAndGlyphs"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 96" width="320" height="96" role="img" aria-label="${escapeXml(provider.name)}">
${defs(theme)}
<circle cx="48" cy="48" r="42" fill="url(#bg)" stroke="${theme.accent}" stroke-width="3"/>
<circle cx="48" cy="48" r="36" fill="url(#glow)"/>
<g transform="translate(48 48) scale(.5)">${MOTIFS[theme.motif](paintOf(theme))}</g>
<text x="102" y="${48 + size * 0.36}" font-family="${FONT}" font-size="${size}" fill="#ffffff"${fit}>${escapeXml(provider.name)}</text>
</svg>`;
}
