import type { Executor } from '../../db/client.ts';
import { gameProviders, games } from '../../db/schema.ts';

/**
 * The provider and game rows the sportsbook's wallet sessions hang on (a session names a game, a
 * game its provider's integration). Both disabled: the catalogue never lists them, while bets and
 * the history name them as "Sportsbook".
 */
export async function upsertSportsbookGame(tx: Executor, id: string, integration: string) {
  await tx
    .insert(gameProviders)
    .values({ id, name: 'Sportsbook', integration, position: 10_000, isEnabled: false })
    .onConflictDoUpdate({ target: gameProviders.id, set: { integration, isEnabled: false } });
  await tx
    .insert(games)
    .values({
      id,
      name: 'Sportsbook',
      providerId: id,
      kind: 'sportsbook',
      rtpBasisPoints: 10_000,
      volatility: 'low',
      hasDemo: false,
      isEnabled: false,
    })
    .onConflictDoUpdate({ target: games.id, set: { providerId: id, isEnabled: false } });
}
