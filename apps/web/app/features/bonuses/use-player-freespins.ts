import type { PlayerFreespin } from '@croupier/contract';
import { useCallback } from 'react';
import { useApi } from '~/lib/session/api-client';
import { type BonusListState, useBonusList } from './use-bonus-list';

export type PlayerFreespinsState = BonusListState<PlayerFreespin>;

/** The player's issued and active free spins, kept current from `bonus:player-freespins`. */
export function usePlayerFreespins(): PlayerFreespinsState {
  const api = useApi();
  const load = useCallback(
    async () => (await api('playerFreespins', { query: { status: '1,2' } })).data,
    [api],
  );
  return useBonusList('bonus:player-freespins', load);
}
