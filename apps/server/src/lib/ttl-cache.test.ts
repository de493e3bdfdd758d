import { describe, expect, it } from 'vitest';
import { memoize } from './ttl-cache.ts';

describe('memoize', () => {
  it('answers from memory within the TTL, and reads again once the owner is forgotten', async () => {
    const owner = {};
    const other = {};
    let reads = 0;
    const load = memoize(60_000, async (_owner: object, key: string) => `${key}:${++reads}`);
    expect(await load(owner, 'a')).toBe('a:1');
    expect(await load(owner, 'a')).toBe('a:1');
    expect(await load(other, 'a')).toBe('a:2');
    load.forget(owner);
    expect(await load(owner, 'a')).toBe('a:3');
    expect(await load(other, 'a')).toBe('a:2');
  });
});
