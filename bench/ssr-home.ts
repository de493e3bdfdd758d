import autocannon from 'autocannon';
import pg from 'pg';
import {
  createDataDir,
  type RunningServer,
  readCpuMs,
  startServer,
  stopServer,
} from './lib/server.ts';

const CONNECTIONS = 10;
const WARMUP_SECONDS = 3;
const DURATION_SECONDS = 20;
const PATHS = ['/', '/de/static/about-us'];
const BENCH_DATABASE = 'croupier_bench';
// What a browser sends for a page, so compression is part of the measured work.
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en',
};
export const SSR_BUDGET = { p50Ms: 30, requestsPerSecond: 400 };

export interface LoadResult {
  database: 'PGlite' | 'PostgreSQL';
  /** Whether the page cache for signed-out visitors was on (the default) or off (every page rendered). */
  cache: 'on' | 'off';
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p97_5Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Server CPU per request; shows the cost apart from what other processes take from the machine. */
  cpuMsPerRequest: number;
}

/** Loads each page with 10 connections for 20 s after a 3 s warm-up, on an existing database. */
export async function measureSsr(
  options: { databaseUrl?: string; isCacheOff?: boolean } = {},
): Promise<LoadResult[]> {
  const database = options.databaseUrl ? 'PostgreSQL' : 'PGlite';
  const cache = options.isCacheOff ? 'off' : 'on';
  const dataDir = createDataDir('ssr');
  const serverOptions = {
    dataDir,
    ...(options.databaseUrl && { databaseUrl: options.databaseUrl }),
    env: { PAGE_CACHE_TTL_SECONDS: options.isCacheOff ? '0' : '5' },
  };
  // The first start migrates and seeds; the measured server opens an existing database.
  await stopServer(await startServer(serverOptions));
  const server = await startServer(serverOptions);
  try {
    const results: LoadResult[] = [];
    for (const path of PATHS) results.push({ database, cache, ...(await loadPage(server, path)) });
    return results;
  } finally {
    await stopServer(server);
  }
}

async function loadPage(server: RunningServer, path: string) {
  const url = server.baseUrl + path;
  const common = { url, connections: CONNECTIONS, headers: BROWSER_HEADERS };
  await autocannon({ ...common, duration: WARMUP_SECONDS });
  const cpuBeforeMs = readCpuMs(server);
  const result = await autocannon({ ...common, duration: DURATION_SECONDS });
  const cpuMs = readCpuMs(server) - cpuBeforeMs;
  return {
    path,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    cpuMsPerRequest: cpuMs / Math.max(result.requests.total, 1),
  };
}

/** Runs `measure` against a throwaway database next to the one `adminUrl` names, then drops it. */
export async function withBenchDatabase<T>(
  adminUrl: string,
  measure: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const drop = `DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`;
  try {
    await admin.query(drop);
    await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
    const url = new URL(adminUrl);
    url.pathname = `/${BENCH_DATABASE}`;
    return await measure(url.href);
  } finally {
    await admin.query(drop);
    await admin.end();
  }
}

export function formatLoadResult(r: LoadResult): string {
  return (
    `${r.database} cache ${r.cache} GET ${r.path}: ${r.requestsPerSecond.toFixed(0)} req/s, p50 ${r.p50Ms} ms, ` +
    `p97.5 ${r.p97_5Ms} ms, p99 ${r.p99Ms} ms, errors ${r.errors}, non-2xx ${r.non2xx}, ` +
    `server CPU ${r.cpuMsPerRequest.toFixed(1)} ms/request`
  );
}

if (import.meta.main) {
  const results = [...(await measureSsr()), ...(await measureSsr({ isCacheOff: true }))];
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    results.push(...(await withBenchDatabase(adminUrl, (url) => measureSsr({ databaseUrl: url }))));
  }
  for (const result of results) console.log(formatLoadResult(result));
  console.log(`budget: p50 ≤ ${SSR_BUDGET.p50Ms} ms, ≥ ${SSR_BUDGET.requestsPerSecond} req/s`);
}
