import { endpoints } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import * as content from './service.ts';

export async function contentRoutes(app: FastifyInstance) {
  const { db } = app;

  addRoute(app, endpoints.texts, async (_input, { locale }) => ({
    data: { locale, texts: await content.getTexts(db, locale) },
  }));
  addRoute(app, endpoints.layout, async (_input, { locale }) => ({
    data: await content.getLayout(db, locale),
  }));
  addRoute(app, endpoints.promoPanels, async ({ query }, { locale }) => {
    const panels = await content.listPromoPanels(db, locale);
    return { data: panels.filter((p) => !query.placement || p.placement === query.placement) };
  });
  addRoute(app, endpoints.staticPage, async ({ params }, { locale }) => ({
    data: await content.getStaticPage(db, params.pageIdentity, locale),
  }));
  addRoute(app, endpoints.questionPages, async (_input, { locale }) => ({
    data: await content.listQuestionPages(db, locale),
  }));
  addRoute(app, endpoints.bonusPages, async (_input, { locale }) => ({
    data: await content.listBonusPages(db, locale),
  }));
  addRoute(app, endpoints.bonusPage, async ({ params }, { locale }) => ({
    data: await content.getBonusPage(db, params.pageIdentity, locale),
  }));
  addRoute(app, endpoints.welcomePackage, async (_input, { locale }) => ({
    data: await content.getWelcomePackage(db, locale),
  }));
  addRoute(app, endpoints.redirect, async ({ query }) => ({
    data: await content.findRedirect(db, query.path),
  }));
}
