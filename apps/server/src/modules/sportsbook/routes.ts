import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { resolveCountry } from '../../integrations/geo.ts';
import { addRoute } from '../../lib/route.ts';
import { ensureSportsbookGame, openSportsbookSession } from './service.ts';
import { sportsbookTestClientRoutes } from './test-client.ts';

/**
 * The sportsbook (spec section 1): only when its client is configured. The sportsbook is one
 * more provider integration of the seamless-wallet API; this opens its wallet sessions.
 */
export async function sportsbookRoutes(app: FastifyInstance) {
  const { config, db } = app;
  if (!(config.BETTING_CLIENT_HOST && config.BETTING_CLIENT_ID)) return;
  await ensureSportsbookGame(db, config.BETTING_INTEGRATION);
  addRoute(app, endpoints.sportsbookSession, async ({ body }, request) => ({
    data: await openSportsbookSession(db, config.BETTING_INTEGRATION, body.device, {
      playerId: request.player!.playerId,
      country: resolveCountry(request, config.COUNTRY_HEADER),
      locale: request.locale,
    }),
  }));
  if (config.BETTING_TEST_CLIENT) await app.register(sportsbookTestClientRoutes);
}
