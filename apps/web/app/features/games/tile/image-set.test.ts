import { describe, expect, it } from 'vitest';
import { buildImageSet, gamePath, pickTileTags } from './image-set';

const images = {
  square: { '1x': '/s@1x.webp', '2x': '/s@2x.webp', '3x': '/s@3x.webp' },
  portrait: { '1x': '/p@1x.webp', '2x': '/p@2x.webp', '3x': '/p@3x.webp' },
};

describe('buildImageSet', () => {
  it('lists the 1x, 2x and 3x art of the square shape at 200x200', () => {
    expect(buildImageSet(images, 'square')).toEqual({
      src: '/s@1x.webp',
      srcSet: '/s@1x.webp 1x, /s@2x.webp 2x, /s@3x.webp 3x',
      width: 200,
      height: 200,
    });
  });

  it('uses the portrait art at 200x300 for portrait tiles', () => {
    const set = buildImageSet(images, 'portrait');
    expect(set.srcSet).toBe('/p@1x.webp 1x, /p@2x.webp 2x, /p@3x.webp 3x');
    expect([set.width, set.height]).toEqual([200, 300]);
  });
});

describe('pickTileTags', () => {
  it('keeps known badges in a fixed order and at most two', () => {
    expect(pickTileTags(['bonus-buy', 'internal', 'hot', 'new'])).toEqual(['new', 'hot']);
  });

  it('shows no badge for tags without one', () => {
    expect(pickTileTags(['featured'])).toEqual([]);
  });
});

describe('gamePath', () => {
  it('links real play to the game page and demo play with mode=demo', () => {
    expect(gamePath('lucky-sevens')).toBe('/games/lucky-sevens');
    expect(gamePath('lucky-sevens', 'demo')).toBe('/games/lucky-sevens?mode=demo');
  });
});
