import { endpoints } from '@croupier/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addRoute } from '../../lib/route.ts';
import { forgetContent } from '../content/service.ts';
import { forgetCountries } from '../settings/service.ts';
import {
  createPromoPanel,
  deletePromoPanel,
  listPromoPanelsForOperator,
  updatePromoPanel,
} from './promo-panels.ts';
import {
  createRedirect,
  deleteRedirect,
  listCountriesForOperator,
  listRedirects,
  setCountryRestricted,
  updateRedirect,
} from './site-rules.ts';
import {
  createStaticPage,
  listManagedTexts,
  listStaticPages,
  setStaticPagePublished,
  updateManagedText,
  updateStaticPageTranslation,
} from './static-pages.ts';

const ok = { ok: true as const };

/**
 * Site content in the back office (`content.manage`): promo panels, static pages and texts per
 * locale, restricted countries, redirects. After a change commits, every process forgets the
 * content it keeps and its cached pages (through the live channel's control messages), so the
 * next visitor sees the change.
 */
export async function backofficeContentRoutes(app: FastifyInstance) {
  const actorOf = (request: FastifyRequest) => ({ operator: request.operator!, ip: request.ip });
  const forget = () => {
    forgetContent(app.db);
    forgetCountries(app.db);
    app.clearPageCache?.();
  };
  app.live.onContentChanged(forget);
  /** Forgets here at once, and tells the other processes (Redis: at most once, else TTLs). */
  const changed = async <T>(change: Promise<T>) => {
    const result = await change;
    forget();
    await app.live
      .announceContentChanged()
      .catch((error) => app.log.warn({ err: error }, 'content change not announced'));
    return { data: result };
  };

  addRoute(app, endpoints.backofficePromoPanels, async () => ({
    data: await listPromoPanelsForOperator(app.db),
  }));
  addRoute(app, endpoints.backofficeCreatePromoPanel, async ({ body }, request) =>
    changed(createPromoPanel(app.db, actorOf(request), body)),
  );
  addRoute(app, endpoints.backofficeUpdatePromoPanel, async ({ params, body }, request) =>
    changed(updatePromoPanel(app.db, actorOf(request), params.identity, body)),
  );
  addRoute(app, endpoints.backofficeDeletePromoPanel, async ({ params }, request) =>
    changed(deletePromoPanel(app.db, actorOf(request), params.identity).then(() => ok)),
  );

  addRoute(app, endpoints.backofficePages, async () => ({ data: await listStaticPages(app.db) }));
  addRoute(app, endpoints.backofficeCreatePage, async ({ body }, request) =>
    changed(createStaticPage(app.db, actorOf(request), body)),
  );
  addRoute(app, endpoints.backofficeUpdatePageTranslation, async ({ params, body }, request) =>
    changed(updateStaticPageTranslation(app.db, actorOf(request), params, body)),
  );
  addRoute(app, endpoints.backofficeUpdatePage, async ({ params, body }, request) =>
    changed(setStaticPagePublished(app.db, actorOf(request), params.identity, body.isPublished)),
  );
  addRoute(app, endpoints.backofficeTexts, async () => ({ data: await listManagedTexts(app.db) }));
  addRoute(app, endpoints.backofficeUpdateText, async ({ params, body }, request) =>
    changed(updateManagedText(app.db, actorOf(request), params.key, body)),
  );

  addRoute(app, endpoints.backofficeCountries, async () => ({
    data: await listCountriesForOperator(app.db),
  }));
  addRoute(app, endpoints.backofficeUpdateCountry, async ({ params, body }, request) =>
    changed(setCountryRestricted(app.db, actorOf(request), params.code, body)),
  );

  addRoute(app, endpoints.backofficeRedirects, async () => ({ data: await listRedirects(app.db) }));
  addRoute(app, endpoints.backofficeCreateRedirect, async ({ body }, request) =>
    changed(createRedirect(app.db, actorOf(request), body)),
  );
  addRoute(app, endpoints.backofficeUpdateRedirect, async ({ params, body }, request) =>
    changed(updateRedirect(app.db, actorOf(request), params.fromPath, body)),
  );
  addRoute(app, endpoints.backofficeDeleteRedirect, async ({ params }, request) =>
    changed(deleteRedirect(app.db, actorOf(request), params.fromPath).then(() => ok)),
  );
}
