import { randomBytes } from 'node:crypto';
import { identitySchema } from '@croupier/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createAssetReader } from './assets.ts';
import { createDemoProviderContext } from './context.ts';
import { GamePageError, refusal } from './errors.ts';
import { lobbyUrlOf, openGamePage } from './game-page.ts';
import { sendApiError, setApiHeaders, setPageHeaders } from './http.ts';
import { renderErrorPage, renderGamePage } from './pages.ts';
import { playRound } from './rounds.ts';
import {
  changeClientSeed,
  type DemoProviderContext,
  getSessionState,
  resolveSession,
  rotateSessionSeed,
} from './service.ts';
import { startRepairLoop } from './settlement.ts';
import { demoStrings, pickDemoLocale } from './strings.ts';
import { verifyRoutes } from './verify-routes.ts';

const gamePageQuerySchema = z.object({
  mode: z.enum(['real', 'demo']).default('demo'),
  session: z.string().max(64).optional(),
  currency: z
    .string()
    .regex(/^[A-Z0-9]{3,5}$/)
    .optional(),
  locale: z.string().max(16).optional(),
  lobby: z.string().max(512).optional(),
});
const roundBodySchema = z.object({
  gameId: identitySchema,
  stake: z.number().int().positive().refine(Number.isSafeInteger),
  input: z.unknown().optional(),
  /** Plays one of the platform's free spins (real play): the stake is theirs, not the player's. */
  freespinId: z.uuid().optional(),
});
const clientSeedBodySchema = z.object({ clientSeed: z.string().max(256) });

/**
 * The built-in demo game provider at /provider/demo/*: game pages, the game clients' API and
 * files, and the verification page. It reaches the platform only as any provider would, over
 * the signed provider API and the public catalogue (see context.ts).
 */
export async function demoProviderRoutes(app: FastifyInstance) {
  const ctx = await createDemoProviderContext(app);
  let stopRepair = async () => {};
  app.addHook('onReady', async () => {
    stopRepair = startRepairLoop(ctx, { intervalSeconds: app.config.DEMO_PROVIDER_RETRY_SECONDS });
  });
  app.addHook('onClose', () => stopRepair());
  app.setErrorHandler((error, request, reply) => sendApiError(request, reply, error));
  addGamePageRoute(app, ctx);
  addAssetRoute(app);
  addSessionRoutes(app, ctx);
  await app.register(verifyRoutes, { ctx });
}

/** The game page; whatever goes wrong, the iframe shows a page of its own, never JSON. */
function addGamePageRoute(app: FastifyInstance, ctx: DemoProviderContext) {
  app.get('/provider/demo/games/:gameId', { helmet: false }, async (request, reply) => {
    const { gameId } = request.params as { gameId: string };
    const parsed = gamePageQuerySchema.safeParse(request.query);
    const query = parsed.success ? parsed.data : { mode: 'demo' as const };
    const locale = pickDemoLocale(query.locale, request.headers['accept-language']);
    const nonce = randomBytes(16).toString('base64');
    setPageHeaders(reply, nonce, ctx.casinoOrigin);
    try {
      if (!parsed.success || !identitySchema.safeParse(gameId).success) {
        throw new GamePageError(404, 'gameMissing');
      }
      const boot = await openGamePage(ctx, { ...query, gameId, locale });
      return reply.send(renderGamePage(boot, nonce));
    } catch (error) {
      const known = error instanceof GamePageError ? error : undefined;
      if (!known) request.log.error({ err: error }, 'demo provider game page failed');
      const strings = demoStrings(locale);
      const message = strings[known?.text ?? 'providerUnavailable'];
      const lobbyUrl = lobbyUrlOf(query.lobby, ctx.casinoOrigin);
      return reply
        .status(known?.status ?? 500)
        .send(renderErrorPage({ locale, strings, message, lobbyUrl, nonce }));
    }
  });
}

function addAssetRoute(app: FastifyInstance) {
  const readAsset = createAssetReader();
  const assetCacheControl = app.config.isProduction ? 'public, max-age=300' : 'no-cache';
  app.get('/provider/demo/assets/:name', { helmet: false }, async (request, reply) => {
    const asset = await readAsset((request.params as { name: string }).name);
    reply.header('x-content-type-options', 'nosniff');
    if (!asset) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    reply.header('etag', asset.etag).header('cache-control', assetCacheControl);
    if (request.headers['if-none-match'] === asset.etag) return reply.status(304).send();
    return reply.type(asset.contentType).send(asset.body);
  });
}

/** The game client's API: the session key in the path is the capability. */
function addSessionRoutes(app: FastifyInstance, ctx: DemoProviderContext) {
  const sessionOf = (request: FastifyRequest) =>
    resolveSession(
      ctx,
      (request.params as { key: string }).key,
      request.headers['accept-language'],
    );
  const api = { helmet: false, onSend: setApiHeaders } as const;

  app.get('/provider/demo/api/sessions/:key/state', api, async (request) =>
    getSessionState(ctx, await sessionOf(request)),
  );

  app.post('/provider/demo/api/sessions/:key/rounds', api, async (request) => {
    const session = await sessionOf(request);
    const body = roundBodySchema.safeParse(request.body);
    if (!body.success) throw refusal('validation', demoStrings(session.locale), 'invalidBet');
    return playRound(ctx, session, { ...body.data, input: body.data.input ?? {} });
  });

  app.put('/provider/demo/api/sessions/:key/client-seed', api, async (request) => {
    const session = await sessionOf(request);
    const body = clientSeedBodySchema.safeParse(request.body);
    const clientSeed = body.success ? body.data.clientSeed : '';
    return changeClientSeed(ctx, session, clientSeed);
  });

  app.post('/provider/demo/api/sessions/:key/rotate', api, async (request) =>
    rotateSessionSeed(ctx, await sessionOf(request)),
  );
}
