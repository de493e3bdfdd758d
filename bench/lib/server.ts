import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const serverEntry = path.join(projectRoot, 'apps/server/src/main.ts');
const PORT_RANGE = { first: 3200, last: 3299 };
const READY_PATH = '/api/settings/locales';
const POLL_INTERVAL_MS = 20;
const START_TIMEOUT_MS = 60_000;
const BUILD_WAIT_MS = 300_000;

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first 200 of the readiness path. */
  readyAfterMs: number;
}

export interface ServerOptions {
  /** Extra environment for the server, e.g. PAGE_CACHE_TTL_SECONDS. */
  env?: Record<string, string>;
  /** Embedded database folder; ignored when `databaseUrl` is given. */
  dataDir?: string;
  databaseUrl?: string;
  /** Extra node flags, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
  /** Listen on this port (a restart on the address clients know) instead of a free one. */
  port?: number;
  /** The web build to serve, e.g. `createApiOnlyWebBuild()`; default a snapshot of apps/web/build. */
  webBuildDir?: string;
  /** Append the server's stdout and stderr to this file instead of this process's stderr. */
  logFile?: string;
}

const tempDirs: string[] = [];
process.once('exit', () => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh folder under the OS temp dir (an embedded database takes ~40 MB), removed at exit. */
export function createDataDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `croupier-bench-${name}-`));
  tempDirs.push(dir);
  return dir;
}

let webBuildSnapshot: Promise<string> | undefined;

/**
 * A copy of apps/web/build (or of the build that BENCH_WEB_BUILD names, to measure an older build
 * beside the current one), made once per run: see {@link copyWebBuild}.
 */
export function snapshotWebBuild(): Promise<string> {
  webBuildSnapshot ??= copyWebBuild();
  return webBuildSnapshot;
}

/**
 * Copies a web build to a temp folder, so a rebuild by someone else during a long benchmark cannot
 * pull the files away; a `node_modules` link lets its bare imports resolve. Answers the copy.
 */
export async function copyWebBuild(
  buildDir = process.env.BENCH_WEB_BUILD ?? path.join(projectRoot, 'apps/web/build'),
): Promise<string> {
  const source = path.resolve(buildDir);
  const entry = path.join(source, 'server/index.js');
  const deadline = performance.now() + BUILD_WAIT_MS;
  // A build in progress has no server entry yet, or one written a moment ago.
  while (!fs.existsSync(entry) || Date.now() - fs.statSync(entry).mtimeMs < 2_000) {
    if (performance.now() > deadline) throw new Error(`no web build at ${source}: npm run build`);
    await sleep(1_000);
  }
  const root = createDataDir('web');
  fs.cpSync(source, path.join(root, 'build'), { recursive: true });
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'));
  return path.join(root, 'build');
}

/**
 * A stand-in for apps/web/build for benches that call only the API: enough for the server to
 * boot (the web plugin needs a server entry and a client folder); any page answers 404.
 */
export function createApiOnlyWebBuild(): string {
  const root = path.join(createDataDir('api-only-web'), 'build');
  fs.mkdirSync(path.join(root, 'client'), { recursive: true });
  fs.mkdirSync(path.join(root, 'server'));
  fs.writeFileSync(path.join(root, 'server/index.js'), API_ONLY_SERVER_ENTRY);
  return root;
}

const API_ONLY_SERVER_ENTRY = `
const notBuilt = () => new Response('The web app is not built: this server answers the API only.', { status: 404 });
export const entry = { module: { default: notBuilt, serverContext: {} } };
export const routes = { root: { id: 'root', path: '*', module: { default: () => null } } };
export const assets = { entry: { module: '', imports: [] }, routes: {}, url: '', version: 'api-only' };
export const publicPath = '/';
export const assetsBuildDirectory = 'client';
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'initial' };
`;

