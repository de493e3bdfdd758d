import type { DepositBonus } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import {
  adjustChoice,
  DECLINE,
  initialChoice,
  isSelectable,
  toDepositFields,
} from './deposit-bonus-choice';

const bonus = (id: string, amountFrom: number, amountTo: number | null): DepositBonus => ({
  id,
  name: id,
  description: '',
  package: null,
  type: 2,
  triggerConditions: {
    invoiceAmountItems: [{ currency: 'EUR', amountFrom, amountTo }],
    baseCurrencyInvoiceAmountFrom: null,
    baseCurrencyInvoiceAmountTo: null,
  },
  assignConditions: {
    amountItems: [],
    baseCurrencyAmount: null,
    maxAmountItems: [],
    baseCurrencyMaxAmount: null,
    depositPercentage: 100,
    presets: [],
  },
  wagerMultiplier: 35,
  expiryDays: 14,
  expectedAmount: null,
});

const small = bonus('small', 1000, 5000);
const big = bonus('big', 5000, null);

describe('deposit bonus choice', () => {
  it('makes a bonus selectable only inside its range for fiat, always for crypto', () => {
    expect(isSelectable(small, 999, false)).toBe(false);
    expect(isSelectable(small, 1000, false)).toBe(true);
    expect(isSelectable(small, 5001, false)).toBe(false);
    expect(isSelectable(big, 1_000_000, false)).toBe(true);
    expect(isSelectable(small, undefined, false)).toBe(false);
    expect(isSelectable(small, 1, true)).toBe(true);
  });

  it('starts with the first fitting bonus (crypto: the first), else declines', () => {
    expect(initialChoice([small, big], 6000, false)).toEqual({ kind: 'bonus', bonusId: 'big' });
    expect(initialChoice([small, big], 2000, false)).toEqual({ kind: 'bonus', bonusId: 'small' });
    expect(initialChoice([small, big], 500, false)).toEqual(DECLINE);
    expect(initialChoice([small, big], undefined, true)).toEqual({
      kind: 'bonus',
      bonusId: 'small',
    });
    expect(initialChoice([], 2000, false)).toEqual(DECLINE);
  });

  it('starts with the preset bonus, else a waiting code, else the setting to decline', () => {
    const preset = { presetBonusId: 'big' };
    expect(initialChoice([small, big], 6000, false, preset)).toEqual({
      kind: 'bonus',
      bonusId: 'big',
    });
    expect(initialChoice([small, big], undefined, false, preset)).toEqual({
      kind: 'bonus',
      bonusId: 'big',
    });
    // The preset does not fit this amount, or is not offered: the rules below it decide.
    expect(initialChoice([small, big], 2000, false, preset)).toEqual({
      kind: 'bonus',
      bonusId: 'small',
    });
    expect(initialChoice([small], 2000, false, { presetBonusId: 'gone' })).toEqual({
      kind: 'bonus',
      bonusId: 'small',
    });
    const waiting = { hasWaitingCode: true, isDeclinedByDefault: true };
    expect(initialChoice([small, big], 2000, false, waiting)).toEqual({ kind: 'code' });
    expect(initialChoice([small, big], 2000, false, { ...waiting, ...preset })).toEqual({
      kind: 'code',
    });
    expect(initialChoice([small, big], 6000, false, { ...waiting, ...preset })).toEqual({
      kind: 'bonus',
      bonusId: 'big',
    });
    expect(initialChoice([small, big], 2000, true, { isDeclinedByDefault: true })).toEqual(DECLINE);
  });

  it('swaps a bonus the amount left for a fitting one, or declines; keeps a decline', () => {
    const chosen = { kind: 'bonus', bonusId: 'small' } as const;
    expect(adjustChoice(chosen, [small, big], 3000, false)).toBe(chosen);
    expect(adjustChoice(chosen, [small, big], 9000, false)).toEqual({
      kind: 'bonus',
      bonusId: 'big',
    });
    expect(adjustChoice(chosen, [small], 9000, false)).toEqual(DECLINE);
    expect(adjustChoice(DECLINE, [small, big], 3000, false)).toEqual(DECLINE);
    expect(adjustChoice({ kind: 'code' }, [small, big], 3000, false)).toEqual({ kind: 'code' });
    expect(adjustChoice({ kind: 'bonus', bonusId: 'gone' }, [big], 6000, false)).toEqual({
      kind: 'bonus',
      bonusId: 'big',
    });
  });

  it('sends a bonus id or a decline, never both', () => {
    expect(toDepositFields({ kind: 'bonus', bonusId: 'big' })).toEqual({
      bonusId: 'big',
      isBonusDecline: false,
    });
    expect(toDepositFields(DECLINE)).toEqual({ bonusId: null, isBonusDecline: true });
    // A code: neither, so the server applies the player's waiting deposit code.
    expect(toDepositFields({ kind: 'code' })).toEqual({ bonusId: null, isBonusDecline: false });
  });
});
