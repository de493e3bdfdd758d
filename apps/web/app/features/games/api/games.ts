import type { Game, GamesQuery } from '@croupier/contract';
import { requestApi } from '~/lib/session/api-client';
import { toQueryRecord } from './games-query';

export interface GamesPage {
  games: Game[];
  total: number;
  page: number;
}

/** One page of games from the browser; a signed-in player's favourites are marked. */
export async function fetchGames(query: GamesQuery, locale: string): Promise<GamesPage> {
  const { data, meta } = await requestApi('games', { query: toQueryRecord(query), locale });
  return { games: data, total: meta.total, page: meta.page };
}
