import type { DemoCurrency } from './catalogue.ts';
import type { GameKind } from './engines/engine-types.ts';

/**
 * Stakes in the player's currency. The provider thinks in credits: one credit is one major unit
 * of a fiat currency (at least 100 minor units, so a yen credit is ¥100) and, for crypto, the
 * power of ten of minor units nearest to one base-currency unit (BTC: 1,000 satoshi). Bet levels
 * and the demo balance are whole numbers of credits, so every currency plays alike.
 */

/** Bet levels in hundredths of a credit: 0.20 … 100 credits, each a multiple of the 20 lines. */
const LEVELS_IN_CENTI_CREDITS = [20, 40, 100, 200, 500, 1000, 2000, 5000, 10_000];
const DEMO_BALANCE_CREDITS = 1000;
/** A roulette spin may carry chips worth up to this many top bet levels in total. */
const ROULETTE_TABLE_LIMIT_LEVELS = 10;

export function creditMinorOf(currency: DemoCurrency): number {
  if (currency.type === 'fiat') return Math.max(currency.subunitToUnit, 100);
  const perBaseUnit = Number(currency.rate) * currency.subunitToUnit;
  if (!(perBaseUnit > 0)) return Math.max(currency.subunitToUnit, 100);
  return Math.max(100, 10 ** Math.round(Math.log10(perBaseUnit)));
}

export function minorDigitsOf(currency: DemoCurrency): number {
  return Math.round(Math.log10(currency.subunitToUnit));
}

/** The stakes a player picks from, ascending, in minor units. */
export function betLevelsOf(currency: DemoCurrency): number[] {
  const creditMinor = creditMinorOf(currency);
  return LEVELS_IN_CENTI_CREDITS.map((level) => (level * creditMinor) / 100);
}

/** The stake a game opens with: one credit. */
export function defaultBetOf(currency: DemoCurrency): number {
  return creditMinorOf(currency);
}

export function demoBalanceOf(currency: DemoCurrency): number {
  return DEMO_BALANCE_CREDITS * creditMinorOf(currency);
}

/** The most one round may stake. */
export function maxStakeOf(kind: GameKind, levels: readonly number[]): number {
  const top = levels.at(-1)!;
  return kind === 'roulette' ? top * ROULETTE_TABLE_LIMIT_LEVELS : top;
}

/**
 * Whether the stake is one the table allows: a bet level for slots and crash; for roulette every
 * chip stack a positive multiple of the smallest level (a sum of chips) and the total within the
 * table limit. The engine has already checked the input's shape and that it adds up to the stake.
 */
export function isStakeAllowed(
  kind: GameKind,
  stakeMinor: number,
  input: unknown,
  levels: readonly number[],
): boolean {
  if (kind !== 'roulette') return levels.includes(stakeMinor);
  const chip = levels[0]!;
  const bets = (input as { bets?: { amount?: unknown }[] }).bets ?? [];
  return (
    stakeMinor <= maxStakeOf(kind, levels) &&
    bets.every((bet) => Number.isSafeInteger(bet.amount) && (bet.amount as number) % chip === 0)
  );
}
