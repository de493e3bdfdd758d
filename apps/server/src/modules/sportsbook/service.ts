import type { GameDevice, SportsbookSession } from '@croupier/contract';
import type { Db } from '../../db/client.ts';
import { openGameSession } from '../games/play.ts';
import * as repo from './repo.ts';

/** The id of the sportsbook's provider and of its one "game" (every bet's `gameId`). */
export const SPORTSBOOK_GAME_ID = 'sportsbook';

export function ensureSportsbookGame(db: Db, integration: string) {
  return db.transaction((tx) => repo.upsertSportsbookGame(tx, SPORTSBOOK_GAME_ID, integration));
}

/**
 * A wallet session for the sportsbook client: the same game session as a casino game's, so the
 * sportsbook moves money only through the provider API (one wallet path, its limits and ledger).
 */
export async function openSportsbookSession(
  db: Db,
  integration: string,
  device: GameDevice,
  viewer: { playerId: string; country: string | null; locale: string },
): Promise<SportsbookSession> {
  const game = { id: SPORTSBOOK_GAME_ID, provider: { integration } };
  const { sessionId, currency } = await openGameSession(db, game, { device }, viewer);
  return { sessionToken: sessionId, currency };
}
