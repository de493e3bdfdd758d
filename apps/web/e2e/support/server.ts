import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const mainPath = path.resolve(import.meta.dirname, '../../../server/src/main.ts');
const scriptsPath = path.resolve(import.meta.dirname, '../../../server/scripts');
const run = promisify(execFile);

export interface RunningServer {
  baseUrl: string;
  /** Kills the process (SIGTERM unless told) and starts a new one on the same port and data. */
  restart(signal?: NodeJS.Signals): Promise<void>;
  /**
   * Runs an operator command of apps/server/scripts on the server's settings and data, as support
   * staff would, and answers what it printed. The server is stopped meanwhile: the embedded
   * database has one owner at a time.
   */
  runScript(name: string, args: string[]): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts the real server (built web app, seeded database of its own) as a child process, as
 * `npm start` would: embedded PGlite in a temporary folder, or a fresh PostgreSQL database when
 * DATABASE_URL is set. Visitors' countries come from the `x-country-code` header.
 */
export async function startServer(
  options: {
    /** Extra settings; a function when they name the server's own address (chosen here). */
    env?: Record<string, string> | ((baseUrl: string) => Record<string, string>);
  } = {},
): Promise<RunningServer> {
  const port = await findFreePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'croupier-e2e-'));
  const database = await createDatabase();
  const baseUrl = `http://127.0.0.1:${port}`;
  const extraEnv = typeof options.env === 'function' ? options.env(baseUrl) : options.env;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    COUNTRY_HEADER: 'x-country-code',
    // Test set-up calls name an address of their own (registerPlayer), so the per-address limits
    // (ten sign-ups an hour) count each player apart; the browser sends none and stays 127.0.0.1.
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    REDIS_KEY_PREFIX: `croupier-e2e-${port}-${Date.now()}:`,
    ...(database && { DATABASE_URL: database.url }),
    ...extraEnv,
  };
  let child = await spawnServer(baseUrl, env);
  return {
    baseUrl,
    async restart(signal) {
      await stopChild(child, signal);
      child = await spawnServerOnceUnlocked(baseUrl, env);
    },
    async runScript(name, args) {
      await stopChild(child);
      try {
        const { stdout } = await run(process.execPath, [path.join(scriptsPath, name), ...args], {
          env,
        });
        return stdout.trim();
      } finally {
        child = await spawnServerOnceUnlocked(baseUrl, env);
      }
    },
    async stop() {
      await stopChild(child);
      await database?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function spawnServer(baseUrl: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [mainPath], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  await waitUntilReady(baseUrl, child, output);
  return child;
}

/**
 * After a SIGKILL the embedded database's lock file stays until it turns stale (15 s), and the
 * new process refuses to start meanwhile: try again, as a process supervisor would.
 */
async function spawnServerOnceUnlocked(baseUrl: string, env: NodeJS.ProcessEnv) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      return await spawnServer(baseUrl, env);
    } catch (error) {
      const isLocked = String(error).includes('in use by another Croupier process');
      if (!isLocked || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output.join('')}`);
    const isUp = await fetch(`${baseUrl}/api/settings/locales`).then(
      (r) => r.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start within 60 s:\n${output.join('')}`);
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

function findFreePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function createDatabase() {
  const url = process.env.DATABASE_URL;
  if (!url) return undefined;
  const name = `croupier_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
