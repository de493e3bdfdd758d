import { describe, expect, it } from 'vitest';
import { crashEngine } from './crash.ts';
import { createReturnTally, describeMeasure } from './rtp-test-kit.ts';

const ROUNDS = 1_000_000;
const STAKE_MINOR = 100;

describe('crash RTP', () => {
  it('returns 97 % within tolerance over 10^6 rounds cashing out at 2.00×', () => {
    const tally = createReturnTally();
    for (let nonce = 0; nonce < ROUNDS; nonce += 1) {
      const fair = {
        serverSeed: 'crash-rtp-server-seed',
        clientSeed: 'crash-rtp-client-seed',
        nonce,
      };
      tally.add(STAKE_MINOR, crashEngine.play(fair, STAKE_MINOR, { cashOutAt: 200 }).totalWin);
    }
    const measured = tally.measure();
    // A win of 2 stakes with chance 0.485: sd ≈ 1.0 stake, standard error ≈ 0.1 pp.
    console.info(describeMeasure('crash', measured, 0.97));
    const { rtpBasisPoints, rtpToleranceBasisPoints } = crashEngine;
    expect(rtpToleranceBasisPoints).toBeGreaterThanOrEqual(3 * measured.standardError * 10_000);
    expect(Math.abs(measured.rtp * 10_000 - rtpBasisPoints)).toBeLessThanOrEqual(
      rtpToleranceBasisPoints,
    );
  }, 120_000);
});
