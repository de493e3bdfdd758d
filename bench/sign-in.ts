import os from 'node:os';
import {
  createDataDir,
  percentile,
  type RunningServer,
  readCpuMs,
  sleep,
  startServer,
  stopServer,
} from './lib/server.ts';
import { withBenchDatabase } from './ssr-home.ts';

export const SIGN_IN_BUDGET = { p50Ms: 100 };
const SEQUENTIAL = 50;
const PARALLEL = 50;
const WARMUP = 5;
const IDLE_PROBE_MS = 3_000;
// The demo player seeded on an empty database (apps/server/src/db/seed/players.ts).
const CREDENTIALS = { login: 'demo@croupier.example', password: 'demo1234' };
const PUBLIC_PROBE = '/api/settings/locales';
// Authenticated: its JWT check runs on WebCrypto, which uses the same libuv pool as argon2.
const AUTHENTICATED_PROBE = '/api/player/profile';

export interface Summary {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface SignInResult {
  sequential: Summary & { cpuMsPerSignIn: number };
  parallel: Summary & { wallMs: number; cpuMsPerSignIn: number };
  publicIdle: Summary;
  publicDuringBurst: Summary;
  /** The public endpoint asked for without compression: no libuv pool work at all. */
  uncompressedIdle: Summary;
  uncompressedDuringBurst: Summary;
  authenticatedIdle: Summary;
  authenticatedDuringBurst: Summary;
}

function summarize(values: number[]): Summary {
  return {
    count: values.length,
    p50Ms: percentile(values, 50),
    p99Ms: percentile(values, 99),
    maxMs: Math.max(...values),
  };
}

/** One sign-in; throws unless the server opened a session (201). */
async function signIn(baseUrl: string): Promise<number> {
  return (await signInForToken(baseUrl)).elapsedMs;
}

async function signInForToken(baseUrl: string) {
  const startedAt = performance.now();
  const response = await fetch(`${baseUrl}/api/player/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(CREDENTIALS),
  });
  const body = (await response.json()) as { data: { accessToken: string } };
  const elapsedMs = performance.now() - startedAt;
  if (response.status !== 201) throw new Error(`sign-in answered ${response.status}`);
  return { elapsedMs, token: body.data.accessToken };
}

/** Requests `url` one after the other until `shouldStop()`; the latency of each. */
async function probe(
  url: string,
  headers: Record<string, string>,
  shouldStop: () => boolean,
): Promise<number[]> {
  const latencies: number[] = [];
  while (!shouldStop()) {
    const startedAt = performance.now();
    const response = await fetch(url, { headers: { 'accept-language': 'en', ...headers } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    latencies.push(performance.now() - startedAt);
  }
  return latencies;
}

/**
 * Three clients at once, each in a loop: the public endpoint (fetch asks for gzip, so the answer
 * is compressed by zlib on the libuv pool), the same without compression (event loop only), and
 * an authenticated endpoint.
 */
async function probeAll(baseUrl: string, token: string, shouldStop: () => boolean) {
  const [publicMs, uncompressedMs, authenticatedMs] = await Promise.all([
    probe(baseUrl + PUBLIC_PROBE, {}, shouldStop),
    probe(baseUrl + PUBLIC_PROBE, { 'accept-encoding': 'identity' }, shouldStop),
    probe(baseUrl + AUTHENTICATED_PROBE, { authorization: `Bearer ${token}` }, shouldStop),
  ]);
  return {
    public: summarize(publicMs),
    uncompressed: summarize(uncompressedMs),
    authenticated: summarize(authenticatedMs),
  };
}

/**
 * Sign-in with the demo player's password over HTTP: 50 sequential sign-ins, then the latency of
 * three clients requesting in a loop (`/api/settings/locales` compressed and not, and
 * `/api/player/profile` with a token), alone and while 50 sign-ins run at once.
 * Only failed sign-ins are rate limited (per login and per IP), so 100 successful ones from
 * 127.0.0.1 are all answered.
 */
export async function measureSignIn(server: RunningServer): Promise<SignInResult> {
  const { baseUrl } = server;
  const { token } = await signInForToken(baseUrl);
  for (let i = 1; i < WARMUP; i++) await signIn(baseUrl);
  await probeAll(baseUrl, token, deadline(1_000)); // warms the routes and connections

  const sequentialMs: number[] = [];
  let cpuBeforeMs = readCpuMs(server);
  for (let i = 0; i < SEQUENTIAL; i++) sequentialMs.push(await signIn(baseUrl));
  const sequentialCpuMs = readCpuMs(server) - cpuBeforeMs;

  const idle = await probeAll(baseUrl, token, deadline(IDLE_PROBE_MS));

  let isBurstOver = false;
  const probing = probeAll(baseUrl, token, () => isBurstOver);
  await sleep(100); // the probe is running before the burst starts
  cpuBeforeMs = readCpuMs(server);
  const burstStartedAt = performance.now();
  const parallelMs = await Promise.all(
    Array.from({ length: PARALLEL }, () => signIn(baseUrl)),
  ).finally(() => {
    isBurstOver = true;
  });
  const wallMs = performance.now() - burstStartedAt;
  const parallelCpuMs = readCpuMs(server) - cpuBeforeMs;
  const duringBurst = await probing;

  return {
    sequential: { ...summarize(sequentialMs), cpuMsPerSignIn: sequentialCpuMs / SEQUENTIAL },
    parallel: {
      ...summarize(parallelMs),
      wallMs,
      // Includes the probes' requests during the burst (a few ms of CPU in all).
      cpuMsPerSignIn: parallelCpuMs / PARALLEL,
    },
    publicIdle: idle.public,
    publicDuringBurst: duringBurst.public,
    uncompressedIdle: idle.uncompressed,
    uncompressedDuringBurst: duringBurst.uncompressed,
    authenticatedIdle: idle.authenticated,
    authenticatedDuringBurst: duringBurst.authenticated,
  };
}

function deadline(ms: number) {
  const end = performance.now() + ms;
  return () => performance.now() >= end;
}

function format(summary: Summary) {
  return (
    `p50 ${summary.p50Ms.toFixed(1)} ms, p99 ${summary.p99Ms.toFixed(1)} ms, ` +
    `max ${summary.maxMs.toFixed(1)} ms (n = ${summary.count})`
  );
}

async function run(label: string, options: Parameters<typeof startServer>[0]) {
  // The server inherits this environment, UV_THREADPOOL_SIZE included (libuv's default is 4).
  const server = await startServer(options);
  try {
    const result = await measureSignIn(server);
    const { sequential, parallel } = result;
    console.log(`${label}, load average ${os.loadavg()[0]!.toFixed(1)}:`);
    console.log(
      `sequential sign-in: ${format(sequential)}; server CPU ${sequential.cpuMsPerSignIn.toFixed(1)} ms/sign-in ` +
        `(budget p50 ≤ ${SIGN_IN_BUDGET.p50Ms} ms)`,
    );
    console.log(
      `${PARALLEL} parallel sign-ins: all done in ${parallel.wallMs.toFixed(0)} ms, each ${format(parallel)}; ` +
        `server CPU ${parallel.cpuMsPerSignIn.toFixed(1)} ms/sign-in`,
    );
    console.log(`GET ${PUBLIC_PROBE} alone:            ${format(result.publicIdle)}`);
    console.log(`GET ${PUBLIC_PROBE} during the burst: ${format(result.publicDuringBurst)}`);
    console.log(`  the same, uncompressed, alone:            ${format(result.uncompressedIdle)}`);
    console.log(
      `  the same, uncompressed, during the burst: ${format(result.uncompressedDuringBurst)}`,
    );
    console.log(
      `GET ${AUTHENTICATED_PROBE} alone:              ${format(result.authenticatedIdle)}`,
    );
    console.log(
      `GET ${AUTHENTICATED_PROBE} during the burst:   ${format(result.authenticatedDuringBurst)}`,
    );
  } finally {
    await stopServer(server);
  }
}

if (import.meta.main) {
  await run('PGlite', { dataDir: createDataDir('sign-in') });
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) await withBenchDatabase(adminUrl, (url) => run('PostgreSQL', { databaseUrl: url }));
}
