import type { Game } from '@croupier/contract';
import { useRootData } from '~/lib/root-data';
import { requestApi } from '~/lib/session/api-client';
import { useSession } from '~/lib/session/session-provider';
import { useRequest } from '~/lib/use-request';

/** Games the signed-in player played lately, last played first. */
export async function fetchPlayedGames(locale: string): Promise<Game[]> {
  const { data } = await requestApi('playedGames', { locale });
  return data;
}

/** The recently played games; nothing is loaded for a guest (`isSignedIn` false). */
export function usePlayedGames() {
  const { profile } = useSession();
  const locale = useRootData()?.locale ?? 'en';
  const key = profile ? `played:${profile.id}:${locale}` : undefined;
  return { isSignedIn: profile !== null, ...useRequest(key, () => fetchPlayedGames(locale)) };
}
