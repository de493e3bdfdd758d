import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  computeBlockDigest,
  createRandomStream,
  createServerSeed,
  type FairInput,
  hashServerSeed,
} from './fairness.ts';

const fair: FairInput = {
  serverSeed: 'croupier-server-seed',
  clientSeed: 'croupier-client-seed',
  nonce: 7,
};

describe('fairness', () => {
  it('creates server seeds of 32 random bytes in hex, never twice the same', () => {
    const seeds = new Set(Array.from({ length: 50 }, () => createServerSeed()));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes a server seed with sha256 into lower-case hex', () => {
    expect(hashServerSeed(fair.serverSeed)).toBe(
      'd7a55198bea266f7bd24462785899a0e7a472c8ae73889dc623c8a209ef029d5',
    );
    expect(hashServerSeed('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
  });

  it('draws the known words of a fixed seed, client seed and nonce', () => {
    const stream = createRandomStream(fair);
    const words = Array.from({ length: 10 }, () => stream.nextUint32());
    expect(words).toEqual([
      403361829, 440057494, 907902085, 2973963854, 4116316850, 1098385604, 2189679190, 3218784428,
      1815154403, 1955312625,
    ]);
  });

  it('reads each block as HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor"), 8 words a block', () => {
    const stream = createRandomStream(fair);
    const words = Array.from({ length: 16 }, () => stream.nextUint32());
    for (const cursor of [0, 1]) {
      const digest = createHmac('sha256', fair.serverSeed)
        .update(`${fair.clientSeed}:${fair.nonce}:${cursor}`)
        .digest();
      expect(computeBlockDigest(fair, cursor).equals(digest)).toBe(true);
      for (let i = 0; i < 8; i += 1) expect(words[cursor * 8 + i]).toBe(digest.readUInt32BE(i * 4));
    }
  });

  it('gives the same stream for the same input and another one for another nonce or seed', () => {
    const draw = (input: FairInput) => {
      const stream = createRandomStream(input);
      return Array.from({ length: 12 }, () => stream.nextFloat());
    };
    expect(draw(fair)).toEqual(draw({ ...fair }));
    expect(draw({ ...fair, nonce: 8 })).not.toEqual(draw(fair));
    expect(draw({ ...fair, clientSeed: 'other' })).not.toEqual(draw(fair));
    expect(draw({ ...fair, serverSeed: 'other' })).not.toEqual(draw(fair));
  });

  it('turns a word into a float in [0, 1) as word / 2^32', () => {
    const floats = createRandomStream(fair);
    expect(floats.nextFloat()).toBe(403361829 / 2 ** 32);
    for (let i = 0; i < 1000; i += 1) {
      const value = floats.nextFloat();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('draws every integer of a range about equally often', () => {
    // 2^32 mod 37 = 4: the four highest words would make 0..3 more likely, so they are redrawn.
    const stream = createRandomStream(fair);
    const counts = new Array<number>(37).fill(0);
    for (let i = 0; i < 37_000; i += 1) counts[stream.nextInt(37)] += 1;
    expect(Math.min(...counts)).toBeGreaterThan(800);
    expect(Math.max(...counts)).toBeLessThan(1200);
    expect(createRandomStream(fair).nextInt(1)).toBe(0);
    expect(() => createRandomStream(fair).nextInt(0)).toThrow(RangeError);
  });
});
