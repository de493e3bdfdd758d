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

/**
 * The recently played games; nothing is loaded for a guest (`isSignedIn` false). `initial` are
 * the games the server rendered the page with: used as they are while the player stays signed in.
 */
export function usePlayedGames(initial?: Game[]) {
  const { profile } = useSession();
  const locale = useRootData()?.locale ?? 'en';
  const key = profile && !initial ? `played:${profile.id}:${locale}` : undefined;
  const loaded = useRequest(key, () => fetchPlayedGames(locale));
  const isSignedIn = profile !== null;
  if (isSignedIn && initial) {
    return {
      isSignedIn,
      status: 'ready' as const,
      data: initial,
      error: undefined,
      reload: loaded.reload,
    };
  }
  return { isSignedIn, ...loaded };
}
