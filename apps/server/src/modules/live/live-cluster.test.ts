import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSharedDatabase,
  type ServerProcess,
  startServerProcess,
} from '../../test/server-process.ts';
import { createTokenSigner } from '../sessions/tokens.ts';
import { personalChannel } from './channels.ts';
import { disconnectSessionAfterCommit, publishAfterCommit } from './events.ts';
import { closeClients, createPlayer, newClient, nextEvent } from './test-helpers.ts';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const secret = `cluster-test-${crypto.randomUUID()}`;

describe.skipIf(!redisUrl || !databaseUrl)('live channel across two processes', () => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
  let nodes: ServerProcess[] = [];

  beforeAll(async () => {
    shared = await createSharedDatabase(databaseUrl!, 'live_cluster');
    const env = {
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `croupier-test-${crypto.randomUUID()}:`,
      JWT_SECRET: secret,
    };
    nodes = [await startServerProcess(shared.url, env), await startServerProcess(shared.url, env)];
  }, 120_000);

  afterAll(async () => {
    closeClients();
    await Promise.all(nodes.map((node) => node.stop()));
    await shared?.drop();
  });

  it('delivers a publication to clients of both processes and disconnects a session on both', async () => {
    const signer = createTokenSigner(new TextEncoder().encode(secret), 900);
    const player = await createPlayer(shared.database.db, signer);
    const channel = personalChannel('wallet:accounts', player.profileId);
    const clients = nodes.map(({ liveUrl }) => newClient(liveUrl, { token: player.accessToken }));
    const subs = clients.map((client) => client.newSubscription(channel));
    for (const sub of subs) sub.subscribe();
    for (const client of clients) client.connect();
    await Promise.all(subs.map((sub) => nextEvent(sub, 'subscribed')));

    const publications = subs.map((sub) => nextEvent<{ data: unknown }>(sub, 'publication'));
    await shared.database.db.transaction((tx) =>
      publishAfterCommit(tx, channel, { balance: '1.00' }),
    );
    for (const publication of publications)
      expect((await publication).data).toEqual({ balance: '1.00' });

    const disconnects = clients.map((client) => nextEvent(client, 'disconnected'));
    await shared.database.db.transaction((tx) =>
      disconnectSessionAfterCommit(tx, player.profileId, player.sessionId),
    );
    for (const disconnected of disconnects)
      expect(await disconnected).toMatchObject({ code: 4502 });
  });
});
