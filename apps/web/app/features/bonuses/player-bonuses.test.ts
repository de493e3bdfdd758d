import type { PlayerBonus } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { applyBonusEvent, wageringPercent } from './player-bonuses';

const bonus = (id: string, status: 1 | 2 | 3, createdAt: string): PlayerBonus => ({
  id,
  status,
  result: status === 3 ? 3 : 1,
  currency: 'EUR',
  amount: 1000,
  packageId: null,
  issueSessionId: null,
  maxBetAmount: 500,
  bonusId: 'welcome-1',
  name: 'Welcome',
  balance: status === 2 ? 1000 : 0,
  wagerRequired: 35_000,
  wagered: 0,
  wagerMultiplier: 35,
  contributions: {},
  restrictedGameIds: [],
  createdAt,
  activatedAt: null,
  expiresAt: null,
  finishedAt: null,
});

describe('applyBonusEvent', () => {
  it('adds a new bonus, replaces a changed one and keeps active ones first', () => {
    const issued = bonus('a', 1, '2026-11-25T10:00:00.000Z');
    const list = applyBonusEvent([issued], bonus('b', 2, '2026-11-24T10:00:00.000Z'));
    expect(list.map((b) => b.id)).toEqual(['b', 'a']);
    const activated = applyBonusEvent(list, { ...issued, status: 2 });
    expect(activated.map((b) => [b.id, b.status])).toEqual([
      ['a', 2],
      ['b', 2],
    ]);
  });

  it('drops a bonus once it is finished', () => {
    const list = [bonus('a', 2, '2026-11-25T10:00:00.000Z')];
    expect(applyBonusEvent(list, bonus('a', 3, '2026-11-25T10:00:00.000Z'))).toEqual([]);
  });
});

describe('wageringPercent', () => {
  it('is the wagered share in whole percent, capped at 100', () => {
    expect(wageringPercent({ wagered: 0, wagerRequired: 3000 })).toBe(0);
    expect(wageringPercent({ wagered: 1999, wagerRequired: 3000 })).toBe(66);
    expect(wageringPercent({ wagered: 5000, wagerRequired: 3000 })).toBe(100);
    expect(wageringPercent({ wagered: 0, wagerRequired: 0 })).toBe(100);
  });
});
