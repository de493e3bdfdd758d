import { describe, expect, it } from 'vitest';
import { buildBalanceFunnelEvent } from './balance-funnel';

describe('buildBalanceFunnelEvent', () => {
  it('carries the step, the player and the currency', () => {
    expect(
      buildBalanceFunnelEvent({ step: 'switchAccount', userId: 'p-1', currency: 'USD' }),
    ).toEqual({
      event: 'balanceFunnel',
      category: 'balanceFunnel',
      userId: 'p-1',
      funnelStep: 'switchAccount',
      currency: 'USD',
    });
  });

  it("fills what is missing with 'not set'", () => {
    expect(buildBalanceFunnelEvent({ step: 'open' })).toMatchObject({
      userId: 'not set',
      currency: 'not set',
    });
  });
});
