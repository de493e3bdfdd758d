import { endpoints } from '@croupier/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import {
  createBonusDefinition,
  getBonusDefinition,
  setBonusDefinitionEnabled,
  updateBonusDefinition,
} from './bonus-definitions.ts';
import { grantBonusToPlayer } from './bonus-grants.ts';
import {
  createCashbackProgram,
  listCashbackPrograms,
  updateCashbackProgram,
} from './cashback-programs.ts';

/** Bonus definitions, grants to a player and cashback programmes (issue 16). */
export function backofficeBonusesRoutes(app: FastifyInstance) {
  const actorOf = (request: FastifyRequest) => ({ operator: request.operator!, ip: request.ip });

  addRoute(app, endpoints.backofficeBonusDefinition, async ({ params }) => ({
    data: await getBonusDefinition(app.db, params.id),
  }));

  addRoute(app, endpoints.backofficeCreateBonus, async ({ body }, request) => ({
    data: await createBonusDefinition(app.db, actorOf(request), body),
  }));

  addRoute(app, endpoints.backofficeUpdateBonus, async ({ params, body }, request) => ({
    data: await updateBonusDefinition(app.db, actorOf(request), params.id, body),
  }));

  addRoute(app, endpoints.backofficeSetBonusEnabled, async ({ params, body }, request) => ({
    data: await setBonusDefinitionEnabled(app.db, actorOf(request), params.id, body.isEnabled),
  }));

  addRoute(app, endpoints.backofficeGrantBonus, async ({ params, body }, request) => {
    const data = await grantBonusToPlayer(app.db, actorOf(request), params.id, body);
    // The player's live events (bonus issued or activated, balance, message) leave at once.
    app.outbox.kick();
    return { data };
  });

  addRoute(app, endpoints.backofficeCashbackPrograms, async () => ({
    data: await listCashbackPrograms(app.db),
  }));

  addRoute(app, endpoints.backofficeCreateCashbackProgram, async ({ body }, request) => ({
    data: await createCashbackProgram(app.db, actorOf(request), body),
  }));

  addRoute(app, endpoints.backofficeUpdateCashbackProgram, async ({ params, body }, request) => ({
    data: await updateCashbackProgram(app.db, actorOf(request), params.id, body),
  }));
}
