import type { Limit } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { freePeriods, groupLimits, isConfirmable, usedPercent } from './limit-groups';

const limit = (
  definition: 1 | 2 | 3 | 4 | 5,
  period: string,
  extra: Partial<Limit> = {},
): Limit => ({
  id: `${definition}-${period}`,
  definition,
  period,
  amount: definition <= 3 ? 1000 : null,
  currentAmount: definition <= 3 ? 0 : null,
  currency: definition <= 3 ? 'EUR' : null,
  createdAt: '2026-11-25T10:00:00.000Z',
  endsAt: null,
  pending: null,
  ...extra,
});

describe('limit groups', () => {
  it('groups bet, loss and deposit limits by period in order; exclusions apart', () => {
    const groups = groupLimits([
      limit(3, 'monthly'),
      limit(1, 'weekly'),
      limit(5, '7d'),
      limit(3, 'daily'),
      limit(1, 'daily'),
      limit(4, '6m'),
      limit(3, 'weekly'),
    ]);
    expect(groups.cash[1].map((l) => l.period)).toEqual(['daily', 'weekly']);
    expect(groups.cash[2]).toEqual([]);
    expect(groups.cash[3].map((l) => l.period)).toEqual(['daily', 'weekly', 'monthly']);
    expect(groups.selfExclusion.map((l) => l.period)).toEqual(['6m']);
    expect(groups.coolingOff.map((l) => l.period)).toEqual(['7d']);
  });

  it('offers only the periods a definition has no limit in', () => {
    expect(freePeriods([limit(1, 'weekly'), limit(2, 'daily')], 1)).toEqual(['daily', 'monthly']);
    expect(freePeriods([limit(3, 'daily'), limit(3, 'weekly'), limit(3, 'monthly')], 3)).toEqual(
      [],
    );
  });

  it('measures what is used in whole percent, capped, never below zero', () => {
    expect(usedPercent({ amount: 1000, currentAmount: 255 })).toBe(25);
    expect(usedPercent({ amount: 1000, currentAmount: 1500 })).toBe(100);
    expect(usedPercent({ amount: 1000, currentAmount: -300 })).toBe(0);
  });

  it('lets a waiting change be confirmed from its time on, not a second before', () => {
    const pending = limit(1, 'daily', {
      pending: {
        amount: 2000,
        period: 'daily',
        isRemoval: false,
        confirmableAt: '2026-11-26T10:00:00.000Z',
      },
    });
    expect(isConfirmable(pending, Date.parse('2026-11-26T09:59:59.000Z'))).toBe(false);
    expect(isConfirmable(pending, Date.parse('2026-11-26T10:00:00.000Z'))).toBe(true);
    expect(isConfirmable(limit(1, 'daily'), Date.now())).toBe(false);
  });
});
