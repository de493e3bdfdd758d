import type { DepositBonus } from '@croupier/contract';

/**
 * The deposit's bonus choice (spec section 4), one of three: a bonus, declining them, or a bonus
 * code (entered beforehand; the server applies the player's waiting deposit code).
 */
export type BonusChoice =
  | { kind: 'bonus'; bonusId: string }
  | { kind: 'decline' }
  | { kind: 'code' };

export const DECLINE: BonusChoice = { kind: 'decline' };

/**
 * Whether a bonus may be chosen for this amount. Fiat deposits must lie in the bonus's range
 * (spec section 5); a crypto deposit's amount is only known when it arrives, so any bonus may be.
 */
export function isSelectable(
  bonus: Pick<DepositBonus, 'triggerConditions'>,
  amountMinor: number | undefined,
  isCrypto: boolean,
): boolean {
  if (isCrypto) return true;
  if (amountMinor === undefined) return false;
  const [range] = bonus.triggerConditions.invoiceAmountItems;
  if (!range) return false;
  return (
    amountMinor >= range.amountFrom && (range.amountTo === null || amountMinor <= range.amountTo)
  );
}

/** What decides the first choice besides the list and the amount. */
export interface ChoiceStart {
  /** The bonus the wallet was opened for (a promotion's claim button). */
  presetBonusId?: string;
  /** The player entered a deposit code that waits for this deposit. */
  hasWaitingCode?: boolean;
  /** The operator's setting: start with no bonus. */
  isDeclinedByDefault?: boolean;
}

/**
 * The first choice (spec section 4): the wallet's preset bonus while it is offered and fits,
 * else the waiting code, else a decline when the setting says so, else the first bonus fitting
 * the amount (crypto: the first bonus), else none.
 */
export function initialChoice(
  bonuses: readonly DepositBonus[],
  amountMinor: number | undefined,
  isCrypto: boolean,
  start: ChoiceStart = {},
): BonusChoice {
  const preset = bonuses.find((bonus) => bonus.id === start.presetBonusId);
  if (preset && (amountMinor === undefined || isSelectable(preset, amountMinor, isCrypto))) {
    return { kind: 'bonus', bonusId: preset.id };
  }
  if (start.hasWaitingCode) return { kind: 'code' };
  if (start.isDeclinedByDefault) return DECLINE;
  const first = bonuses.find((bonus) => isSelectable(bonus, amountMinor, isCrypto));
  return first ? { kind: 'bonus', bonusId: first.id } : DECLINE;
}

/**
 * The choice after the list or the amount changed: a chosen bonus that no longer fits (or is no
 * longer offered) is swapped for the first one that fits, or declined; a decline or a code stays.
 */
export function adjustChoice(
  choice: BonusChoice,
  bonuses: readonly DepositBonus[],
  amountMinor: number | undefined,
  isCrypto: boolean,
): BonusChoice {
  if (choice.kind !== 'bonus') return choice;
  const chosen = bonuses.find((bonus) => bonus.id === choice.bonusId);
  if (chosen && isSelectable(chosen, amountMinor, isCrypto)) return choice;
  return initialChoice(bonuses, amountMinor, isCrypto);
}

/** What the deposit body says about bonuses. */
export function toDepositFields(choice: BonusChoice) {
  if (choice.kind === 'bonus') return { bonusId: choice.bonusId, isBonusDecline: false };
  return { bonusId: null, isBonusDecline: choice.kind === 'decline' };
}
