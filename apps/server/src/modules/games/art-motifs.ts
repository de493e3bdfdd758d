import type { GameMotif } from './theme.ts';

/**
 * The motifs of the generated art, each drawn in a 120 × 120 box centred on 0,0. `paint` holds
 * the ids of the gradients the document defines (see art.ts) and plain colours.
 */
export interface MotifPaint {
  /** Gradient of the accent, light at the top. */
  fill: string;
  /** Darker accent for outlines and shaded faces. */
  shade: string;
  /** Near-white highlight. */
  light: string;
  /** The background's dark colour, for inlays. */
  deep: string;
}

type Draw = (p: MotifPaint) => string;

const crown: Draw = (p) => `
<path d="M-46 22 L-54 -28 L-24 0 L0 -42 L24 0 L54 -28 L46 22 Z" fill="${p.fill}" stroke="${p.shade}" stroke-width="3" stroke-linejoin="round"/>
<path d="M0 -42 L24 0 L46 22 L0 22 Z" fill="${p.shade}" opacity=".28"/>
<rect x="-48" y="18" width="96" height="20" rx="5" fill="${p.fill}" stroke="${p.shade}" stroke-width="3"/>
<circle cx="-54" cy="-30" r="6" fill="${p.light}" stroke="${p.shade}" stroke-width="2"/>
<circle cx="0" cy="-45" r="7" fill="${p.light}" stroke="${p.shade}" stroke-width="2"/>
<circle cx="54" cy="-30" r="6" fill="${p.light}" stroke="${p.shade}" stroke-width="2"/>
<path d="M-26 28 l6 -6 l6 6 l-6 6 Z M-6 28 l6 -7 l6 7 l-6 7 Z M14 28 l6 -6 l6 6 l-6 6 Z" fill="${p.deep}"/>
<path d="M-40 12 L-44 -10 L-30 2 Z" fill="${p.light}" opacity=".55"/>`;

const gem: Draw = (p) => `
<path d="M-32 -34 L32 -34 L52 -8 L0 48 L-52 -8 Z" fill="${p.fill}" stroke="${p.shade}" stroke-width="3" stroke-linejoin="round"/>
<path d="M-32 -34 L-16 -8 L-52 -8 Z M32 -34 L52 -8 L16 -8 Z" fill="${p.light}" opacity=".55"/>
<path d="M-32 -34 L32 -34 L16 -8 L-16 -8 Z" fill="${p.light}" opacity=".8"/>
<path d="M-16 -8 L0 48 L-52 -8 Z" fill="${p.shade}" opacity=".18"/>
<path d="M16 -8 L0 48 L52 -8 Z" fill="${p.shade}" opacity=".42"/>
<path d="M-52 -8 L52 -8 M-32 -34 L-16 -8 L0 -34 L16 -8 L32 -34 M-16 -8 L0 48 L16 -8" fill="none" stroke="${p.shade}" stroke-width="2" stroke-linejoin="round"/>`;

const pyramid: Draw = (p) => `
<circle cx="30" cy="-30" r="18" fill="${p.light}" opacity=".9"/>
<path d="M-58 42 L0 -48 L58 42 Z" fill="${p.fill}" stroke="${p.shade}" stroke-width="3" stroke-linejoin="round"/>
<path d="M0 -48 L58 42 L8 42 Z" fill="${p.shade}" opacity=".45"/>
<path d="M-40 14 L36 14 M-28 -4 L24 -4 M-16 -22 L12 -22 M-50 30 L48 30" stroke="${p.shade}" stroke-width="2" opacity=".6"/>
<path d="M-10 42 L-10 26 Q0 16 10 26 L10 42 Z" fill="${p.deep}"/>`;

const wave: Draw = (p) => `
<path d="M-58 44 C-60 -4 -22 -46 24 -40 C52 -36 62 -10 50 6 C42 18 24 16 22 4 C20 -6 30 -10 36 -4 C34 -20 10 -24 -4 -8 C-18 8 -14 30 6 44 Z" fill="${p.fill}" stroke="${p.shade}" stroke-width="3" stroke-linejoin="round"/>
<path d="M-50 40 C-50 6 -26 -26 6 -32 C-20 -18 -34 10 -30 40 Z" fill="${p.light}" opacity=".45"/>
<path d="M-60 44 C-40 34 -20 54 0 44 C20 34 40 54 60 44 L60 56 L-60 56 Z" fill="${p.shade}" opacity=".8"/>
<circle cx="44" cy="-30" r="4" fill="${p.light}"/><circle cx="54" cy="-18" r="3" fill="${p.light}"/><circle cx="34" cy="-44" r="3" fill="${p.light}"/>`;

