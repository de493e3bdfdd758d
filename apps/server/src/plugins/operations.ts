import { timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { endpoints, type READINESS_CHECKS } from '@croupier/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { Gauge, Registry } from 'prom-client';
import { queryRows } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import {
  httpDuration,
  processMetrics,
  providerCallbackDuration,
  providerCallbackErrors,
} from '../lib/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Turns /ready to 503 so load balancers stop sending requests (SIGTERM, before closing). */
    drain(): void;
  }
}

type Check = (typeof READINESS_CHECKS)[number];
type CheckResult = 'ok' | 'failed' | 'pending' | 'not configured';

/** A readiness probe must answer within a load balancer's timeout even if a dependency hangs. */
const CHECK_TIMEOUT_MS = 2_000;
const PROVIDER_API_PREFIX = '/api/game/provider-api/';
const journalPath = path.join(import.meta.dirname, '../db/migrations/meta/_journal.json');

/**
 * What operators and load balancers ask a process: /health (alive), /ready (send me requests),
 * /metrics (Prometheus). Also times every request for the metrics.
 */
export const operationsPlugin = fp(
  async (app: FastifyInstance) => {
    let isDraining = false;
    app.decorate('drain', () => {
      isDraining = true;
    });
    app.addHook('preClose', async () => app.drain());

    recordRequestMetrics(app);
    const isReady = readinessChecks(app);
    const appMetrics = createAppMetrics(app);

    app.get(endpoints.health.path, { schema: { hide: true } }, async () => ({ status: 'ok' }));

    app.get(endpoints.ready.path, { schema: { hide: true } }, async (_request, reply) => {
      const checks = await isReady();
      const status = isDraining
        ? 'draining'
        : checks.database !== 'ok' || checks.migrations !== 'ok'
          ? 'unavailable'
          : checks.redis === 'failed'
            ? 'degraded'
            : 'ready';
      return reply
        .status(status === 'ready' || status === 'degraded' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(endpoints.ready.response.parse({ status, checks }));
    });

    app.get(endpoints.metrics.path, { schema: { hide: true } }, async (request, reply) => {
      assertMetricsToken(app, request);
      const registry = Registry.merge([processMetrics, appMetrics]);
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  },
  { name: 'operations' },
);

/** Request latency by route pattern; provider callbacks also by operation and error code. */
function recordRequestMetrics(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && isProviderCallback(request)) {
      providerCallbackErrors.inc({
        operation: operationOf(request),
        code: errorCodeOf(payload, reply),
      });
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const seconds = reply.elapsedTime / 1000;
    httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      },
      seconds,
    );
    if (isProviderCallback(request)) {
      providerCallbackDuration.observe({ operation: operationOf(request) }, seconds);
    }
  });
}

function isProviderCallback(request: FastifyRequest) {
  return request.routeOptions.url?.startsWith(PROVIDER_API_PREFIX) === true;
}

function operationOf(request: FastifyRequest) {
  return request.routeOptions.url!.split('/').at(-1)!;
}

/** The contract code of an error answer (`{ error: { code } }`), or its HTTP status. */
function errorCodeOf(payload: unknown, reply: FastifyReply) {
  if (typeof payload === 'string') {
    try {
      const code = (JSON.parse(payload) as { error?: { code?: unknown } }).error?.code;
      if (typeof code === 'number') return code;
    } catch {
      // Not JSON: fall back to the status.
    }
  }
  return reply.statusCode;
}

function assertMetricsToken(app: FastifyInstance, request: FastifyRequest) {
  const expected = app.config.METRICS_TOKEN;
  if (!expected) return;
  const given = Buffer.from(request.headers.authorization?.replace(/^Bearer /i, '') ?? '');
  const wanted = Buffer.from(expected);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    throw new AppError('unauthorized');
  }
}

/**
 * The readiness checks: the database answers, Redis answers (when configured), and every
 * migration this code ships is applied (a process of a newer release waits for its migrations).
 */
function readinessChecks(app: FastifyInstance) {
  const shipped = (JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: unknown[] })
    .entries.length;
  let areMigrationsApplied = false;
  const migrations = async (): Promise<CheckResult> => {
    if (areMigrationsApplied) return 'ok';
    const [row] = await queryRows<{ count: number }>(
      app.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    areMigrationsApplied = (row?.count ?? 0) >= shipped;
    return areMigrationsApplied ? 'ok' : 'pending';
  };
  const checks: Record<Check, () => Promise<CheckResult>> = {
    database: async () => {
      await app.db.execute(sql`select 1`);
      return 'ok';
    },
    redis: async () => {
      if (!app.redis) return 'not configured';
      return (await app.redis.ping()) === 'PONG' ? 'ok' : 'failed';
    },
    migrations,
  };
  return async () => {
    const entries = await Promise.all(
      Object.entries(checks).map(
        async ([name, check]) => [name, await withTimeout(check)] as const,
      ),
    );
    return Object.fromEntries(entries) as Record<Check, CheckResult>;
  };
}

async function withTimeout(check: () => Promise<CheckResult>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve('failed'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch((): CheckResult => 'failed'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Gauges read from this app's database, pool and sockets when Prometheus scrapes. */
function createAppMetrics(app: FastifyInstance) {
  const registry = new Registry();
  // One query a scrape fills both: the pending gauge's collect also sets the lag, which is
  // registered after it and so serialised after it.
  const lag = new Gauge({
    name: 'croupier_outbox_lag_seconds',
    help: 'Age of the oldest undelivered outbox event (0 when none wait)',
    registers: [],
  });
  new Gauge({
    name: 'croupier_outbox_pending',
    help: 'Outbox events not yet delivered to their consumers',
    registers: [registry],
    async collect() {
      const [row] = await queryRows<{ pending: number; lag: number }>(
        app.db,
        sql`select count(*)::int as pending,
          coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as lag
          from outbox where dispatched_at is null`,
      );
      this.set(row?.pending ?? 0);
      lag.set(row?.lag ?? 0);
    },
  });
  registry.registerMetric(lag);
  new Gauge({
    name: 'croupier_live_connections',
    help: 'Open live-channel sockets on this process',
    registers: [registry],
    collect() {
      this.set(app.live.stats().connections);
    },
  });
  const client = (app.db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    new Gauge({
      name: 'croupier_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and queries waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, client.totalCount);
        this.set({ state: 'idle' }, client.idleCount);
        this.set({ state: 'waiting' }, client.waitingCount);
      },
    });
  }
  return registry;
}
