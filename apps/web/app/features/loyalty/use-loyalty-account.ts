import type { LoyaltyAccount } from '@croupier/contract';
import { useEffect, useState } from 'react';
import { useLiveChannel, useLiveResync } from '~/lib/live';
import { useApi } from '~/lib/session/api-client';
import { useSession } from '~/lib/session/session-provider';

/** The signed-in player's loyalty account, kept current by `retention:accounts`. */
export function useLoyaltyAccount() {
  const api = useApi();
  const { isSignedIn } = useSession();
  const [account, setAccount] = useState<LoyaltyAccount>();
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks again.
  useEffect(() => {
    if (!isSignedIn) {
      setAccount(undefined);
      return;
    }
    let isCurrent = true;
    api('loyaltyAccount').then(
      (answer) => isCurrent && setAccount(answer.data),
      () => {},
    );
    return () => {
      isCurrent = false;
    };
  }, [api, isSignedIn, round]);
  const reload = () => setRound((value) => value + 1);
  useLiveChannel('retention:accounts', reload);
  useLiveResync('retention:accounts', reload);
  return account;
}
