/** The motifs the art of a game tile or provider logo can draw (see art-motifs.ts). */
export const GAME_MOTIFS = [
  'crown',
  'gem',
  'pyramid',
  'wave',
  'rocket',
  'dragon',
  'clover',
  'star',
  'wheel',
  'chip',
  'cherry',
  'seven',
] as const;
export type GameMotif = (typeof GAME_MOTIFS)[number];

/**
 * The art of a game or provider, kept in the row's `theme`: a background gradient (`from` at the
 * top left, `to` at the bottom right), an `accent` for the motif, glow and title, and the motif.
 */
export type GameTheme = {
  from: string;
  to: string;
  accent: string;
  motif: GameMotif;
};

const FALLBACK: GameTheme = { from: '#1d2b53', to: '#0b1020', accent: '#f5c542', motif: 'star' };

/** Reads a row's theme, falling back part by part so a hand-edited row still renders. */
export function readTheme(value: Record<string, unknown>): GameTheme {
  const colour = (key: 'from' | 'to' | 'accent') => {
    const v = value[key];
    return typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v) ? v : FALLBACK[key];
  };
  const motif = GAME_MOTIFS.find((m) => m === value.motif) ?? FALLBACK.motif;
  return { from: colour('from'), to: colour('to'), accent: colour('accent'), motif };
}
