import type { Limit } from '@croupier/contract';
import { LIMIT_DEFINITIONS, LIMIT_PERIODS } from '@croupier/contract/constants';

export type CashDefinition = 1 | 2 | 3;
export type CashPeriod = (typeof LIMIT_PERIODS)[number];

/** The cash limit groups in the order the page shows them. */
export const CASH_GROUPS: readonly {
  definition: CashDefinition;
  key: 'bet' | 'loss' | 'deposit';
}[] = [
  { definition: LIMIT_DEFINITIONS.bet, key: 'bet' },
  { definition: LIMIT_DEFINITIONS.loss, key: 'loss' },
  { definition: LIMIT_DEFINITIONS.deposit, key: 'deposit' },
];

/**
 * Spec section 4: limits grouped into bet, loss and deposit, each by period in the order daily,
 * weekly, monthly; self-exclusion and cooling-off are separate lists.
 */
export function groupLimits(limits: readonly Limit[]) {
  const byPeriod = (a: Limit, b: Limit) =>
    LIMIT_PERIODS.indexOf(a.period as CashPeriod) - LIMIT_PERIODS.indexOf(b.period as CashPeriod);
  const of = (definition: number) => limits.filter((limit) => limit.definition === definition);
  return {
    cash: Object.fromEntries(
      CASH_GROUPS.map(({ definition }) => [definition, of(definition).sort(byPeriod)]),
    ) as Record<CashDefinition, Limit[]>,
    selfExclusion: of(LIMIT_DEFINITIONS.selfExclusion),
    coolingOff: of(LIMIT_DEFINITIONS.coolingOff),
  };
}

/** Periods a definition has no limit in yet: where a new one can go. */
export function freePeriods(limits: readonly Limit[], definition: CashDefinition): CashPeriod[] {
  const taken = new Set(limits.filter((l) => l.definition === definition).map((l) => l.period));
  return LIMIT_PERIODS.filter((period) => !taken.has(period));
}

/** Share of a cash limit used in its period, 0–100 (whole percent, capped). */
export function usedPercent(limit: Pick<Limit, 'amount' | 'currentAmount'>) {
  if (!limit.amount || !limit.currentAmount || limit.currentAmount <= 0) return 0;
  return Math.min(100, Math.floor((limit.currentAmount / limit.amount) * 100));
}

/** Whether a waiting change may be confirmed at `now`. */
export function isConfirmable(limit: Limit, now: number) {
  return limit.pending !== null && Date.parse(limit.pending.confirmableAt) <= now;
}
