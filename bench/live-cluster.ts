import { fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { forkClients, nowMs, percentile, sleep, startLiveServer } from './lib/live.ts';

const SUBSCRIBERS = 100;
const PUBLICATIONS = 1000;

/**
 * Two server processes sharing Redis: 100 sockets on process B subscribe to `tournaments`;
 * process A publishes 1000 times (one every 2 ms); the delay from A's publish to arrival at B's
 * clients, through Redis pub/sub.
 */
export async function measureCrossProcess(redisUrl: string) {
  const prefix = `croupier-bench-${crypto.randomUUID()}:`;
  const node = fork(path.join(import.meta.dirname, 'lib/live-node.ts'), {
    env: { ...process.env, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix },
    stdio: 'inherit',
  });
  const [{ url }] = (await once(node, 'message')) as [{ url: string }];
  const publisher = await startLiveServer({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix });
  const clients = forkClients();
  try {
    await clients.open(url, SUBSCRIBERS, ['tournaments']);
    for (let n = 0; n < PUBLICATIONS; n++) {
      await publisher.app.live.publish('tournaments', { n, sentAt: nowMs() });
      await sleep(2);
    }
    await sleep(500);
    const delays = await clients.latencies();
    return {
      received: delays.length,
      p50Ms: percentile(delays, 50),
      p99Ms: percentile(delays, 99),
    };
  } finally {
    await clients.exit();
    await publisher.close();
    node.send('stop');
    await once(node, 'exit');
  }
}

if (import.meta.main) {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    console.log('REDIS_URL is not set: the two-process benchmark needs Redis.');
  } else {
    const result = await measureCrossProcess(redisUrl);
    console.log(
      `cross-process publication: ${result.received}/${SUBSCRIBERS * PUBLICATIONS} received, ` +
        `p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms (budget p99 ≤ 50 ms)`,
    );
  }
}
