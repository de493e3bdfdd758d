import v8 from 'node:v8';
import vm from 'node:vm';
import { forkClients, sleep, startLiveServer } from './lib/live.ts';

export const IDLE_CONNECTIONS = 10_000;
export const IDLE_BUDGET_BYTES_PER_CONNECTION = 30 * 1024;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

function measuredBytes() {
  gc();
  const usage = process.memoryUsage();
  return { rss: usage.rss, heap: usage.heapUsed + usage.external };
}

/**
 * Memory of the server process per idle connection: 10,000 guest sockets, each connected and
 * subscribed to `tournaments` and `global:online`, held by a separate client process.
 */
export async function measureIdle(count = IDLE_CONNECTIONS) {
  const server = await startLiveServer();
  const clients = forkClients();
  try {
    await sleep(500);
    const before = measuredBytes();
    const startedAt = performance.now();
    await clients.open(server.url, count, ['tournaments', 'global:online']);
    const openMs = performance.now() - startedAt;
    await sleep(2000);
    const after = measuredBytes();
    return {
      connections: server.app.live.stats().connections,
      openMs,
      bytesPerConnection: (after.rss - before.rss) / count,
      /** JavaScript heap plus external memory (buffers): what the sockets hold, apart from how RSS pages. */
      heapBytesPerConnection: (after.heap - before.heap) / count,
      heapUsedMb: process.memoryUsage().heapUsed / 1048576,
    };
  } finally {
    await clients.exit();
    await server.close();
  }
}

if (import.meta.main) {
  const result = await measureIdle();
  console.log(
    `${result.connections} idle connections opened in ${result.openMs.toFixed(0)} ms; ` +
      `server RSS per connection ${(result.bytesPerConnection / 1024).toFixed(1)} KB ` +
      `(budget ≤ ${IDLE_BUDGET_BYTES_PER_CONNECTION / 1024} KB); heap + external per connection ` +
      `${(result.heapBytesPerConnection / 1024).toFixed(1)} KB; heap used ${result.heapUsedMb.toFixed(0)} MB`,
  );
}
