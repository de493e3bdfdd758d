import type { GameImages } from '@croupier/contract';

export type TileShape = 'square' | 'portrait';

/** Spec section 9: tiles at 200x200 and 200x300 (the contract's GAME_IMAGE_SIZES, kept local). */
export const TILE_SIZES: Record<TileShape, { width: number; height: number }> = {
  square: { width: 200, height: 200 },
  portrait: { width: 200, height: 300 },
};

/** The `src` and `srcSet` (1x, 2x, 3x) of a game's art in a shape. */
export function buildImageSet(images: GameImages, shape: TileShape) {
  const set = images[shape];
  return {
    src: set['1x'],
    srcSet: `${set['1x']} 1x, ${set['2x']} 2x, ${set['3x']} 3x`,
    ...TILE_SIZES[shape],
  };
}

/** Tags the tile shows as badges, in this order; others (internal ones) are not shown. */
export const TILE_TAGS = ['new', 'hot', 'jackpot', 'bonus-buy'] as const;
export type TileTag = (typeof TILE_TAGS)[number];

/** The game's tags that have a badge, at most two so the art stays visible. */
export function pickTileTags(tags: readonly string[], max = 2): TileTag[] {
  return TILE_TAGS.filter((tag) => tags.includes(tag)).slice(0, max);
}

/** The game page's path, in demo mode when asked. */
export function gamePath(gameId: string, mode: 'real' | 'demo' = 'real') {
  const path = `/games/${encodeURIComponent(gameId)}`;
  return mode === 'demo' ? `${path}?mode=demo` : path;
}
