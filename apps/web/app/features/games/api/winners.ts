import type { Winner } from '@croupier/contract';
import { useEffect, useState } from 'react';
import { useRootData } from '~/lib/root-data';
import { requestApi } from '~/lib/session/api-client';

/** The big-wins ticker refreshes this often. */
export const WINNERS_REFRESH_MS = 30_000;

/** Recent big wins across the site (public; names masked by the API). */
export async function fetchWinners(locale: string): Promise<Winner[]> {
  const { data } = await requestApi('winners', { locale });
  return data;
}

/**
 * The recent big wins, starting from the server-rendered list and refreshed every 30 s while the
 * tab is visible; a failed refresh keeps the last list (the ticker is decoration, not news).
 */
export function useWinners(initial: Winner[]) {
  const [winners, setWinners] = useState(initial);
  const locale = useRootData()?.locale ?? 'en';
  useEffect(() => {
    let isCurrent = true;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      fetchWinners(locale).then(
        (next) => isCurrent && setWinners(next),
        () => undefined,
      );
    };
    const timer = window.setInterval(refresh, WINNERS_REFRESH_MS);
    return () => {
      isCurrent = false;
      window.clearInterval(timer);
    };
  }, [locale]);
  return winners;
}
