import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import { listPaymentMethods, updatePaymentMethod } from './payment-methods.ts';

/** The cashier's methods in the back office (`payments.manage`): list, and change one. */
export function backofficePaymentRoutes(app: FastifyInstance) {
  addRoute(app, endpoints.backofficePaymentMethods, async () => ({
    data: await listPaymentMethods(app.db),
  }));

  addRoute(app, endpoints.backofficeUpdatePaymentMethod, async ({ params, body }, request) => ({
    data: await updatePaymentMethod(
      app.db,
      { operator: request.operator!, ip: request.ip },
      params.id,
      body,
    ),
  }));
}
