/**
 * Abuse (issue 17): a sign-in flood while the provider callbacks keep their latency budget. The
 * real server runs in its own process on a scratch PostgreSQL database, with Redis holding the
 * rate-limit counters and TRUST_PROXY on, so the flood's addresses come in X-Forwarded-For.
 * 1. Signed bet+win callbacks paced at 300/s from 32 game sessions, alone: p50/p99/p99.9, errors.
 * 2. The same callbacks while autocannon, in a process of its own, tries 5,000 sign-ins a second
 *    with wrong passwords against four real logins, (a) all from one address, (b) each from a new
 *    address. Reports the flood's achieved rate and status mix, the server's CPU per flood
 *    request, and the callbacks' p99 under the flood against alone. During (b) the demo player
 *    signs in with the right password, retrying after each 429 for half a phase, from an address
 *    they used before and from a new one (which the login's slow path holds back).
 * Figures only, no assertion. `BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"` profiles
 * the server; `BENCH_SECONDS` sets each phase's length (15).
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadAppSecret } from '../apps/server/src/db/app-secrets.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  createApiOnlyWebBuild,
  createDataDir,
  type RunningServer,
  readCpuMs,
  readPostgresCpuMs,
  readStealMs,
  sleep,
  startServer,
  stopServer,
} from './lib/server.ts';
import {
  firstGameId,
  openSessions,
  PROVIDER_BUDGET,
  roundRequests,
  type Session,
} from './provider-callbacks.ts';
import { withScratchDatabase } from './wallet-accounts.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CALLBACKS = { ratePerSecond: 300, sessions: 32, warmUpSeconds: 5 };
/** Enough connections to keep 5,000 a second in flight at 40 ms an answer. */
const FLOOD = { ratePerSecond: 5_000, connections: 200, headStartMs: 1_000 };
// Demo players seeded on an empty database (apps/server/src/db/seed/players.ts).
const FLOODED_LOGINS = [
  'demo@croupier.example',
  'jogador@croupier.example',
  '+4915112345678',
  'limited@croupier.example',
];
const FLOOD_ADDRESS = '203.0.113.7';
const PLAYER = {
  login: 'demo@croupier.example',
  password: 'demo1234',
  knownAddress: '198.51.100.7',
  newAddress: '198.51.100.8',
};
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

type FloodMode = 'one address' | 'many addresses';

interface FloodOrder {
  baseUrl: string;
  mode: FloodMode;
  seconds: number;
}

interface FloodResult {
  mode: FloodMode;
  requests: number;
  ratePerSecond: number;
  statuses: Record<string, number>;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  /** The flood process's CPU (autocannon) in cores: 1 is one core busy all the time. */
  generatorCores: number;
}

/** The n-th address of 10.0.0.0/8: a new one for each of the first 16.7 million requests. */
function addressOf(n: number) {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Sign-ins with a wrong password, the logins in turn; counts the answers by status. */
function floodRequests(mode: FloodMode, statuses: Record<string, number>) {
  let sent = 0;
  return [
    {
      setupRequest() {
        const n = sent++;
        return {
          method: 'POST',
          path: '/api/player/sessions',
          headers: {
            'content-type': 'application/json',
            'accept-language': 'en',
            'x-forwarded-for': mode === 'one address' ? FLOOD_ADDRESS : addressOf(n),
          },
          body: JSON.stringify({
            login: FLOODED_LOGINS[n % FLOODED_LOGINS.length],
            password: `wrong-${n}`,
          }),
        };
      },
      onResponse(status: number) {
        statuses[status] = (statuses[status] ?? 0) + 1;
      },
    },
  ];
}

async function runFlood(order: FloodOrder): Promise<FloodResult> {
  const statuses: Record<string, number> = {};
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: order.baseUrl,
    connections: FLOOD.connections,
    duration: order.seconds,
    overallRate: FLOOD.ratePerSecond,
    requests: floodRequests(order.mode, statuses),
  });
  return {
    mode: order.mode,
    requests: result.requests.total,
    ratePerSecond: result.requests.total / order.seconds,
    statuses,
    errors: result.errors + result.timeouts,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    generatorCores: cpuMsSince(cpuBefore) / (order.seconds * 1000),
  };
}

