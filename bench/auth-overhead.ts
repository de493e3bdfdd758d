import { endpoints } from '@croupier/contract';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { buildConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoContent } from '../apps/server/src/db/seed.ts';
import { addRoute } from '../apps/server/src/lib/route.ts';
import { getProfile } from '../apps/server/src/modules/players/profile.ts';
import * as sessionsRepo from '../apps/server/src/modules/sessions/repo.ts';
import { percentile } from './lib/server.ts';
import { withBenchDatabase } from './ssr-home.ts';

export const AUTH_OVERHEAD_BUDGET_MS = 1;
const ROUNDS = 5_000;
const WARMUP_ROUNDS = 1_000;
const UNAUTHENTICATED_PATH = '/bench/profile-without-auth';

interface Timing {
  p50Ms: number;
  p99Ms: number;
  /** CPU of this whole process per call (user + system), from process.cpuUsage. */
  cpuMsPerCall: number;
}

export interface AuthOverheadResult {
  database: 'PGlite in memory' | 'PostgreSQL';
  /** `GET /api/player/profile` with a bearer token, through `app.inject`. */
  withAuth: Timing;
  /** The same route handler, schema and serialiser, registered without the auth preHandler. */
  withoutAuth: Timing;
  /** withAuth.p50 − withoutAuth.p50: the budgeted figure. */
  overheadP50Ms: number;
  /** `app.requirePlayer` alone, and its parts. */
  requirePlayer: Timing;
  verifyToken: Timing;
  selectSession: Timing;
  touchSession: Timing;
}

/** Times `run` `rounds` times after a warm-up. */
async function time(run: () => Promise<unknown>, rounds = ROUNDS): Promise<Timing> {
  for (let i = 0; i < WARMUP_ROUNDS; i++) await run();
  const samples: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < rounds; i++) {
    const startedAt = performance.now();
    await run();
    samples.push(performance.now() - startedAt);
  }
  const cpu = process.cpuUsage(cpuBefore);
  return summarize(samples, (cpu.user + cpu.system) / 1000 / rounds);
}

function summarize(samples: number[], cpuMsPerCall: number): Timing {
  return { p50Ms: percentile(samples, 50), p99Ms: percentile(samples, 99), cpuMsPerCall };
}

/**
 * Builds the API (no web app, no dispatcher) on `database`, adds a copy of the profile route
 * without authentication for the signed-in player, and signs the demo player in.
 */
async function prepare(database: Database) {
  await database.migrate();
  await seedDemoContent(database.db);
  const config = buildConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const app = await buildApp({ config, db: database.db, withWeb: false, withDispatcher: false });
  let playerId = '';
  addRoute(
    app,
    { ...endpoints.profile, path: UNAUTHENTICATED_PATH, isAuthenticated: false },
    async () => ({ data: await getProfile(app.db, playerId) }),
  );
  await app.ready();
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/player/sessions',
    payload: { login: 'demo@croupier.example', password: 'demo1234' },
  });
  if (signIn.statusCode !== 201) throw new Error(`sign-in answered ${signIn.statusCode}`);
  const session = signIn.json().data as { accessToken: string; profileId: string };
  playerId = session.profileId;
  return { app, config, token: session.accessToken };
}

async function injectOk(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  if (response.statusCode !== 200)
    throw new Error(`${options.url} answered ${response.statusCode}`);
}

/**
 * Authenticated request overhead, in process: the same handler with and without the auth
 * preHandler, alternating so that load from other processes falls on both alike; then the
 * preHandler's work alone (`requirePlayer`: JWT verification, session lookup, session touch).
 */
