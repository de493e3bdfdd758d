// @ts-check
/**
 * The slot's art and maths as the player sees them. The paytable and paylines copy
 * engines/slot-paytable.ts (a browser module cannot import the server's TypeScript); the engine's
 * tests are the truth, this copy only labels and draws.
 */

/** Line-paying symbols, highest first, then the scatter. */
export const SYMBOLS = [
  'wild',
  'crown',
  'seven',
  'bell',
  'bar',
  'grape',
  'plum',
  'lemon',
  'cherry',
  'scatter',
];

/** Pays in line bets for 3, 4 and 5 of a kind. */
export const LINE_PAYS = /** @type {Record<string, number[]>} */ ({
  wild: [50, 250, 2500],
  crown: [40, 150, 1000],
  seven: [30, 100, 400],
  bell: [20, 75, 250],
  bar: [15, 50, 150],
  grape: [8, 25, 100],
  plum: [5, 20, 75],
  lemon: [4, 15, 60],
  cherry: [2, 10, 50],
});
export const SCATTER_PAYS = [2, 10, 50];
export const FREE_SPINS_AWARDED = [10, 15, 20];
export const LINE_COUNT = 20;

/** Row (0 top, 1 middle, 2 bottom) read on each reel by paylines 1 to 20. */
export const PAYLINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

const GRADIENTS = `
<linearGradient id="gs-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset=".45" stop-color="#f5c542"/><stop offset="1" stop-color="#b7791f"/></linearGradient>
<linearGradient id="gs-red" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff7a7a"/><stop offset=".5" stop-color="#e0262f"/><stop offset="1" stop-color="#8f0f1a"/></linearGradient>
<radialGradient id="gs-cherry" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#ff9a9a"/><stop offset=".35" stop-color="#e5182a"/><stop offset="1" stop-color="#6d0512"/></radialGradient>
<radialGradient id="gs-lemon" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fffbd0"/><stop offset=".4" stop-color="#ffe23d"/><stop offset="1" stop-color="#c79a00"/></radialGradient>
<radialGradient id="gs-plum" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#e3a6ff"/><stop offset=".4" stop-color="#9b32d6"/><stop offset="1" stop-color="#3e0a63"/></radialGradient>
<radialGradient id="gs-grape" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#c9f27b"/><stop offset=".45" stop-color="#6cbf2a"/><stop offset="1" stop-color="#2b5f0b"/></radialGradient>
<linearGradient id="gs-leaf" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8ee06a"/><stop offset="1" stop-color="#2f8a2a"/></linearGradient>
<linearGradient id="gs-bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b4358"/><stop offset="1" stop-color="#0d1120"/></linearGradient>
<linearGradient id="gs-wild" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff5fd2"/><stop offset=".5" stop-color="#8b2cf5"/><stop offset="1" stop-color="#2b14a8"/></linearGradient>
<radialGradient id="gs-scatter" cx=".5" cy=".4" r=".7"><stop offset="0" stop-color="#e8fdff"/><stop offset=".35" stop-color="#4fd8ff"/><stop offset="1" stop-color="#0b5fb0"/></radialGradient>
<radialGradient id="gs-gem" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#ffffff"/><stop offset=".4" stop-color="#ff6b8a"/><stop offset="1" stop-color="#a0123a"/></radialGradient>`;

const SHADOW = 'filter="url(#gs-shadow)"';

