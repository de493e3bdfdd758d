import { describe, expect, it } from 'vitest';
import { Flame, LayoutGrid, Rocket } from '../../../components/ui/icons';
import { collectionIcon } from './collection-icon';

describe('collectionIcon', () => {
  it('gives the seeded collections their own icons', () => {
    expect(collectionIcon('popular')).toBe(Flame);
    expect(collectionIcon('crash')).toBe(Rocket);
  });

  it('falls back to a generic icon for collections added later', () => {
    expect(collectionIcon('megaways')).toBe(LayoutGrid);
  });
});