const rocket: Draw = (p) => `
<g transform="rotate(40)">
<path d="M-11 30 Q0 70 11 30 Z" fill="#ffb020"/><path d="M-6 30 Q0 54 6 30 Z" fill="#fff3c4"/>
<path d="M-20 8 L-38 36 L-18 30 Z M20 8 L38 36 L18 30 Z" fill="${p.shade}" stroke="${p.shade}" stroke-width="2" stroke-linejoin="round"/>
<path d="M0 -56 C20 -38 24 -12 20 30 L-20 30 C-24 -12 -20 -38 0 -56 Z" fill="${p.light}" stroke="${p.shade}" stroke-width="3"/>
<path d="M0 -56 C20 -38 24 -12 20 30 L6 30 C10 -8 8 -36 0 -56 Z" fill="${p.shade}" opacity=".25"/>
<path d="M0 -56 C9 -48 14 -40 16 -32 L-16 -32 C-14 -40 -9 -48 0 -56 Z" fill="${p.fill}"/>
<circle cx="0" cy="-10" r="10" fill="${p.deep}" stroke="${p.fill}" stroke-width="4"/>
<circle cx="-3" cy="-13" r="3" fill="${p.light}" opacity=".7"/>
<rect x="-20" y="22" width="40" height="8" fill="${p.fill}"/>
</g>`;

const dragon: Draw = (p) => `
<path d="M-40 30 L-52 24 L-40 16 L-50 6 L-36 2 L-44 -10 L-28 -10 L-32 -22 L-18 -18 Z" fill="${p.shade}"/>
<path d="M-30 58 C-36 20 -28 -6 -8 -20 L-36 -46 L-2 -30 L-12 -60 L14 -32 C30 -32 46 -26 58 -14 L62 -6 L32 -2 L58 10 C42 20 22 22 12 26 C6 38 6 48 10 58 Z" fill="${p.fill}" stroke="${p.shade}" stroke-width="3" stroke-linejoin="round"/>
<path d="M-30 58 C-36 20 -28 -6 -8 -20 C-18 0 -20 30 -14 58 Z" fill="${p.shade}" opacity=".35"/>
<path d="M-6 -22 L-24 -40 L-4 -28 Z M10 -32 L-2 -50 L6 -34 Z" fill="${p.light}" opacity=".7"/>
<path d="M34 -2 L37 5 L40 -2 Z M44 -3 L47 4 L50 -3 Z M38 12 L41 6 L44 12 Z" fill="${p.light}"/>
<path d="M12 -22 Q22 -30 32 -22 Q22 -16 12 -22 Z" fill="${p.light}"/><path d="M22 -27 L24 -22 L22 -17 L20 -22 Z" fill="${p.deep}"/>
<circle cx="52" cy="-14" r="2.2" fill="${p.deep}"/>
<path d="M-8 4 Q0 8 6 4 M-12 18 Q-2 22 6 18 M-14 32 Q-4 36 4 32 M-14 46 Q-4 50 4 46" fill="none" stroke="${p.shade}" stroke-width="2.5" stroke-linecap="round" opacity=".7"/>`;

const leaf = (angle: number, p: MotifPaint) =>
  `<path transform="rotate(${angle})" d="M0 -2 C-6 -12 -28 -14 -28 -32 C-28 -46 -10 -50 0 -36 C10 -50 28 -46 28 -32 C28 -14 6 -12 0 -2 Z" fill="${p.fill}" stroke="${p.shade}" stroke-width="3" stroke-linejoin="round"/>
<path transform="rotate(${angle})" d="M0 -6 L0 -34" stroke="${p.shade}" stroke-width="2" opacity=".6"/>`;

const clover: Draw = (p) => `
<path d="M2 4 Q12 34 30 52" fill="none" stroke="${p.shade}" stroke-width="7" stroke-linecap="round"/>
${[0, 90, 180, 270].map((a) => leaf(a, p)).join('')}
<circle r="6" fill="${p.light}"/>`;

