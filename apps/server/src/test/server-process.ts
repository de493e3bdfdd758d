import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';

const mainEntry = path.resolve(import.meta.dirname, '../main.ts');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  liveUrl: string;
  /** SIGTERM, then the exit code (0 after a graceful shutdown). */
  stop(): Promise<number | null>;
}

export async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The real server (main.ts) as a child process on a PostgreSQL database, API only, resolved once
 * it is ready; `env` adds to or overrides the test defaults.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [mainEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A test worker that ends without its afterAll (a timeout, a crash) takes its servers along.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const response = await fetch(`${baseUrl}/ready`).catch(() => null);
    if (response?.ok) {
      return {
        child,
        port,
        baseUrl,
        liveUrl: `ws://127.0.0.1:${port}/api/connection/websocket`,
        async stop() {
          if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
          const exited = once(child, 'exit');
          child.kill('SIGTERM');
          const [code] = await exited;
          return code as number | null;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server process did not become ready');
}

/** A fresh PostgreSQL database, migrated, for processes to share; `drop` removes it. */
export async function createSharedDatabase(adminUrl: string, tag: string) {
  const name = `croupier_${tag}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database: Database = await openDatabase({ url: url.toString() });
  await database.migrate();
  return {
    url: url.toString(),
    database,
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A load balancer in miniature: round-robin over the upstreams, a new connection per request
 * (no idle socket to race a closing server), and a request that fails to reach one upstream, or
 * whose connection drops before an answer, is sent to the next. That retry is safe for calls
 * idempotent by key (the provider API, webhooks), which is what balancers are set to retry.
 */
export async function startBalancer(upstreams: string[]) {
  let next = 0;
  const failures = { refused: 0, dropped: 0 };
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const first = next++;
    for (let attempt = 0; attempt < upstreams.length * 3; attempt++) {
      const upstream = upstreams[(first + attempt) % upstreams.length]!;
      try {
        const answer = await forward(upstream, request, body);
        response.writeHead(answer.status, answer.headers).end(answer.body);
        return;
      } catch (error) {
        // Refused: no connection. Dropped: the connection broke before an answer (a closing
        // listener resets connections it had not accepted yet; a crash, those it had).
        if ((error as { code?: string }).code === 'ECONNREFUSED') failures.refused++;
        else failures.dropped++;
      }
    }
    response.writeHead(502).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    failures: () => ({ ...failures }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function forward(upstream: string, request: http.IncomingMessage, body: Buffer) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const headers = { ...request.headers, connection: 'close' };
      const outgoing = http.request(
        `${upstream}${request.url}`,
        { method: request.method, headers, agent: false },
        async (answer) => {
          const chunks: Buffer[] = [];
          try {
            for await (const chunk of answer) chunks.push(chunk as Buffer);
          } catch (error) {
            return reject(error);
          }
          const { connection: _, 'transfer-encoding': __, ...rest } = answer.headers;
          resolve({ status: answer.statusCode!, headers: rest, body: Buffer.concat(chunks) });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    },
  );
}
