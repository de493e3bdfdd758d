import { describe, expect, it } from 'vitest';
import { computeCrashPoint, crashEngine } from './crash.ts';
import type { FairInput } from './fairness.ts';

const fair: FairInput = {
  serverSeed: 'croupier-server-seed',
  clientSeed: 'croupier-client-seed',
  nonce: 7,
};

describe('crash', () => {
  it('derives the crash point from the first word of the round', () => {
    // The first word of nonce 7 is 403361829: 97 / (1 − 0.0939…) = 1.07×.
    expect(crashEngine.play(fair, 100, { cashOutAt: 200 })).toEqual({
      totalWin: 0,
      crashPoint: 107,
      cashOutAt: 200,
      isCashedOut: false,
    });
    expect(crashEngine.play(fair, 100, { cashOutAt: 200 })).toEqual(
      crashEngine.play({ ...fair }, 100, { cashOutAt: 200 }),
    );
  });

  it('crashes at once for the lowest 3 % of words', () => {
    expect(computeCrashPoint(0)).toBe(100);
    expect(computeCrashPoint(Math.floor(0.03 * 2 ** 32) - 1)).toBe(100);
    expect(computeCrashPoint(2 ** 31)).toBe(194);
    expect(computeCrashPoint(2 ** 32 - 1)).toBe(97 * 2 ** 32);
  });

  it('computes the crash point exactly at the edge of a multiplier', () => {
    // 97·2^32 / (2^32 − u) ≥ 200 first holds at u = 2211908158 (the bound is 2211908157.44).
    expect(computeCrashPoint(2_211_908_158)).toBe(200);
    expect(computeCrashPoint(2_211_908_157)).toBe(199);
    for (let u = 0; u < 2 ** 32; u += 9_999_991) {
      const exact = (97n * 2n ** 32n) / (2n ** 32n - BigInt(u));
      expect(computeCrashPoint(u)).toBe(Math.max(100, Number(exact)));
    }
  });

  it('cashes out when the crash point reaches the target and loses just below it', () => {
    const { crashPoint } = crashEngine.play(fair, 100, { cashOutAt: 200 });
    expect(crashEngine.play(fair, 250, { cashOutAt: crashPoint })).toMatchObject({
      isCashedOut: true,
      totalWin: 267,
    });
    expect(crashEngine.play(fair, 250, { cashOutAt: crashPoint + 1 })).toMatchObject({
      isCashedOut: false,
      totalWin: 0,
    });
  });

  it('floors the win to whole minor units', () => {
    // 333 × 1.01 = 336.33 → 336.
    expect(crashEngine.play(fair, 333, { cashOutAt: 101 }).totalWin).toBe(336);
  });

  it('refuses targets outside 1.01× to 1000× and bad stakes', () => {
    expect(crashEngine.validateInput({ cashOutAt: 101 }, 1)).toBeNull();
    expect(crashEngine.validateInput({ cashOutAt: 100_000 }, 1)).toBeNull();
    for (const cashOutAt of [100, 100_001, 150.5, '200', undefined]) {
      expect(crashEngine.validateInput({ cashOutAt }, 100)).toMatch(/cashOutAt/);
    }
    expect(crashEngine.validateInput({ cashOutAt: 200 }, 0)).toMatch(/stake/);
    expect(crashEngine.validateInput({ cashOutAt: 200 }, 1e11)).toMatch(/stake/);
  });
});
