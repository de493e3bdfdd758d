import type { PlayerBonus } from '@croupier/contract';
import { BONUS_LIST_DEBOUNCE_MS } from '@croupier/contract/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveChannel, useLiveResync } from '~/lib/live';
import { useApi } from '~/lib/session/api-client';
import { useAccounts } from '../wallet/accounts/accounts-provider';
import { applyBonusEvent, sortBonuses } from './player-bonuses';

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
  const [bonuses, setBonuses] = useState<PlayerBonus[]>();
  const [hasFailed, setHasFailed] = useState(false);
  const request = useRef(0);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);

  const reload = useCallback(async () => {
    const current = ++request.current;
    try {
      const answer = await api('playerBonuses', { query: { status: '1,2' } });
      if (current !== request.current) return;
      setBonuses(sortBonuses(answer.data));
      setHasFailed(false);
    } catch {
      if (current === request.current) setHasFailed(true);
    }
  }, [api]);

  useEffect(() => {
    void reload();
    return () => clearTimeout(debounce.current);
  }, [reload]);

  const apply = useCallback((bonus: PlayerBonus) => {
    request.current++;
    setBonuses((list) => applyBonusEvent(list ?? [], bonus));
  }, []);

  useLiveChannel('bonus:player-bonuses', (event) => apply(event as PlayerBonus));
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
  useLiveResync('bonus:player-bonuses', () => void reload());

  return { bonuses, hasFailed, reload, apply };
}
