import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { buildConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemoContent } from '../../apps/server/src/db/seed.ts';

/** The server in this process (so its memory is this process's), on an in-memory database. */
export async function startLiveServer(overrides: Parameters<typeof buildConfig>[0] = {}) {
  const config = buildConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    LIVE_MAX_COMMANDS_PER_SECOND: '1000',
    ...overrides,
  });
  const database = await openDatabase({ inMemory: true });
  await database.migrate();
  await seedDemoContent(database.db);
  const app = await buildApp({ config, db: database.db, withWeb: false, withDispatcher: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    db: database.db,
    url: `ws://127.0.0.1:${port}/api/connection/websocket`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface ClientProcess {
  child: ChildProcess;
  open(
    url: string,
    count: number,
    channels: string[],
    perSocket?: { tokens: string[]; ownChannels: string[] },
  ): Promise<number>;
  latencies(): Promise<number[]>;
  exit(): Promise<void>;
}

/** A child process of raw sockets (bench/lib/live-clients.ts). */
export function forkClients(): ClientProcess {
  const child = fork(path.join(import.meta.dirname, 'live-clients.ts'), { stdio: 'inherit' });
  async function ask<T>(message: object, answer: string): Promise<T> {
    child.send(message);
    for (;;) {
      const [reply] = (await once(child, 'message')) as [{ kind: string } & T];
      if (reply.kind === answer) return reply;
    }
  }
  return {
    child,
    async open(url, count, channels, perSocket) {
      const request = { kind: 'open', url, count, channels, ...perSocket };
      const reply = await ask<{ total: number }>(request, 'opened');
      return reply.total;
    },
    async latencies() {
      return (await ask<{ latenciesMs: number[] }>({ kind: 'latencies' }, 'latencies')).latenciesMs;
    },
    async exit() {
      child.send({ kind: 'exit' });
      await once(child, 'exit');
    },
  };
}

export { percentile } from './server.ts';

export const nowMs = () => performance.timeOrigin + performance.now();
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
