import type { PlayerQuest, Quest } from '@croupier/contract';
import { useEffect, useState } from 'react';
import { useLiveChannel, useLiveResync } from '~/lib/live';
import { useApi } from '~/lib/session/api-client';
import { useAccounts } from '../wallet/accounts/accounts-provider';

export interface QuestsState {
  currency: string | undefined;
  offers: Quest[] | undefined;
  /** The player's quests, newest first (every state). */
  runs: PlayerQuest[] | undefined;
  hasFailed: boolean;
  reload(): void;
}

/**
 * The quests on offer in the active account's currency and the player's quests, kept current by
 * `retention:quests` (progress, completion, expiry).
 */
export function useQuests(): QuestsState {
  const api = useApi();
  const currency = useAccounts().activeAccount?.currency;
  const [offers, setOffers] = useState<Quest[]>();
  const [runs, setRuns] = useState<PlayerQuest[]>();
  const [hasFailed, setHasFailed] = useState(false);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks again.
  useEffect(() => {
    if (!currency) return;
    let isCurrent = true;
    Promise.all([
      api('quests', { query: { currency } }),
      api('playerQuests', { query: { currency } }),
    ]).then(
      ([offered, taken]) => {
        if (!isCurrent) return;
        setOffers(offered.data);
        setRuns(taken.data);
        setHasFailed(false);
      },
      () => isCurrent && setHasFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, currency, round]);
  const reload = () => setRound((value) => value + 1);
  useLiveChannel('retention:quests', reload);
  useLiveResync('retention:quests', reload);
  return { currency, offers, runs, hasFailed, reload };
}
