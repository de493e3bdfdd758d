/** A second server process for the two-process bench: starts, reports its URL over IPC, waits. */
import { startLiveServer } from './live.ts';

const server = await startLiveServer({
  REDIS_URL: process.env.REDIS_URL!,
  REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX!,
});
process.send!({ kind: 'listening', url: server.url });
process.on('message', async () => {
  await server.close();
  process.exit(0);
});
