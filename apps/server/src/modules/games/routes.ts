import { endpoints } from '@croupier/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveCountry } from '../../integrations/geo.ts';
import { addRoute, EncodedJson } from '../../lib/route.ts';
import { artRoutes } from './art-routes.ts';
import { listRounds, listWinners } from './history.ts';
import { playGame } from './play.ts';
import * as games from './service.ts';

/** Catalogue, play, favourites and history of games (spec section 7, Games), and their art. */
export async function gameRoutes(app: FastifyInstance) {
  const { db } = app;
  const playSites = {
    casinoOrigin: new URL(app.config.PUBLIC_URL).origin,
    providerOrigin: app.config.DEMO_PROVIDER_URL,
  };
  const viewerOf = (request: FastifyRequest): games.Viewer => ({
    playerId: request.player?.playerId,
    country: resolveCountry(request, app.config.COUNTRY_HEADER),
    locale: request.locale,
  });
  const playerOf = (request: FastifyRequest) => ({
    ...viewerOf(request),
    playerId: request.player!.playerId,
  });

  addRoute(app, endpoints.gameCollections, async (_input, { locale }) => ({
    data: await games.listCollections(db, locale),
  }));
  addRoute(app, endpoints.gameProviders, async () => ({
    data: await games.listProviders(db),
  }));
  addRoute(app, endpoints.gameProvider, async ({ params }, { locale }) => ({
    data: await games.getProvider(db, params.id, locale),
  }));
  addRoute(app, endpoints.games, async ({ query }, request) => {
    const viewer = viewerOf(request);
    if (viewer.playerId) return games.listGames(db, query, viewer);
    // A guest's list comes encoded already (per-process cache): sent as is, not serialised again.
    return new EncodedJson(await games.listGuestGamesJson(db, query, viewer));
  });
  addRoute(app, endpoints.favoriteGames, async (_input, request) => ({
    data: await games.listFavoriteGames(db, playerOf(request)),
  }));
  addRoute(app, endpoints.playedGames, async (_input, request) => ({
    data: await games.listPlayedGames(db, playerOf(request)),
  }));
  addRoute(app, endpoints.game, async ({ params }, request) => ({
    data: await games.getGame(db, params.id, viewerOf(request)),
  }));
  addRoute(app, endpoints.playGame, async ({ params, body }, request) => ({
    data: await playGame(db, playSites, params.id, body, viewerOf(request)),
  }));
  addRoute(app, endpoints.addFavoriteGame, async ({ params }, request) => ({
    data: await games.setFavorite(db, request.player!.playerId, params.id, true),
  }));
  addRoute(app, endpoints.removeFavoriteGame, async ({ params }, request) => ({
    data: await games.setFavorite(db, request.player!.playerId, params.id, false),
  }));
  addRoute(app, endpoints.spins, async ({ query }, request) =>
    listRounds(db, request.player!.playerId, query),
  );
  addRoute(app, endpoints.bets, async ({ query }, request) =>
    listRounds(db, request.player!.playerId, query),
  );
  addRoute(app, endpoints.winners, async () => ({ data: await listWinners(db) }));

  await app.register(artRoutes);
}
