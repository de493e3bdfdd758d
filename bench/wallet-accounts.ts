/**
 * `GET /api/wallet/accounts` under load: the server (production mode, PostgreSQL) in its own
 * process, the demo player signed in, 16 autocannon connections. Figures only, no assertion.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDataDir, readCpuMs, startServer, stopServer } from './lib/server.ts';

export const WALLET_ACCOUNTS_BUDGET = { requestsPerSecond: 4000, p99Ms: 20 };
const CONNECTIONS = 16;
const WARMUP_SECONDS = 3;
const DURATION_SECONDS = 15;
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const CREDENTIALS = { login: 'demo@croupier.example', password: 'demo1234' };

export interface WalletAccountsResult {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  cpuMsPerRequest: number;
  accounts: number;
  database: string;
}

/** Runs `measure` on a database of its own beside the one `adminUrl` names, then drops it. */
export async function withScratchDatabase<T>(
  adminUrl: string,
  name: string,
  measure: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const drop = `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`;
  await runAdminStatements(adminUrl, [drop, `CREATE DATABASE ${name}`]);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await measure(url.href);
  } finally {
    await runAdminStatements(adminUrl, [drop]);
  }
}

/** On a connection of their own: one held through `measure` would not outlive a PostgreSQL restart. */
async function runAdminStatements(adminUrl: string, statements: string[]) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/player/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(CREDENTIALS),
  });
  if (response.status !== 201) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

/**
 * The accounts list, then `GET /api/player/profile` on the same server for comparison: the same
 * authentication (JWT check, session lookup) with a one-row read — the floor under any signed-in
 * endpoint.
 */
/** On PostgreSQL at `databaseUrl`, or on the embedded database when it is undefined. */
export async function measureWalletAccounts(databaseUrl?: string): Promise<WalletAccountsResult[]> {
  const server = await startServer({
    ...(databaseUrl && { databaseUrl }),
    dataDir: createDataDir('wallet'),
  });
  try {
    const token = await signIn(server.baseUrl);
    const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
    const first = await fetch(`${server.baseUrl}/api/wallet/accounts`, { headers });
    const accounts = ((await first.json()) as { data: unknown[] }).data.length;
    if (first.status !== 200 || accounts === 0) {
      throw new Error(`accounts answered ${first.status}`);
    }
    const results: WalletAccountsResult[] = [];
    for (const path of ['/api/wallet/accounts', '/api/player/profile']) {
      const common = { url: server.baseUrl + path, connections: CONNECTIONS, headers };
      await autocannon({ ...common, duration: WARMUP_SECONDS });
      const cpuBeforeMs = readCpuMs(server);
      const result = await autocannon({ ...common, duration: DURATION_SECONDS });
      const cpuMs = readCpuMs(server) - cpuBeforeMs;
      results.push({
        path,
        requestsPerSecond: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors,
        non2xx: result.non2xx,
        cpuMsPerRequest: cpuMs / Math.max(result.requests.total, 1),
        accounts,
        database: databaseUrl ? 'PostgreSQL' : 'Embedded database (PGlite)',
      });
    }
    return results;
  } finally {
    await stopServer(server);
  }
}

export function formatWalletAccounts(r: WalletAccountsResult) {
  const { requestsPerSecond, p99Ms } = WALLET_ACCOUNTS_BUDGET;
  const what = r.path.includes('wallet') ? `(${r.accounts} accounts)` : '(comparison)';
  return (
    `${r.database} GET ${r.path} ${what}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s: ` +
    `${r.requestsPerSecond.toFixed(0)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ` +
    `errors ${r.errors}, non-2xx ${r.non2xx}, server CPU ${r.cpuMsPerRequest.toFixed(2)} ms/request ` +
    `(target ≥ ${requestsPerSecond} req/s, p99 ≤ ${p99Ms} ms; ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')})`
  );
}

if (import.meta.main) {
  const adminUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
  const results = [
    ...(databases.includes('postgres')
      ? await withScratchDatabase(adminUrl, 'croupier_bench_wallet', measureWalletAccounts)
      : []),
    ...(databases.includes('pglite') ? await measureWalletAccounts() : []),
  ];
  for (const result of results) console.log(formatWalletAccounts(result));
}
