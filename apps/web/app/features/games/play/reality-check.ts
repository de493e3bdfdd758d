import type { GameRound } from '@croupier/contract';

/** Stakes and wins of the rounds a game session played, from the `game:bets` round events. */
export interface SessionFigures {
  stakedMinor: number;
  wonMinor: number;
  currency: string | undefined;
}

/**
 * Folds a round event into the session's rounds: each event carries a round's totals so far, so
 * the newest one of a round replaces the older. Rounds opened before the session (`openedAt`) are
 * another session's.
 */
export function foldRound(
  rounds: ReadonlyMap<string, GameRound>,
  round: GameRound,
  openedAt: number,
): ReadonlyMap<string, GameRound> {
  if (Date.parse(round.createdAt) < openedAt - 1000) return rounds;
  return new Map(rounds).set(round.id, round);
}

export function figuresOf(rounds: ReadonlyMap<string, GameRound>): SessionFigures {
  let stakedMinor = 0;
  let wonMinor = 0;
  let currency: string | undefined;
  for (const round of rounds.values()) {
    stakedMinor += round.amount;
    wonMinor += round.winAmount;
    currency ??= round.currency;
  }
  return { stakedMinor, wonMinor, currency };
}

/** When the next reality check is due: every `intervalMinutes` of session time after the last. */
export function nextCheckAt(openedAt: number, intervalMinutes: number, checksShown: number) {
  return openedAt + (checksShown + 1) * intervalMinutes * 60_000;
}
