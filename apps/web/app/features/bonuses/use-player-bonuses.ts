import type { PlayerBonus } from '@croupier/contract';
import { BONUS_LIST_DEBOUNCE_MS } from '@croupier/contract/constants';
import { useCallback, useEffect, useRef } from 'react';
import { useApi } from '~/lib/session/api-client';
import { useAccounts } from '../wallet/accounts/accounts-provider';
import { useBonusList } from './use-bonus-list';

export interface PlayerBonusesState {
  bonuses: PlayerBonus[] | undefined;
  hasFailed: boolean;
  reload(): Promise<void>;
  /** Puts a bonus as an action answered it, before its event arrives. */
  apply(bonus: PlayerBonus): void;
}

/**
 * The player's issued and active bonuses, kept current from `bonus:player-bonuses`, and loaded
 * again (debounced 500 ms, spec section 9) after account changes, so wagering progress moves while
 * the player plays.
 */
export function usePlayerBonuses(): PlayerBonusesState {
  const api = useApi();
  const load = useCallback(
    async () => (await api('playerBonuses', { query: { status: '1,2' } })).data,
    [api],
  );
  const { items, hasFailed, reload, apply } = useBonusList('bonus:player-bonuses', load);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(debounce.current), []);

  // The accounts provider follows `wallet:accounts`; a changed balance reloads the wagering.
  const { accounts } = useAccounts();
  const balances = accounts.map((account) => `${account.id}:${account.balance}`).join();
  const isFirst = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the balances are the trigger.
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => void reload(), BONUS_LIST_DEBOUNCE_MS);
  }, [balances]);

  return { bonuses: items, hasFailed, reload, apply };
}
