import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import { changeMessages, listMessages, readAllMessages } from './service.ts';

/** The messenger of spec section 7: the signed-in player's messages. */
export async function messengerRoutes(app: FastifyInstance) {
  addRoute(app, endpoints.messengerMessages, async ({ query }, request) =>
    listMessages(app.db, request.player!.playerId, query, request.locale),
  );

  addRoute(app, endpoints.readMessengerMessages, async ({ body }, request) => {
    const data = await changeMessages(app.db, request.player!.playerId, body.messageIds, 'read');
    app.outbox.kick();
    return { data };
  });

  addRoute(app, endpoints.deleteMessengerMessages, async ({ body }, request) => {
    const data = await changeMessages(app.db, request.player!.playerId, body.messageIds, 'delete');
    app.outbox.kick();
    return { data };
  });

  addRoute(app, endpoints.readAllMessengerMessages, async (_input, request) => {
    const data = await readAllMessages(app.db, request.player!.playerId);
    app.outbox.kick();
    return { data };
  });
}