/** One drawing per symbol id, on a 100×100 canvas. */
const DRAWINGS = {
  cherry: `<g ${SHADOW}><path d="M50 14c-6 14-16 26-26 40M50 14c2 16 10 30 22 42" fill="none" stroke="#3f7d1f" stroke-width="4" stroke-linecap="round"/><path d="M50 14c10-8 26-8 32 2-10 6-24 6-32-2z" fill="url(#gs-leaf)"/><circle cx="28" cy="66" r="19" fill="url(#gs-cherry)"/><circle cx="70" cy="68" r="19" fill="url(#gs-cherry)"/><ellipse cx="22" cy="59" rx="5" ry="3.5" fill="#fff" opacity=".7"/><ellipse cx="64" cy="61" rx="5" ry="3.5" fill="#fff" opacity=".7"/></g>`,
  lemon: `<g ${SHADOW}><path d="M10 52c4-20 22-34 42-32 10 1 20 2 28-2 4 8 10 18 10 30 0 22-20 36-42 34-10-1-16 4-24 2-2-10-16-14-14-32z" fill="url(#gs-lemon)" stroke="#a77f00" stroke-width="2"/><path d="M30 34c8-6 18-7 26-6" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".6"/><path d="M80 18c2-6 8-8 12-6-2 6-8 8-12 6z" fill="url(#gs-leaf)"/></g>`,
  plum: `<g ${SHADOW}><ellipse cx="50" cy="56" rx="32" ry="34" fill="url(#gs-plum)"/><path d="M50 24c-2 12 0 40 2 62" fill="none" stroke="#3e0a63" stroke-width="2" opacity=".5"/><path d="M50 24c2-8 4-12 8-16" stroke="#5b3a1a" stroke-width="4" stroke-linecap="round"/><path d="M56 14c10-8 24-4 28 4-10 6-22 4-28-4z" fill="url(#gs-leaf)"/><ellipse cx="36" cy="42" rx="7" ry="10" fill="#fff" opacity=".35"/></g>`,
  grape: `<g ${SHADOW}><path d="M50 20c0-6 2-10 6-12" stroke="#5b3a1a" stroke-width="4" stroke-linecap="round"/><path d="M54 16c10-10 28-6 32 4-12 6-26 4-32-4z" fill="url(#gs-leaf)"/>${[
    [34, 32],
    [52, 30],
    [70, 32],
    [26, 50],
    [44, 48],
    [62, 48],
    [78, 50],
    [36, 66],
    [54, 66],
    [70, 66],
    [46, 82],
    [62, 82],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="10" fill="url(#gs-grape)" stroke="#234d0a" stroke-width="1"/>`,
    )
    .join('')}</g>`,
  bar: `<g ${SHADOW}><rect x="8" y="30" width="84" height="40" rx="9" fill="url(#gs-bar)" stroke="url(#gs-gold)" stroke-width="4"/><text x="50" y="61" text-anchor="middle" font-family="Impact, 'Arial Black', sans-serif" font-weight="900" font-size="30" letter-spacing="2" fill="url(#gs-gold)" stroke="#5a3a00" stroke-width="1">BAR</text></g>`,
  bell: `<g ${SHADOW}><path d="M50 12c-4 0-6 3-6 6-14 4-22 18-22 34 0 12-4 18-10 24h76c-6-6-10-12-10-24 0-16-8-30-22-34 0-3-2-6-6-6z" fill="url(#gs-gold)" stroke="#8a5a00" stroke-width="2"/><rect x="10" y="74" width="80" height="8" rx="4" fill="#d69e2e" stroke="#8a5a00" stroke-width="2"/><circle cx="50" cy="88" r="7" fill="url(#gs-gold)" stroke="#8a5a00" stroke-width="2"/><path d="M34 36c-4 8-5 18-5 28" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".55"/></g>`,
  seven: `<g ${SHADOW}><path d="M18 14h66v14L52 90H30l32-58H34v8H18z" fill="url(#gs-red)" stroke="url(#gs-gold)" stroke-width="5" stroke-linejoin="round"/><path d="M24 20h50" stroke="#fff" stroke-width="3" opacity=".5" stroke-linecap="round"/></g>`,
  crown: `<g ${SHADOW}><path d="M12 34l18 16 20-32 20 32 18-16-8 46H20z" fill="url(#gs-gold)" stroke="#8a5a00" stroke-width="2.5" stroke-linejoin="round"/><rect x="18" y="74" width="64" height="12" rx="3" fill="url(#gs-gold)" stroke="#8a5a00" stroke-width="2.5"/><circle cx="50" cy="58" r="7" fill="url(#gs-gem)"/><circle cx="30" cy="62" r="4.5" fill="#4fd8ff"/><circle cx="70" cy="62" r="4.5" fill="#4fd8ff"/><circle cx="12" cy="32" r="4" fill="url(#gs-gold)"/><circle cx="50" cy="16" r="4.5" fill="url(#gs-gold)"/><circle cx="88" cy="32" r="4" fill="url(#gs-gold)"/></g>`,
  wild: `<g ${SHADOW}><path d="M50 4l11 17 20-5-5 20 17 11-17 11 5 20-20-5-11 17-11-17-20 5 5-20L7 47l17-11-5-20 20 5z" fill="url(#gs-wild)" stroke="url(#gs-gold)" stroke-width="3" stroke-linejoin="round"/><text x="50" y="58" text-anchor="middle" font-family="Impact, 'Arial Black', sans-serif" font-weight="900" font-size="24" fill="#fff" stroke="#4a1070" stroke-width="3" paint-order="stroke">WILD</text></g>`,
  scatter: `<g ${SHADOW}><path d="M50 6l12 28 30 3-23 20 7 30-26-16-26 16 7-30L8 37l30-3z" fill="url(#gs-scatter)" stroke="#e8fdff" stroke-width="2.5" stroke-linejoin="round"/><circle cx="50" cy="50" r="13" fill="url(#gs-gem)" stroke="#fff" stroke-width="2"/><path d="M44 44l4 3" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".8"/></g>`,
};

/** The sprite every reel cell points into with <use>: one copy of each drawing per page. */
export function buildSymbolSprite() {
  const symbols = Object.entries(DRAWINGS)
    .map(([id, body]) => `<symbol id="sym-${id}" viewBox="0 0 100 100">${body}</symbol>`)
    .join('');
  const shadow =
    '<filter id="gs-shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="3" stdDeviation="2.5" flood-color="#000" flood-opacity=".55"/></filter>';
  return `<svg class="g-sprite" aria-hidden="true" focusable="false" width="0" height="0"><defs>${GRADIENTS}${shadow}${symbols}</defs></svg>`;
}

/** The markup of one symbol (decorative: the reels carry their own text description). */
export function symbolMarkup(/** @type {string} */ id) {
  const known = id in DRAWINGS ? id : 'cherry';
  return `<svg class="g-symbol" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><use href="#sym-${known}"/></svg>`;
}
