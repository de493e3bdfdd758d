import { endpoints } from '@croupier/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import { getLoyaltyTable, updateLoyaltyTable } from './loyalty-editor.ts';
import { createQuest, listQuestDefinitions, updateQuest } from './quest-editor.ts';
import {
  cancelTournament,
  createTournament,
  listTournamentDefinitions,
  updateTournament,
} from './tournament-editor.ts';

/**
 * The retention editors (issue 16): quests, tournaments, loyalty levels and point rates. The
 * player module reads them from the database on every call (no process cache), so an edit is
 * what players get from their next request; signed-out pages follow within the page cache's
 * few seconds.
 */
export async function backofficeRetentionRoutes(app: FastifyInstance) {
  const actorOf = (request: FastifyRequest) => ({ operator: request.operator!, ip: request.ip });

  addRoute(app, endpoints.backofficeQuests, async () => ({
    data: await listQuestDefinitions(app.db),
  }));
  addRoute(app, endpoints.backofficeCreateQuest, async ({ body }, request) => ({
    data: await createQuest(app.db, actorOf(request), body),
  }));
  addRoute(app, endpoints.backofficeUpdateQuest, async ({ params, body }, request) => ({
    data: await updateQuest(app.db, actorOf(request), params.id, body),
  }));

  addRoute(app, endpoints.backofficeTournaments, async () => ({
    data: await listTournamentDefinitions(app.db, app.clock()),
  }));
  addRoute(app, endpoints.backofficeCreateTournament, async ({ body }, request) => ({
    data: await createTournament(app.db, actorOf(request), body, app.clock()),
  }));
  addRoute(app, endpoints.backofficeUpdateTournament, async ({ params, body }, request) => ({
    data: await updateTournament(app.db, actorOf(request), params.id, body, app.clock()),
  }));
  addRoute(app, endpoints.backofficeCancelTournament, async ({ params, body }, request) => ({
    data: await cancelTournament(app.db, actorOf(request), params.id, body.reason, app.clock()),
  }));

  addRoute(app, endpoints.backofficeLoyalty, async () => ({ data: await getLoyaltyTable(app.db) }));
  addRoute(app, endpoints.backofficeUpdateLoyalty, async ({ body }, request) => ({
    data: await updateLoyaltyTable(app.db, actorOf(request), body),
  }));
}
