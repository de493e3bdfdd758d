import { describe, expect, it } from 'vitest';
import { createReturnTally, describeMeasure } from './rtp-test-kit.ts';
import { slotEngine } from './slot.ts';
import { computeSlotReturn } from './slot-math.ts';

const ROUNDS = 1_000_000;
const STAKE_MINOR = 1000;

describe('slot RTP', () => {
  it('returns its declared RTP within tolerance over 10^6 rounds of fixed seeds', () => {
    const tally = createReturnTally();
    for (let nonce = 0; nonce < ROUNDS; nonce += 1) {
      const fair = {
        serverSeed: 'slot-rtp-server-seed',
        clientSeed: 'slot-rtp-client-seed',
        nonce,
      };
      tally.add(STAKE_MINOR, slotEngine.play(fair, STAKE_MINOR, {}).totalWin);
    }
    const measured = tally.measure();
    console.info(describeMeasure('slot', measured, computeSlotReturn().rtp));
    const { rtpBasisPoints, rtpToleranceBasisPoints } = slotEngine;
    expect(rtpToleranceBasisPoints).toBeGreaterThanOrEqual(3 * measured.standardError * 10_000);
    expect(Math.abs(measured.rtp * 10_000 - rtpBasisPoints)).toBeLessThanOrEqual(
      rtpToleranceBasisPoints,
    );
  }, 120_000);
});
