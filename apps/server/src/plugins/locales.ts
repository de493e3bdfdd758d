import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pickLocale } from '../lib/request-locale.ts';
import { getDefaultLocale, listLocales } from '../modules/settings/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The locale this response is written in (see pickLocale). */
    locale: string;
  }
}

export const localesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('locale', 'en');
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const known = (await listLocales(app.db)).map((l) => l.code);
      request.locale = pickLocale(request, known, await getDefaultLocale(app.db));
    });
  },
  { name: 'locales' },
);
