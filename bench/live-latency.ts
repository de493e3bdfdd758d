import { createPlayer } from '../apps/server/src/modules/live/test-helpers.ts';
import {
  type ClientProcess,
  forkClients,
  nowMs,
  percentile,
  sleep,
  startLiveServer,
} from './lib/live.ts';

export const LATENCY_BUDGET = { p99Ms: 50, broadcastMs: 1000 };
const GUESTS = 10_000;
const PLAYERS = 100;
const PUBLICATIONS = 1000;

type LiveServer = Awaited<ReturnType<typeof startLiveServer>>;

/**
 * 10,000 guest sockets on `tournaments` and 100 players on their wallet channel, all in client
 * processes: the delay from `publish` to arrival for 1000 personal publications (one every 2 ms,
 * to players in turn), then the time for one broadcast to reach every guest.
 */
export async function measureLatency() {
  const server = await startLiveServer();
  const guests = forkClients();
  const players = forkClients();
  try {
    const sessions = [];
    for (let i = 0; i < PLAYERS; i++)
      sessions.push(await createPlayer(server.db, server.app.tokens));
    const ownChannels = sessions.map((session) => `wallet:accounts#${session.profileId}`);
    await guests.open(server.url, GUESTS, ['tournaments']);
    await players.open(server.url, PLAYERS, [], {
      tokens: sessions.map((session) => session.accessToken),
      ownChannels,
    });
    const personal = await measurePersonal(server, players, ownChannels);
    const broadcast = await measureBroadcast(server, guests);
    return { connections: server.app.live.stats().connections, personal, broadcast };
  } finally {
    await Promise.all([guests.exit(), players.exit()]);
    await server.close();
  }
}

async function measurePersonal(server: LiveServer, players: ClientProcess, channels: string[]) {
  await players.latencies();
  for (let n = 0; n < PUBLICATIONS; n++) {
    await server.app.live.publish(channels[n % channels.length]!, { n, sentAt: nowMs() });
    await sleep(2);
  }
  await sleep(500);
  const delays = await players.latencies();
  return { received: delays.length, p50Ms: percentile(delays, 50), p99Ms: percentile(delays, 99) };
}

async function measureBroadcast(server: LiveServer, guests: ClientProcess) {
  await guests.latencies();
  await server.app.live.publish('tournaments', { sentAt: nowMs() });
  await sleep(2000);
  const delays = await guests.latencies();
  return { received: delays.length, lastMs: Math.max(...delays), p99Ms: percentile(delays, 99) };
}

if (import.meta.main) {
  const result = await measureLatency();
  const { personal, broadcast } = result;
  console.log(`${result.connections} connections on one process`);
  console.log(
    `personal publication: ${personal.received}/${PUBLICATIONS} received, p50 ${personal.p50Ms.toFixed(1)} ms, ` +
      `p99 ${personal.p99Ms.toFixed(1)} ms (budget p99 ≤ ${LATENCY_BUDGET.p99Ms} ms)`,
  );
  console.log(
    `broadcast: ${broadcast.received}/${GUESTS} received, last after ${broadcast.lastMs.toFixed(0)} ms ` +
      `(budget ≤ ${LATENCY_BUDGET.broadcastMs} ms)`,
  );
}
