import type { Game } from '@croupier/contract';
import type { GamesPage } from './games';

/** A first page rendered by the server, named by the key of the query it answers. */
export interface InitialGames {
  key: string;
  page: GamesPage;
}

export interface ListState {
  key: string;
  games: Game[];
  total: number;
  page: number;
  status: 'loading' | 'ready' | 'error' | 'loading-more';
  /** The last "load more" failed; the games listed so far stay. */
  isMoreFailed?: boolean;
  /** The server page this list grew from; a fresher one (after sign-in) replaces the list. */
  base?: InitialGames;
}

function fromInitial(initial: InitialGames): ListState {
  return { key: initial.key, status: 'ready', base: initial, ...initial.page };
}

/** The list to show for a key: grown here, else the server's page, else still loading. */
export function pickList(
  key: string,
  state: ListState | undefined,
  initial?: InitialGames,
): ListState {
  const matchesInitial = initial?.key === key;
  if (state?.key === key && (!matchesInitial || state.base === initial)) return state;
  if (initial && matchesInitial) return fromInitial(initial);
  return { key, games: [], total: 0, page: 0, status: 'loading' };
}