export async function measureAuthOverhead(database: Database): Promise<AuthOverheadResult> {
  const { app, config, token } = await prepare(database);
  try {
    const authorization = `Bearer ${token}`;
    const headers = { authorization, 'accept-language': 'en' };
    const authenticated: InjectOptions = { url: endpoints.profile.path, headers };
    const unauthenticated: InjectOptions = { url: UNAUTHENTICATED_PATH, headers };

    for (let i = 0; i < WARMUP_ROUNDS; i++) {
      await injectOk(app, authenticated);
      await injectOk(app, unauthenticated);
    }
    const withAuthMs: number[] = [];
    const withoutAuthMs: number[] = [];
    let withAuthCpuUs = 0;
    let withoutAuthCpuUs = 0;
    for (let i = 0; i < ROUNDS; i++) {
      for (const [options, samples, isAuth] of [
        [authenticated, withAuthMs, true],
        [unauthenticated, withoutAuthMs, false],
      ] as const) {
        const cpuBefore = process.cpuUsage();
        const startedAt = performance.now();
        await injectOk(app, options);
        samples.push(performance.now() - startedAt);
        const cpu = process.cpuUsage(cpuBefore);
        if (isAuth) withAuthCpuUs += cpu.user + cpu.system;
        else withoutAuthCpuUs += cpu.user + cpu.system;
      }
    }
    const withAuth = summarize(withAuthMs, withAuthCpuUs / 1000 / ROUNDS);
    const withoutAuth = summarize(withoutAuthMs, withoutAuthCpuUs / 1000 / ROUNDS);

    const claims = await app.tokens.verify(token);
    if (!claims) throw new Error('the access token does not verify');
    const requirePlayer = await time(() =>
      // A fresh request each time: requirePlayer remembers the player on the request.
      app.requirePlayer({ headers: { authorization }, player: undefined } as FastifyRequest),
    );
    const verifyToken = await time(() => app.tokens.verify(token));
    const selectSession = await time(() =>
      sessionsRepo.selectLiveSession(app.db, claims.sessionId, claims.playerId),
    );
    const touchSession = await time(() =>
      sessionsRepo.touchSession(app.db, claims.sessionId, {
        ttlDays: config.SESSION_TTL_DAYS,
        maxAgeDays: config.SESSION_MAX_AGE_DAYS,
      }),
    );
    return {
      database: database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite in memory',
      withAuth,
      withoutAuth,
      overheadP50Ms: withAuth.p50Ms - withoutAuth.p50Ms,
      requirePlayer,
      verifyToken,
      selectSession,
      touchSession,
    };
  } finally {
    await app.close();
  }
}

function format(timing: Timing) {
  return (
    `p50 ${(timing.p50Ms * 1000).toFixed(0)} µs, p99 ${(timing.p99Ms * 1000).toFixed(0)} µs, ` +
    `CPU ${(timing.cpuMsPerCall * 1000).toFixed(0)} µs/call`
  );
}

export function formatAuthOverhead(result: AuthOverheadResult): string {
  return [
    `${result.database}: authenticated request overhead p50 ${(result.overheadP50Ms * 1000).toFixed(0)} µs ` +
      `(budget ≤ ${AUTH_OVERHEAD_BUDGET_MS * 1000} µs)`,
    `  GET /api/player/profile with auth:    ${format(result.withAuth)}`,
    `  the same handler without auth:        ${format(result.withoutAuth)}`,
    `  requirePlayer alone:                  ${format(result.requirePlayer)}`,
    `    JWT verification (jose, HS256):     ${format(result.verifyToken)}`,
    `    session + player lookup (select):   ${format(result.selectSession)}`,
    `    session touch (update, 0 rows):     ${format(result.touchSession)}`,
  ].join('\n');
}

async function withDatabase<T>(
  options: Parameters<typeof openDatabase>[0],
  run: (database: Database) => Promise<T>,
) {
  const database = await openDatabase(options);
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  console.log(
    formatAuthOverhead(await withDatabase({ inMemory: true }, (db) => measureAuthOverhead(db))),
  );
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const result = await withBenchDatabase(adminUrl, (url) =>
      withDatabase({ url }, (db) => measureAuthOverhead(db)),
    );
    console.log(formatAuthOverhead(result));
  }
}
