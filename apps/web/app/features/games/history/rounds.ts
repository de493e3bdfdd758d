import type { BetStatus, GameRound } from '@croupier/contract';

export const ROUNDS_PER_PAGE = 20;

/** The bets tab's filter: all bets, only open ones, only settled ones (`isSettled`). */
export type SettledFilter = 'all' | 'unsettled' | 'settled';

/** `game.bet.status` by number, as the translation keys name them. */
export const BET_STATUS_NAMES: Record<BetStatus, 'unsettled' | 'won' | 'lost' | 'refunded'> = {
  1: 'unsettled',
  2: 'won',
  3: 'lost',
  4: 'refunded',
};

export interface RoundsPage {
  rounds: GameRound[];
  total: number;
}

/** The query of `GET /api/game/spins` or `/bets`; `isSettled` only when the filter narrows. */
export function toRoundsQuery(page: number, filter: SettledFilter = 'all') {
  return {
    page,
    perPage: ROUNDS_PER_PAGE,
    isSettled: filter === 'all' ? undefined : filter === 'settled' ? '1' : '0',
  };
}

export function countPages(total: number, perPage = ROUNDS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

function matchesFilter(round: GameRound, filter: SettledFilter): boolean {
  if (filter === 'all') return true;
  return (round.status !== 1) === (filter === 'settled');
}

/**
 * Applies a `game:bets` event to the listed page: an update replaces the round with its id (and
 * drops it when the filter no longer keeps it); a new round is prepended on the first page only,
 * where the newest rounds are, keeping the page at its size.
 */
export function applyRoundEvent(
  state: RoundsPage,
  round: GameRound,
  view: { page: number; filter?: SettledFilter },
): RoundsPage {
  const filter = view.filter ?? 'all';
  const isListed = state.rounds.some((item) => item.id === round.id);
  if (isListed) {
    if (!matchesFilter(round, filter)) {
      return {
        rounds: state.rounds.filter((item) => item.id !== round.id),
        total: state.total - 1,
      };
    }
    return { ...state, rounds: state.rounds.map((item) => (item.id === round.id ? round : item)) };
  }
  if (view.page !== 1 || !matchesFilter(round, filter)) return state;
  return { rounds: [round, ...state.rounds].slice(0, ROUNDS_PER_PAGE), total: state.total + 1 };
}

/** Win over stake, e.g. 2.5 for ×2.50; undefined for a round without a stake (free spins). */
export function multiplierOf(round: Pick<GameRound, 'amount' | 'winAmount'>): number | undefined {
  if (round.amount <= 0) return undefined;
  return Math.round((round.winAmount / round.amount) * 100) / 100;
}

/** `game:bets` also carries bet alerts (`{ event: 'game.bet.restricted' }`); rounds have an id. */
export function isGameRound(data: unknown): data is GameRound {
  if (typeof data !== 'object' || data === null) return false;
  const value = data as Partial<GameRound>;
  return (
    typeof value.id === 'string' &&
    typeof value.gameId === 'string' &&
    typeof value.amount === 'number' &&
    typeof value.status === 'number'
  );
}
