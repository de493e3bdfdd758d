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
