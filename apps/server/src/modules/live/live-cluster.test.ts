import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { createTokenSigner } from '../sessions/tokens.ts';
import { personalChannel } from './channels.ts';
import { disconnectSessionAfterCommit, publishAfterCommit } from './events.ts';
import { closeClients, createPlayer, newClient, nextEvent, sleep } from './test-helpers.ts';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const mainEntry = path.resolve(import.meta.dirname, '../../main.ts');
const secret = `cluster-test-${crypto.randomUUID()}`;

async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startNode(url: string, prefix: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [mainEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      JWT_SECRET: secret,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 300; attempt++) {
    const response = await fetch(`http://127.0.0.1:${port}/api/settings/locales`).catch(() => null);
    if (response?.ok) return { child, url: `ws://127.0.0.1:${port}/api/connection/websocket` };
    await sleep(100);
  }
  child.kill();
  throw new Error('server process did not start');
}

describe.skipIf(!redisUrl || !databaseUrl)('live channel across two processes', () => {
  const name = `croupier_cluster_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let database: Database;
  let nodes: { child: ChildProcess; url: string }[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString() });
    await database.migrate();
    const prefix = `croupier-test-${crypto.randomUUID()}:`;
    nodes = [await startNode(url.toString(), prefix), await startNode(url.toString(), prefix)];
  }, 120_000);

  afterAll(async () => {
    closeClients();
    await Promise.all(
      nodes.map(
        ({ child }) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')),
      ),
    );
    await database?.close();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('delivers a publication to clients of both processes and disconnects a session on both', async () => {
    const signer = createTokenSigner(new TextEncoder().encode(secret), 900);
    const player = await createPlayer(database.db, signer);
    const channel = personalChannel('wallet:accounts', player.profileId);
    const clients = nodes.map(({ url }) => newClient(url, { token: player.accessToken }));
    const subs = clients.map((client) => client.newSubscription(channel));
    for (const sub of subs) sub.subscribe();
    for (const client of clients) client.connect();
    await Promise.all(subs.map((sub) => nextEvent(sub, 'subscribed')));

    const publications = subs.map((sub) => nextEvent<{ data: unknown }>(sub, 'publication'));
    await database.db.transaction((tx) => publishAfterCommit(tx, channel, { balance: '1.00' }));
    for (const publication of publications)
      expect((await publication).data).toEqual({ balance: '1.00' });

    const disconnects = clients.map((client) => nextEvent(client, 'disconnected'));
    await database.db.transaction((tx) =>
      disconnectSessionAfterCommit(tx, player.profileId, player.sessionId),
    );
    for (const disconnected of disconnects)
      expect(await disconnected).toMatchObject({ code: 4502 });
  });
});
