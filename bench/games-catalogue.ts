/**
 * `GET /api/game/games` with filters under load: the server (production mode, PostgreSQL) in its
 * own process, 16 autocannon connections cycling through the lobby's typical queries (collection,
 * provider, search, device, sort, second page). Figures only, no assertion.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { createDataDir, readCpuMs, startServer, stopServer } from './lib/server.ts';
import { withScratchDatabase } from './wallet-accounts.ts';

export const GAMES_CATALOGUE_BUDGET = { requestsPerSecond: 3000, p99Ms: 25 };
const CONNECTIONS = 16;
const WARMUP_SECONDS = 3;
const DURATION_SECONDS = 15;
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface CatalogueResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  cpuMsPerRequest: number;
  queries: string[];
  database: string;
}

/** The queries a lobby sends, built from the seeded catalogue's first collection and provider. */
async function buildQueries(baseUrl: string): Promise<string[]> {
  const get = async (path: string) => {
    const response = await fetch(baseUrl + path);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return ((await response.json()) as { data: { id: string }[] }).data;
  };
  const [collection] = await get('/api/game/collections');
  const providers = await get('/api/game/providers');
  if (!collection || providers.length < 2) throw new Error('the catalogue is not seeded');
  return [
    `/api/game/games?collection=${collection.id}&perPage=24`,
    `/api/game/games?provider=${providers[0]!.id}&sort=new`,
    `/api/game/games?provider=${providers[0]!.id},${providers[1]!.id}&device=mobile`,
    '/api/game/games?search=fortune',
    '/api/game/games?sort=name&page=2&perPage=12',
    `/api/game/games?collection=${collection.id}&search=o&sort=popular`,
  ];
}

/** On PostgreSQL at `databaseUrl`, or on the embedded database when it is undefined. */
export async function measureCatalogue(databaseUrl?: string): Promise<CatalogueResult> {
  const server = await startServer({
    ...(databaseUrl && { databaseUrl }),
    dataDir: createDataDir('games'),
    // e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server.
    nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean),
  });
  try {
    const queries = await buildQueries(server.baseUrl);
    const common = {
      url: server.baseUrl,
      connections: CONNECTIONS,
      headers: { 'accept-language': 'en' },
      requests: queries.map((path) => ({ method: 'GET', path })),
    };
    await autocannon({ ...common, duration: WARMUP_SECONDS });
    const cpuBeforeMs = readCpuMs(server);
    const result = await autocannon({ ...common, duration: DURATION_SECONDS });
    const cpuMs = readCpuMs(server) - cpuBeforeMs;
    return {
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx,
      cpuMsPerRequest: cpuMs / Math.max(result.requests.total, 1),
      queries,
      database: databaseUrl ? 'PostgreSQL' : 'Embedded database (PGlite)',
    };
  } finally {
    await stopServer(server);
  }
}

export function formatCatalogue(r: CatalogueResult) {
  const { requestsPerSecond, p99Ms } = GAMES_CATALOGUE_BUDGET;
  return (
    `${r.database} GET /api/game/games (${r.queries.length} filter mixes), ${CONNECTIONS} connections, ` +
    `${DURATION_SECONDS} s: ${r.requestsPerSecond.toFixed(0)} req/s, p50 ${r.p50Ms} ms, ` +
    `p99 ${r.p99Ms} ms, errors ${r.errors}, non-2xx ${r.non2xx}, server CPU ` +
    `${r.cpuMsPerRequest.toFixed(2)} ms/request (target ≥ ${requestsPerSecond} req/s, ` +
    `p99 ≤ ${p99Ms} ms; ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')})`
  );
}

if (import.meta.main) {
  const adminUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
  if (databases.includes('postgres')) {
    console.log(
      formatCatalogue(
        await withScratchDatabase(adminUrl, 'croupier_bench_games', measureCatalogue),
      ),
    );
  }
  if (databases.includes('pglite')) console.log(formatCatalogue(await measureCatalogue()));
}