function starPath(outer: number, inner: number) {
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(r * Math.cos(a)).toFixed(1)} ${(r * Math.sin(a)).toFixed(1)}`;
  });
  return `M${points.join(' L')} Z`;
}

const star: Draw = (p) => `
<path d="${starPath(58, 25)}" fill="${p.fill}" stroke="${p.shade}" stroke-width="3" stroke-linejoin="round"/>
<path d="${starPath(40, 17)}" fill="${p.light}" opacity=".45"/>
<path d="M0 -58 L0 0 L55 -18 Z M0 0 L34 47 L55 -18 Z" fill="${p.shade}" opacity=".22"/>`;

const wheelSegments = (p: MotifPaint) =>
  Array.from({ length: 24 }, (_, i) => {
    const colour = i === 0 ? '#1f9d55' : i % 2 === 0 ? '#c81d25' : '#15151c';
    return `<path transform="rotate(${i * 15})" d="M-5.6 -42.5 A43 43 0 0 1 5.6 -42.5 L3.9 -29.7 A30 30 0 0 0 -3.9 -29.7 Z" fill="${colour}" stroke="${p.shade}" stroke-width=".6"/>`;
  }).join('');

const wheel: Draw = (p) => `
<circle r="56" fill="${p.fill}" stroke="${p.shade}" stroke-width="3"/>
<circle r="46" fill="${p.deep}"/>
${wheelSegments(p)}
<circle r="30" fill="${p.fill}" stroke="${p.shade}" stroke-width="2"/>
<circle r="20" fill="${p.shade}" opacity=".5"/>
<path d="M0 -22 L4 0 L0 22 L-4 0 Z M-22 0 L0 -4 L22 0 L0 4 Z" fill="${p.light}"/>
<circle r="5" fill="${p.fill}"/>
<circle cx="24" cy="-32" r="5" fill="#ffffff" stroke="${p.shade}" stroke-width="1"/>`;

const chipInserts = (p: MotifPaint) =>
  Array.from(
    { length: 8 },
    (_, i) =>
      `<rect transform="rotate(${i * 45})" x="-7" y="-56" width="14" height="16" rx="2" fill="${p.light}"/>`,
  ).join('');

const chip: Draw = (p) => `
<circle r="56" fill="${p.fill}" stroke="${p.shade}" stroke-width="3"/>
${chipInserts(p)}
<circle r="38" fill="${p.shade}" opacity=".55"/>
<circle r="36" fill="none" stroke="${p.light}" stroke-width="2" stroke-dasharray="5 4"/>
<circle r="28" fill="${p.deep}"/>
<path d="M0 -16 L12 0 L0 16 L-12 0 Z" fill="${p.fill}"/>`;

const cherry: Draw = () => `
<path d="M-18 14 C-14 -14 -4 -36 8 -48 M20 20 C18 -6 14 -28 8 -48" fill="none" stroke="#2e7d32" stroke-width="5" stroke-linecap="round"/>
<path d="M8 -48 C20 -58 44 -54 50 -40 C34 -34 18 -38 8 -48 Z" fill="#43a047" stroke="#1b5e20" stroke-width="2"/>
<circle cx="-20" cy="26" r="24" fill="url(#cherry)" stroke="#5c0011" stroke-width="3"/>
<circle cx="22" cy="32" r="22" fill="url(#cherry)" stroke="#5c0011" stroke-width="3"/>
<ellipse cx="-28" cy="16" rx="7" ry="5" fill="#ffffff" opacity=".6"/>
<ellipse cx="14" cy="23" rx="6" ry="4" fill="#ffffff" opacity=".6"/>`;

const seven: Draw = (p) => `
<path d="M-38 -46 L42 -46 L42 -28 C18 -4 6 22 2 50 L-24 50 C-20 20 -6 -8 14 -26 L-38 -26 Z" fill="${p.fill}" stroke="${p.shade}" stroke-width="4" stroke-linejoin="round"/>
<path d="M-34 -42 L38 -42 L38 -36 L-34 -36 Z" fill="${p.light}" opacity=".6"/>
<path d="M14 -26 L42 -28 C18 -4 6 22 2 50 L-8 50 C-4 18 4 -6 14 -26 Z" fill="${p.shade}" opacity=".3"/>`;

export const MOTIFS: Record<GameMotif, Draw> = {
  crown,
  gem,
  pyramid,
  wave,
  rocket,
  dragon,
  clover,
  star,
  wheel,
  chip,
  cherry,
  seven,
};
