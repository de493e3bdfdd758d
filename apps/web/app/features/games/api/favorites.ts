import type { Game } from '@croupier/contract';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import { useRootData } from '~/lib/root-data';
import { ClientApiError, requestApi } from '~/lib/session/api-client';
import { useSession } from '~/lib/session/session-provider';
import { useToasts } from '~/lib/toasts';
import { useRequest } from '~/lib/use-request';
import {
  readFavoriteSnapshot,
  readServerFavoriteSnapshot,
  resolveFavorite,
  setFavoriteState,
  subscribeFavorites,
} from './favorite-store';

/** The signed-in player's favourite games, last added first. */
export async function fetchFavoriteGames(locale: string): Promise<Game[]> {
  const { data } = await requestApi('favoriteGames', { locale });
  return data;
}

/** Adds a game to the favourites (true) or removes it (false); answers the state the API kept. */
export async function saveFavorite(gameId: string, isFavorite: boolean): Promise<boolean> {
  const { data } = await requestApi(isFavorite ? 'addFavoriteGame' : 'removeFavoriteGame', {
    params: { id: gameId },
  });
  return data.isFavorite;
}

function useFavoriteSnapshot() {
  return useSyncExternalStore(subscribeFavorites, readFavoriteSnapshot, readServerFavoriteSnapshot);
}

/**
 * The favourite heart of a game: optimistic, shared by every tile of the game in the tab, rolled
 * back with a toast when the API refuses. A guest's toggle opens sign-in instead.
 */
export function useFavoriteToggle(game: Pick<Game, 'id' | 'isFavorite'>) {
  const { profile } = useSession();
  const modals = useModals();
  const toasts = useToasts();
  const { t } = useTranslation();
  const snapshot = useFavoriteSnapshot();
  const [isPending, setIsPending] = useState(false);
  const ownerId = profile?.id;
  const isFavorite = resolveFavorite(snapshot, ownerId, game.id, game.isFavorite);

  const toggle = async () => {
    if (!ownerId) {
      modals.open('sign-in');
      return;
    }
    if (isPending) return;
    const next = !isFavorite;
    setFavoriteState(ownerId, game.id, next);
    setIsPending(true);
    try {
      setFavoriteState(ownerId, game.id, await saveFavorite(game.id, next));
    } catch (error) {
      setFavoriteState(ownerId, game.id, !next);
      toasts.show({
        type: 'error',
        title: t('games.favorite.failed'),
        description: error instanceof ClientApiError ? error.message : undefined,
      });
    } finally {
      setIsPending(false);
    }
  };
  return { isFavorite, toggle, isPending };
}

/**
 * The favourites page's list: loaded in the browser for a signed-in player, and games
 * un-favourited in this tab leave it at once.
 */
export function useFavoriteGames() {
  const { profile } = useSession();
  const locale = useRootData()?.locale ?? 'en';
  const snapshot = useFavoriteSnapshot();
  const key = profile ? `favorites:${profile.id}:${locale}` : undefined;
  const result = useRequest(key, () => fetchFavoriteGames(locale));
  const games = result.data?.filter((game) =>
    resolveFavorite(snapshot, profile?.id, game.id, true),
  );
  return { ...result, data: games, isSignedIn: profile !== null };
}
