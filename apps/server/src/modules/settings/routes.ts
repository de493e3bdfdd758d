import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import * as settings from './service.ts';

export async function settingsRoutes(app: FastifyInstance) {
  addRoute(app, endpoints.currencies, async ({ query }, request) => ({
    data: await settings.listCurrencies(app.db, {
      isVisibleOnly: query.visible === '1',
      locale: request.locale,
    }),
  }));

  addRoute(app, endpoints.locales, async () => ({ data: await settings.listLocales(app.db) }));

  addRoute(app, endpoints.countries, async (_input, request) => ({
    data: await settings.listCountries(app.db, request.locale),
  }));

  addRoute(app, endpoints.constants, async () => ({
    data: await settings.getConstants(app.db, settings.getFeatures(app.config)),
  }));
}
