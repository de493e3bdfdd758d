import type { Game } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { formatGameFacts } from './game-facts';

const game = { rtp: 96.5, betLimits: { min: 10, max: 10_000, currency: 'EUR' } } as Game;

describe('formatGameFacts', () => {
  it('writes the RTP as a percentage and the stakes as money, in the page locale', () => {
    expect(formatGameFacts(game, 'en')).toEqual({ rtp: '96.50%', stakes: '€0.10 – €100.00' });
    expect(formatGameFacts(game, 'de')).toEqual({
      rtp: '96,50\u00a0%',
      stakes: '0,10\u00a0€ – 100,00\u00a0€',
    });
  });

  it('has no stakes for a game without bet limits', () => {
    expect(formatGameFacts({ ...game, betLimits: undefined } as Game, 'en')).toEqual({
      rtp: '96.50%',
    });
  });
});
