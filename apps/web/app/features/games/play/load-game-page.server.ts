import type { Game } from '@croupier/contract';
import type { RouterContextProvider } from 'react-router';
import { ApiError, callApi, loadOr404 } from '~/lib/api.server';
import { loadGames, loadOptional } from '../api/catalogue.server';
import { formatGameFacts } from './game-facts';
import { pickSimilarGames, SIMILAR_COUNT } from './similar-games';

type Context = Readonly<RouterContextProvider>;

/**
 * The game page's data: the game (404 page when unknown), its figures as text and similar games.
 * The player's token (from the session cookie) makes the favourite heart and stake limits the
 * player's own; an expired token falls back to the guest answer.
 */
export async function loadGamePage(context: Context, id: string, locale: string, token?: string) {
  const game = await loadOr404(() => loadGame(context, id, locale, token));
  const similar = await loadOptional(() => loadSimilarGames(context, game, locale, token), []);
  return { game, facts: formatGameFacts(game, locale), similar };
}

async function loadGame(context: Context, id: string, locale: string, token?: string) {
  const call = (bearer?: string) =>
    callApi(context, 'game', { params: { id }, locale, token: bearer });
  try {
    return (await call(token)).data;
  } catch (error) {
    if (!token || !(error instanceof ApiError) || error.status !== 401) throw error;
    return (await call()).data;
  }
}

/** Same first collection first, then the same provider; never the game itself, no repeats. */
async function loadSimilarGames(context: Context, game: Game, locale: string, token?: string) {
  const collection = game.collections[0];
  const [byCollection, byProvider] = await Promise.all([
    collection
      ? loadGames(context, { collection, perPage: SIMILAR_COUNT + 1 }, locale, token)
      : undefined,
    loadGames(context, { provider: game.provider.id, perPage: SIMILAR_COUNT + 1 }, locale, token),
  ]);
  return pickSimilarGames(game.id, [...(byCollection?.games ?? []), ...byProvider.games]);
}
