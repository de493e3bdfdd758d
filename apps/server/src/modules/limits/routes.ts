import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import * as limits from './service.ts';
import { monthlyStatement } from './statement.ts';

export async function limitRoutes(app: FastifyInstance) {
  addRoute(app, endpoints.limits, async (_input, request) => ({
    data: await limits.listLimits(app.db, request.player!.playerId, app.clock()),
  }));

  addRoute(app, endpoints.createLimit, async ({ body }, request) => {
    const data = await app.db.transaction((tx) =>
      limits.createLimit(tx, request.player!.playerId, body, app.clock()),
    );
    app.outbox.kick();
    return { data };
  });

  addRoute(app, endpoints.updateLimit, async ({ params, body }, request) => ({
    data: await app.db.transaction((tx) =>
      limits.updateLimit(tx, request.player!.playerId, params.limitId, body, app.clock()),
    ),
  }));

  addRoute(app, endpoints.statement, async ({ query }, request) => ({
    data: await monthlyStatement(app.db, request.player!.playerId, query.month, app.clock()),
  }));

  addRoute(app, endpoints.realityCheck, async (_input, request) => ({
    data: await limits.getRealityCheck(app.db, request.player!.playerId),
  }));

  addRoute(app, endpoints.updateRealityCheck, async ({ body }, request) => ({
    data: await limits.setRealityCheck(app.db, request.player!.playerId, body),
  }));

  addRoute(app, endpoints.deleteLimit, async ({ params }, request) => ({
    data: await app.db.transaction((tx) =>
      limits.removeLimit(tx, request.player!.playerId, params.id, app.clock()),
    ),
  }));
}
