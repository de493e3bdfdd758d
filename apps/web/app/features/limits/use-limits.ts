import type { Limit } from '@croupier/contract';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '~/lib/session/api-client';

/** The player's limits; `reload` asks again and keeps showing the last list meanwhile. */
export function useLimits() {
  const api = useApi();
  const [limits, setLimits] = useState<Limit[]>();
  const [hasFailed, setHasFailed] = useState(false);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks again.
  useEffect(() => {
    let isCurrent = true;
    api('limits').then(
      (answer) => {
        if (!isCurrent) return;
        setLimits(answer.data);
        setHasFailed(false);
      },
      () => isCurrent && setHasFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { limits, hasFailed, reload };
}
