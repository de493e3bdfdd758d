import { describe, expect, it } from 'vitest';
import { type RouletteBet, rouletteEngine } from './roulette.ts';
import { ROULETTE_INSIDE_BETS } from './roulette-table.ts';
import { createReturnTally, describeMeasure } from './rtp-test-kit.ts';

const ROUNDS = 1_000_000;

/** mulberry32: a small seeded generator for the bet mix only (outcomes come from the engine). */
function createMixRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * A straight-up-heavy mix: 1 to 6 bets a round, half of them straight-ups, the rest spread over
 * the other inside and outside bets, 1 to 10 units each.
 */
function drawBets(random: () => number): RouletteBet[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const outside = ['red', 'black', 'even', 'odd', 'low', 'high'] as const;
  const count = 1 + Math.floor(random() * 6);
  return Array.from({ length: count }, (): RouletteBet => {
    const amount = 1 + Math.floor(random() * 10);
    const roll = random();
    if (roll < 0.5)
      return { type: 'straight', numbers: pick(ROULETTE_INSIDE_BETS.straight), amount };
    if (roll < 0.75) {
      const type = pick(['split', 'street', 'corner', 'line'] as const);
      return { type, numbers: pick(ROULETTE_INSIDE_BETS[type]), amount };
    }
    if (roll < 0.875)
      return {
        type: pick(['dozen', 'column'] as const),
        numbers: [1 + Math.floor(random() * 3)],
        amount,
      };
    return { type: pick(outside), numbers: [], amount };
  });
}

describe('roulette RTP', () => {
  it('returns 97.30 % within tolerance over 10^6 rounds of a straight-up-heavy bet mix', () => {
    const random = createMixRandom(20_261_122);
    const tally = createReturnTally();
    for (let nonce = 0; nonce < ROUNDS; nonce += 1) {
      const bets = drawBets(random);
      const stake = bets.reduce((sum, bet) => sum + bet.amount, 0);
      const fair = {
        serverSeed: 'roulette-rtp-server-seed',
        clientSeed: 'roulette-rtp-client-seed',
        nonce,
      };
      tally.add(stake, rouletteEngine.play(fair, stake, { bets }).totalWin);
    }
    const measured = tally.measure();
    console.info(describeMeasure('roulette', measured, 36 / 37));
    const { rtpBasisPoints, rtpToleranceBasisPoints } = rouletteEngine;
    expect(rtpToleranceBasisPoints).toBeGreaterThanOrEqual(3 * measured.standardError * 10_000);
    expect(Math.abs(measured.rtp * 10_000 - rtpBasisPoints)).toBeLessThanOrEqual(
      rtpToleranceBasisPoints,
    );
  }, 120_000);
});