/** Spawns the server on a free port of the bench range and resolves once it answers 200. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = options.port ?? (await findFreePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    DATA_DIR: options.dataDir ?? createDataDir('default'),
    WEB_BUILD_DIR: options.webBuildDir ?? (await snapshotWebBuild()),
  };
  Object.assign(env, options.env);
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;

  const startedAt = performance.now();
  const log = options.logFile === undefined ? undefined : fs.openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), serverEntry], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', log ?? 'ignore', log ?? 'inherit'],
  });
  if (log !== undefined) fs.closeSync(log); // the child holds its own copy
  const reportExit = (code: number | null, signal: string | null) =>
    console.error(`bench: server on port ${port} exited early (code ${code}, signal ${signal})`);
  child.once('exit', reportExit);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, child);
  return { baseUrl, process: child, readyAfterMs: performance.now() - startedAt };
}

/** Sends SIGTERM and waits for the process to exit (the embedded database is locked until then). */
export async function stopServer(server: RunningServer): Promise<void> {
  const child = server.process;
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.removeAllListeners('exit');
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** `kill -9`: no shutdown at all, as a power cut or the OOM killer ends it; resolves once gone. */
export async function killServer(server: RunningServer): Promise<void> {
  const child = server.process;
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.removeAllListeners('exit');
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

async function waitUntilReady(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = performance.now() + START_TIMEOUT_MS;
  let lastAnswer = 'no answer';
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(baseUrl + READY_PATH);
      await response.arrayBuffer();
      if (response.status === 200) return;
      lastAnswer = `status ${response.status}`;
    } catch (error) {
      lastAnswer = String(error); // Usually: not listening yet.
    }
    await sleep(POLL_INTERVAL_MS);
  }
  child.kill('SIGTERM');
  throw new Error(
    `server did not answer ${READY_PATH} within ${START_TIMEOUT_MS} ms (${lastAnswer})`,
  );
}

export async function findFreePort(): Promise<number> {
  for (let port = PORT_RANGE.first; port <= PORT_RANGE.last; port++) {
    if (await isPortFree(port)) return port;
  }
  throw new Error(`no free port in ${PORT_RANGE.first}–${PORT_RANGE.last}`);
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Median of a non-empty list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The nearest-rank percentile `p` (0–100) of a list of numbers; NaN for an empty list. */
export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** CPU time (user + system, all threads) the process has used so far, from /proc on Linux. */
export function readCpuMs(server: RunningServer): number {
  return readProcessCpuMs(server.process.pid!) ?? 0;
}

/** The fields of /proc/PID/stat after the parenthesised command name; undefined once it is gone. */
function readStatFields(pid: number | string): string[] | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used, from /proc; undefined once it is gone. */
function readProcessCpuMs(pid: number): number | undefined {
  const fields = readStatFields(pid);
  // utime and stime are the 12th and 13th fields after the command name.
  return fields && ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/**
 * CPU time used so far by the local PostgreSQL server: every live postgres process (postmaster,
 * backends, WAL writer, autovacuum…) plus what the postmaster's exited children used (its
 * cutime and cstime), so a backend or vacuum worker that ends between two readings still counts.
 */
export function readPostgresCpuMs(): number {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = readStatFields(entry);
    let command: string;
    try {
      command = fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (!fields || command !== 'postgres') continue;
    ticks += Number(fields[11]) + Number(fields[12]);
    // The postmaster (its parent is not postgres) also carries its reaped children's time.
    const parentCommand = readParentCommand(fields[1]!);
    if (parentCommand !== 'postgres') ticks += Number(fields[13]) + Number(fields[14]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

function readParentCommand(parentPid: string) {
  try {
    return fs.readFileSync(`/proc/${parentPid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** CPU time the machine's processors lost to the hypervisor so far (steal), from /proc/stat. */
export function readStealMs(): number {
  const [cpu] = fs.readFileSync('/proc/stat', 'utf8').split('\n');
  const steal = Number(cpu!.trim().split(/\s+/)[8]);
  return (steal * 1000) / 100;
}
