import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { addRoute } from '../../lib/route.ts';
import { getAccount, listLevels } from './loyalty.ts';

/** Loyalty (spec section 7, Retention): the levels and the player's account. */
export async function retentionRoutes(app: FastifyInstance) {
  const assertEnabled = () => {
    if (!app.config.LOYALTY_ENABLED) throw new AppError('notFound');
  };
  addRoute(app, endpoints.loyaltyLevels, async (_input, request) => {
    assertEnabled();
    return listLevels(app.db, request.locale);
  });
  addRoute(app, endpoints.loyaltyAccount, async (_input, request) => {
    assertEnabled();
    return { data: await getAccount(app.db, request.player!.playerId, request.locale) };
  });
}
