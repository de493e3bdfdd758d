import type { GamesQuery } from '@croupier/contract';
import { useEffect, useState } from 'react';
import { useRootData } from '~/lib/root-data';
import { fetchGames } from './games';
import { appendGames, gamesQueryKey, hasMoreGames } from './games-query';
import { type InitialGames, type ListState, pickList } from './paged-list';

export type { InitialGames } from './paged-list';

/**
 * A growing list of games ("load more"): starts from the server's first page when it answers the
 * same query, else loads page 1 in the browser; a new query starts over.
 */
export function usePagedGames(query: GamesQuery, initial?: InitialGames) {
  const locale = useRootData()?.locale ?? 'en';
  const key = gamesQueryKey(query);
  const [state, setState] = useState<ListState | undefined>();
  const current = pickList(key, state, initial);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the query.
  useEffect(() => {
    if (state?.key === key || initial?.key === key) return;
    let isCurrent = true;
    fetchGames({ ...query, page: 1 }, locale).then(
      (page) => isCurrent && setState({ key, status: 'ready', ...page }),
      () => isCurrent && setState({ key, games: [], total: 0, page: 0, status: 'error' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [key, locale, attempt, initial?.key]);

  const loadMore = async () => {
    if (current.status !== 'ready') return;
    setState({ ...current, status: 'loading-more', isMoreFailed: false });
    try {
      const next = await fetchGames({ ...query, page: current.page + 1 }, locale);
      setState({
        ...current,
        status: 'ready',
        page: next.page,
        total: next.total,
        games: appendGames(current.games, next.games),
      });
    } catch {
      setState({ ...current, status: 'ready', isMoreFailed: true });
    }
  };

  return {
    ...current,
    hasMore: current.status !== 'loading' && hasMoreGames(current.games.length, current.total),
    loadMore,
    retry: () => {
      setState(undefined);
      setAttempt((count) => count + 1);
    },
  };
}
