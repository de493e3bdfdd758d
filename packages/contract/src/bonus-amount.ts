/**
 * What a deposit of `amount` in `currency` gets from a deposit bonus (spec section 3): type 1 its
 * fixed amount, type 2 `depositPercentage` of the deposit rounded down, at most its max, type 3 its
 * number of free spins (`presets[0].quantity`). Null when
 * the bonus has no terms in the currency or the amount is outside its range; an undefined `amount`
 * asks only whether the currency is covered (the fixed amount, or null for a percentage). Plain
 * code without zod: the server issues by it and the cashier shows it, so they always agree.
 */
export interface BonusAmountTerms {
  type: number;
  triggerConditions: {
    invoiceAmountItems: readonly {
      currency: string;
      amountFrom: number;
      amountTo: number | null;
    }[];
  };
  assignConditions: {
    amountItems: readonly { currency: string; amount: number }[];
    maxAmountItems: readonly { currency: string; amount: number }[];
    depositPercentage: number | null;
    presets: readonly { quantity: number }[];
  };
}

export function depositBonusAmount(
  bonus: BonusAmountTerms,
  currency: string,
  amount: number | undefined,
): number | null {
  const range = bonus.triggerConditions.invoiceAmountItems.find((i) => i.currency === currency);
  if (!range) return null;
  if (
    amount !== undefined &&
    (amount < range.amountFrom || (range.amountTo !== null && amount > range.amountTo))
  ) {
    return null;
  }
  const conditions = bonus.assignConditions;
  if (bonus.type === 1) {
    return conditions.amountItems.find((i) => i.currency === currency)?.amount ?? null;
  }
  if (bonus.type === 2 && conditions.depositPercentage !== null && amount !== undefined) {
    const max = conditions.maxAmountItems.find((i) => i.currency === currency)?.amount;
    const share = Math.floor((amount * conditions.depositPercentage) / 100);
    return max === undefined ? share : Math.min(share, max);
  }
  if (bonus.type === 3) return conditions.presets[0]?.quantity ?? null;
  return null;
}

/**
 * Bonus codes. Trigger 1 is a sign-up code (its bonus is issued at once, also when the code is
 * entered in the registration form), trigger 3 a deposit code (it waits, status 1, for the next
 * deposit whose amount its bonus accepts). Status 2 used (its bonus issued), 3 incorrect (no
 * such code), 4 not available (expired, used up, already used by the player, or of the other
 * trigger).
 */
export const BONUS_CODE_TRIGGERS = { registration: 1, deposit: 3 } as const;
export const BONUS_CODE_STATUSES = { pending: 1, used: 2, incorrect: 3, notAvailable: 4 } as const;
