import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { resolveCountry } from '../../integrations/geo.ts';
import { addRoute } from '../../lib/route.ts';
import { createCommunication } from './service.ts';

/** Per IP: enough for a real person who re-sends, too few to flood the operator's inbox. */
const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' };

export async function notificationRoutes(app: FastifyInstance) {
  addRoute(
    app,
    endpoints.communications,
    async ({ body }, request) => {
      const created = await createCommunication(app.db, body, {
        locale: request.locale,
        country: resolveCountry(request, app.config.COUNTRY_HEADER),
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        operatorEmail: app.config.OPERATOR_EMAIL,
      });
      app.outbox.kick();
      return { data: created };
    },
    { config: { rateLimit: CONTACT_RATE_LIMIT } },
  );
}
