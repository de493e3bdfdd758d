import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import * as sessions from './service.ts';

export async function sessionRoutes(app: FastifyInstance) {
  // Renews a token that may have just run out: the session row, not the expiry claim, decides.
  app.post(endpoints.refreshSession.path, {
    schema: {
      summary: endpoints.refreshSession.summary,
      tags: ['player'],
      security: [{ bearer: [] }],
    },
    handler: async (request) => {
      const player = await app.requirePlayer(request, { allowExpired: true });
      return endpoints.refreshSession.response.parse({
        data: await sessions.refreshSession(app.tokens, player),
      });
    },
  });

  addRoute(app, endpoints.logout, async (_input, request) => {
    await sessions.closeSession(app.db, request.player!, request.player!.sessionId);
    app.outbox.kick();
    return { data: { ok: true as const } };
  });

  addRoute(app, endpoints.sessions, async ({ query }, request) =>
    sessions.listSessions(app.db, request.player!, query.page, query.perPage),
  );

  addRoute(app, endpoints.closeSession, async ({ params }, request) => {
    await sessions.closeSession(app.db, request.player!, params.id);
    app.outbox.kick();
    return { data: { ok: true as const } };
  });
}
