import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createMailer } from './integrations/mail.ts';
import { createSmsSender } from './integrations/sms.ts';
import { AppError } from './lib/app-error.ts';
import { backofficeRoutes } from './modules/backoffice/routes.ts';
import { bonusRoutes } from './modules/bonuses/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { demoProviderRoutes } from './modules/demo-provider/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { providerApiRoutes } from './modules/games/provider-api/routes.ts';
import { gameRoutes } from './modules/games/routes.ts';
import { limitRoutes } from './modules/limits/routes.ts';
import { devLiveRoutes } from './modules/live/dev-routes.ts';
import { livePlugin } from './modules/live/plugin.ts';
import { messengerRoutes } from './modules/messenger/routes.ts';
import { notificationRoutes } from './modules/notification/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { devOutboxRoutes } from './modules/players/dev-outbox.ts';
import { playerRoutes } from './modules/players/routes.ts';
import { registerRetentionConsumers } from './modules/retention/consumer.ts';
import { retentionRoutes } from './modules/retention/routes.ts';
import { sessionRoutes } from './modules/sessions/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { socialRoutes } from './modules/social/routes.ts';
import { sportsbookRoutes } from './modules/sportsbook/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { createDispatcher, type Dispatcher } from './outbox/dispatcher.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin, sendFrameworkError } from './plugins/error-handler.ts';
import { localesPlugin } from './plugins/locales.ts';
import { nulInputPlugin } from './plugins/nul-input.ts';
import { operationsPlugin } from './plugins/operations.ts';
import { operatorAuthPlugin } from './plugins/operator-auth.ts';
import { pageCachePlugin } from './plugins/page-cache.ts';
import { webPlugin } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    outbox: Dispatcher;
    /** Shared by rate limits and readiness; the live channel keeps its own pair of clients. */
    redis: Redis | undefined;
    /** The time rules that span hours or days read (limit changes): injectable in tests. */
    clock(): Date;
  }
}

export interface AppOptions {
  config: Config;
  db: Db;
  /** Serve the built web app (off for API-only tests). */
  withWeb?: boolean;
  /** Run the outbox dispatcher in the background (tests flush it by hand). */
  withDispatcher?: boolean;
  /** The clock of time-based rules (default: the system clock). */
  clock?: () => Date;
}

/** Builds the app: infrastructure plugins, then modules, then the web app; nothing listens yet. */
export async function buildApp({
  config,
  db,
  withWeb = true,
  withDispatcher = true,
  clock = () => new Date(),
}: AppOptions) {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1_048_576,
    frameworkErrors: sendFrameworkError,
    // While closing, a request that reaches a connection still open is served (the connection
    // then closes), not refused: only new connections are, which a load balancer retries safely.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('outbox', createDispatcher(db, app.log));
  app.decorate('clock', clock);
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    // Logged, not thrown: while Redis is away, rate limits let requests through (skipOnError)
    // and /ready says degraded; ioredis reconnects by itself.
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis unavailable'));
    // A connection already gone (Redis lost) cannot QUIT: drop it instead of failing the close.
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  app.decorate('redis', redis);

  await app.register(localesPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(nulInputPlugin);
  await app.register(operationsPlugin);
  await registerSecurity(app, config);
  await app.register(cookie);
  // Before compression: its onSend must see the page uncompressed, and its hits skip the rest.
  if (withWeb) await app.register(pageCachePlugin, { ttlSeconds: config.PAGE_CACHE_TTL_SECONDS });
  await app.register(compress, { threshold: 1024 });
  await registerOpenApi(app);
  await app.register(authPlugin);
  await app.register(operatorAuthPlugin);
  await app.register(livePlugin);

  await app.register(settingsRoutes);
  await app.register(playerRoutes);
  await app.register(contentRoutes);
  await app.register(notificationRoutes);
  await app.register(messengerRoutes);
  await app.register(retentionRoutes);
  await app.register(sessionRoutes);
  await app.register(socialRoutes);
  await app.register(walletRoutes);
  await app.register(limitRoutes);
  await app.register(documentRoutes);
  await app.register(bonusRoutes);
  await app.register(paymentRoutes);
  await app.register(gameRoutes);
  await app.register(providerApiRoutes);
  await app.register(demoProviderRoutes);
  await app.register(sportsbookRoutes);
  await app.register(backofficeRoutes);
  if (config.DEV_OUTBOX) {
    await app.register(devOutboxRoutes);
    await app.register(devLiveRoutes);
  }

  registerRetentionConsumers(app);
  app.outbox.on('mail.requested', 'mail', ({ id, payload }) =>
    sendMail({ outboxId: id, ...payload }),
  );
  const sendMail = createMailer(config, db);
  app.outbox.on('sms.requested', 'sms', ({ id, payload }) => sendSms({ outboxId: id, ...payload }));
  const sendSms = createSmsSender(config, db);
  if (withDispatcher) {
    app.addHook('onReady', async () => app.outbox.start());
    app.addHook('onClose', async () => app.outbox.stop());
  }
  if (withWeb) await app.register(webPlugin, { buildDir: config.WEB_BUILD_DIR });
  return app;
}

const HSTS = 'max-age=31536000; includeSubDomains';

/** The Telegram login widget: its script, and the iframe it draws the button in. */
const TELEGRAM_WIDGET = { script: 'https://telegram.org', frame: 'https://oauth.telegram.org' };

/** The origins of the configured sportsbook client and support chat, which the pages load. */
function integrationOrigins(config: Config) {
  const originOf = (url: string | undefined) => (url ? [new URL(url).origin] : []);
  return {
    betting: config.BETTING_CLIENT_ID ? originOf(config.BETTING_CLIENT_HOST) : [],
    chat: config.CHAT_TOKEN ? originOf(config.CHAT_HOST) : [],
  };
}

async function registerSecurity(app: FastifyInstance, config: Config) {
  const telegram = config.SOCIAL_TELEGRAM_BOT ? TELEGRAM_WIDGET : undefined;
  const { betting, chat } = integrationOrigins(config);
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(telegram ? [telegram.script] : []), ...chat],
        // Style elements need the nonce; style attributes (React's `style`) are allowed apart.
        styleSrc: ["'self'", ...chat],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...chat],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...chat],
        frameSrc: [
          "'self'",
          // The demo provider's games, when served from a site of their own (DEMO_PROVIDER_URL).
          config.DEMO_PROVIDER_URL,
          ...(telegram ? [telegram.frame] : []),
          ...betting,
          ...chat,
          ...(config.KYC_PROVIDER === 'sumsub' ? [config.SUMSUB_WEBSDK_ORIGIN] : []),
        ],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.PUBLIC_URL.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent below, and only over https: on plain http it tells the browser nothing true.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    // Over https directly, or as a trusted proxy says (TRUST_PROXY, X-Forwarded-Proto).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  // API answers hold balances and personal data: no cache keeps them (a route that may be cached,
  // such as game art, says so itself), and a JSON answer opened as a page is a download, never
  // rendered (ASVS V8.2.1, V14.4.2).
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (String(reply.getHeader('content-type')).startsWith('application/json'))
      reply.header('content-disposition', 'attachment; filename="api.json"');
    return payload;
  });
  const { redis } = app;
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: `${config.REDIS_KEY_PREFIX}rate-limit:` }),
    // Redis down: sign-in and registration keep working unthrottled (logged) rather than fail.
    skipOnError: true,
    errorResponseBuilder: () => new AppError('rateLimited'),
  });
}

async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Croupier player API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
