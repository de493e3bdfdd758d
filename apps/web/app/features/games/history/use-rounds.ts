import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveChannel, useLiveResync } from '~/lib/live';
import { useApi } from '~/lib/session/api-client';
import {
  applyRoundEvent,
  isGameRound,
  type RoundsPage,
  type SettledFilter,
  toRoundsQuery,
} from './rounds';

export interface RoundsState {
  page: RoundsPage | undefined;
  hasFailed: boolean;
  reload(): Promise<void>;
}

/**
 * One page of the player's rounds (`spins`: every round; `bets`: with the settled filter), kept
 * current from `game:bets`: a new round is prepended, an update replaces the round by id.
 */
export function useRounds(
  source: 'spins' | 'bets',
  pageNumber: number,
  filter: SettledFilter = 'all',
): RoundsState {
  const api = useApi();
  const [page, setPage] = useState<RoundsPage>();
  const [hasFailed, setHasFailed] = useState(false);
  const request = useRef(0);

  const reload = useCallback(async () => {
    const current = ++request.current;
    try {
      const answer = await api(source, { query: toRoundsQuery(pageNumber, filter) });
      if (current !== request.current) return;
      setPage({ rounds: answer.data, total: answer.meta.total });
      setHasFailed(false);
    } catch {
      if (current === request.current) setHasFailed(true);
    }
  }, [api, source, pageNumber, filter]);

  useEffect(() => {
    setPage(undefined);
    void reload();
  }, [reload]);

  // The channel also carries bet alerts (restricted, max bet): only rounds change the list.
  useLiveChannel('game:bets', (data: unknown) => {
    if (!isGameRound(data)) return;
    setPage((current) =>
      current ? applyRoundEvent(current, data, { page: pageNumber, filter }) : current,
    );
  });
  useLiveResync('game:bets', () => void reload());

  return { page, hasFailed, reload };
}