function cpuMsSince(before: NodeJS.CpuUsage) {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/**
 * The flood runs in a process of its own, so its sending never delays the callbacks' clock (and
 * autocannon aggregates its results only on a main thread, so not in a worker).
 */
async function floodInChild(order: FloodOrder): Promise<FloodResult> {
  const child = fork(fileURLToPath(import.meta.url), [FLOOD_ARGUMENT, JSON.stringify(order)]);
  const [result] = (await once(child, 'message')) as [FloodResult];
  return result;
}

const FLOOD_ARGUMENT = '--flood';

interface CallbacksResult {
  label: string;
  calls: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  p999Ms: number;
  errors: number;
  non2xx: number;
  serverCpuMs: number;
  databaseCpuMs: number;
  generatorCpuMs: number;
  stealPercent: number;
}

/** Bet+win rounds paced at 300 calls a second, one connection per game session. */
async function measureCallbacks(
  server: RunningServer,
  provider: { secret: string; sessions: Session[] },
  label: string,
  seconds = SECONDS,
): Promise<CallbacksResult> {
  const cpuBeforeMs = readCpuMs(server);
  const databaseBeforeMs = readPostgresCpuMs();
  const generatorBefore = process.cpuUsage();
  const stealBeforeMs = readStealMs();
  const startedAt = performance.now();
  const result = await autocannon({
    url: server.baseUrl,
    connections: provider.sessions.length,
    duration: seconds,
    overallRate: CALLBACKS.ratePerSecond,
    requests: roundRequests(provider.secret, provider.sessions, false),
  });
  return {
    label,
    calls: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    p999Ms: result.latency.p99_9,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    serverCpuMs: readCpuMs(server) - cpuBeforeMs,
    databaseCpuMs: readPostgresCpuMs() - databaseBeforeMs,
    generatorCpuMs: cpuMsSince(generatorBefore),
    stealPercent:
      ((readStealMs() - stealBeforeMs) / ((performance.now() - startedAt) * os.cpus().length)) *
      100,
  };
}

async function signInFrom(baseUrl: string, address: string) {
  const response = await fetch(`${baseUrl}/api/player/sessions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      'x-forwarded-for': address,
    },
    body: JSON.stringify({ login: PLAYER.login, password: PLAYER.password }),
  });
  await response.arrayBuffer();
  return {
    status: response.status,
    retryAfterSeconds: Number(response.headers.get('retry-after')),
  };
}

/** Signs in as a person would: after a 429, again once its Retry-After has passed. */
async function signInPatiently(baseUrl: string, address: string, patienceMs: number) {
  const startedAt = performance.now();
  for (let tries = 1; ; tries++) {
    const { status, retryAfterSeconds } = await signInFrom(baseUrl, address);
    const waitMs = Math.max(retryAfterSeconds, 1) * 1000;
    const elapsedMs = performance.now() - startedAt;
    if (status !== 429 || elapsedMs + waitMs > patienceMs) {
      return { status, tries, elapsedMs, retryAfterSeconds };
    }
    await sleep(waitMs);
  }
}

/** The real player, a third into the flood: from a known address and from a new one. */
async function probePlayer(baseUrl: string) {
  await sleep((SECONDS * 1000) / 3);
  const patienceMs = (SECONDS * 1000) / 2;
  const [known, stranger] = await Promise.all([
    signInPatiently(baseUrl, PLAYER.knownAddress, patienceMs),
    signInPatiently(baseUrl, PLAYER.newAddress, patienceMs),
  ]);
  return { known, stranger };
}

/**
 * The callbacks with a flood on. The flood starts first and ends after them; the server's CPU
 * of the whole flood, less the callbacks' share at their CPU a call alone, is the flood's.
 */
async function measureUnderFlood(
  server: RunningServer,
  provider: { secret: string; sessions: Session[] },
  mode: FloodMode,
  alone: CallbacksResult,
) {
  const cpuBeforeMs = readCpuMs(server);
  const databaseBeforeMs = readPostgresCpuMs();
  const floodSeconds = SECONDS + (2 * FLOOD.headStartMs) / 1000;
  const flooding = floodInChild({ baseUrl: server.baseUrl, mode, seconds: floodSeconds });
  await sleep(FLOOD.headStartMs);
  const [callbacks, player] = await Promise.all([
    measureCallbacks(server, provider, `bet+win under a flood from ${mode}`),
    mode === 'many addresses' ? probePlayer(server.baseUrl) : undefined,
  ]);
  const flood = await flooding;
  const share = callbacks.calls / alone.calls;
  const perFloodRequest = (ms: number) => ms / Math.max(flood.requests, 1);
  return {
    flood,
    callbacks,
    player,
    serverCpuMsPerFloodRequest: perFloodRequest(
      readCpuMs(server) - cpuBeforeMs - alone.serverCpuMs * share,
    ),
    databaseCpuMsPerFloodRequest: perFloodRequest(
      readPostgresCpuMs() - databaseBeforeMs - alone.databaseCpuMs * share,
    ),
  };
}

export async function measureAbuse(databaseUrl: string, redisUrl: string) {
  const server = await startServer({
    databaseUrl,
    dataDir: createDataDir('abuse'),
    // The flood and the callbacks call the API only: no web build needed.
    webBuildDir: createApiOnlyWebBuild(),
    env: {
      REDIS_URL: redisUrl,
      // Counters of this run only; they expire within their windows (an hour at most).
      REDIS_KEY_PREFIX: `croupier-bench-abuse-${crypto.randomUUID()}:`,
      TRUST_PROXY: 'true',
    },
    nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean),
  });
  const database = await openDatabase({ url: databaseUrl });
  try {
    const gameId = await firstGameId(server.baseUrl);
    const provider = {
      sessions: await openSessions(database.db, gameId, CALLBACKS.sessions),
      secret: await loadAppSecret(database.db, 'provider-api:demo', 32),
    };
    // The address becomes one the player is known at (the login's slow path lets it through).
    const { status } = await signInFrom(server.baseUrl, PLAYER.knownAddress);
    if (status !== 201) throw new Error(`sign-in answered ${status}`);
    await measureCallbacks(server, provider, 'warm-up', CALLBACKS.warmUpSeconds);
    const alone = await measureCallbacks(server, provider, 'bet+win alone');
    const oneAddress = await measureUnderFlood(server, provider, 'one address', alone);
    const manyAddresses = await measureUnderFlood(server, provider, 'many addresses', alone);
    return { alone, floods: [oneAddress, manyAddresses] };
  } finally {
    await database.close();
    await stopServer(server);
  }
}

type AbuseResult = Awaited<ReturnType<typeof measureAbuse>>;

function formatCallbacks(r: CallbacksResult) {
  return (
    `${r.label}: ${r.requestsPerSecond.toFixed(0)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ` +
    `p99.9 ${r.p999Ms} ms, errors ${r.errors}, non-2xx ${r.non2xx}; CPU a call: server ` +
    `${(r.serverCpuMs / r.calls).toFixed(2)} ms, PostgreSQL ${(r.databaseCpuMs / r.calls).toFixed(2)} ms, ` +
    `load generator ${(r.generatorCpuMs / r.calls).toFixed(2)} ms; ` +
    `steal ${r.stealPercent.toFixed(1)} %`
  );
}

function formatFlood(r: AbuseResult['floods'][number], alone: CallbacksResult) {
  const { flood, callbacks, player } = r;
  const refused = flood.statuses['429'] ?? 0;
  const mix = Object.entries(flood.statuses)
    .map(([status, count]) => `${status} ×${count}`)
    .join(', ');
  const lines = [
    `flood from ${flood.mode}: ${flood.ratePerSecond.toFixed(0)} req/s achieved of ` +
      `${FLOOD.ratePerSecond} attempted (${FLOOD.connections} connections), p50 ${flood.p50Ms} ms, ` +
      `p99 ${flood.p99Ms} ms, errors ${flood.errors}; ${mix} ` +
      `(429 share ${((refused / Math.max(flood.requests, 1)) * 100).toFixed(1)} %); CPU a flood ` +
      `request: server ${r.serverCpuMsPerFloodRequest.toFixed(3)} ms, PostgreSQL ` +
      `${r.databaseCpuMsPerFloodRequest.toFixed(3)} ms; flood generator ${flood.generatorCores.toFixed(2)} cores`,
    `  ${formatCallbacks(callbacks)}`,
    `  callbacks p99 ${callbacks.p99Ms} ms under the flood vs ${alone.p99Ms} ms alone ` +
      `(budget ≤ ${PROVIDER_BUDGET.p99Ms} ms: ${callbacks.p99Ms <= PROVIDER_BUDGET.p99Ms ? 'pass' : 'FAIL'})`,
  ];
  if (player) {
    const attempt = (a: typeof player.known) =>
      `${a.status}${a.status === 429 ? ` (Retry-After ${a.retryAfterSeconds} s)` : ''} after ` +
      `${a.tries} ${a.tries === 1 ? 'try' : 'tries'} in ${(a.elapsedMs / 1000).toFixed(1)} s`;
    lines.push(
      `  the player mid-flood, right password, retrying after each 429: from a known address ` +
        `${attempt(player.known)}; from a new address ${attempt(player.stranger)}`,
    );
  }
  return lines.join('\n');
}

export function formatAbuse(r: AbuseResult) {
  return [
    `Abuse: sign-in flood vs provider callbacks, PostgreSQL + Redis, ${SECONDS} s a phase ` +
      `(${os.cpus().length} cores, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')})`,
    `${formatCallbacks(r.alone)} (${CALLBACKS.sessions} sessions, ${CALLBACKS.ratePerSecond}/s paced)`,
    ...r.floods.map((flood) => formatFlood(flood, r.alone)),
  ].join('\n');
}

if (process.argv[2] === FLOOD_ARGUMENT) {
  process.send!(await runFlood(JSON.parse(process.argv[3]!) as FloodOrder));
  process.disconnect();
} else if (import.meta.main) {
  const adminUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const redisUrl = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
  const result = await withScratchDatabase(adminUrl, 'croupier_bench_abuse', (databaseUrl) =>
    measureAbuse(databaseUrl, redisUrl),
  );
  console.log(formatAbuse(result));
}
