import type { Game } from '@croupier/contract';
import { requestApi } from '~/lib/session/api-client';

/** One game with its description, from the browser. */
export async function fetchGame(id: string, locale: string): Promise<Game> {
  const { data } = await requestApi('game', { params: { id }, locale });
  return data;
}
