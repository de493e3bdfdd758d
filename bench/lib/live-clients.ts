/**
 * A child process holding many raw live-channel sockets (the Centrifuge JSON protocol, as the
 * `centrifuge` client speaks it), so the server's memory and CPU are measured apart from them.
 * Driven over IPC: `open` → `opened`; `latencies` → the publication delays it saw since the last ask.
 */
import WebSocket from 'ws';

interface OpenRequest {
  kind: 'open';
  url: string;
  count: number;
  channels: string[];
  /** One token per socket (personal channels), or none for guests. */
  tokens?: string[];
  /** One more channel per socket, e.g. the player's own. */
  ownChannels?: string[];
}

const sockets: WebSocket[] = [];
let latenciesMs: number[] = [];
const now = () => performance.timeOrigin + performance.now();

function openOne(url: string, channels: string[], token: string | undefined) {
  return new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    socket.on('error', reject);
    socket.on('open', () => {
      const commands = [{ id: 1, connect: token ? { token } : {} }];
      channels.forEach((channel, i) => {
        commands.push({ id: i + 2, subscribe: { channel } } as never);
      });
      socket.send(commands.map((command) => JSON.stringify(command)).join('\n'));
    });
    socket.on('message', (data) => {
      const text = data.toString();
      if (text === '{}') return socket.send('{}');
      for (const line of text.split('\n')) {
        if (line.startsWith('{"push"')) {
          const sentAt = /"sentAt":([0-9.]+)/.exec(line)?.[1];
          if (sentAt) latenciesMs.push(now() - Number(sentAt));
        } else if (line.startsWith(`{"id":${channels.length + 1},`)) resolve();
      }
    });
    sockets.push(socket);
  });
}

async function openAll(request: OpenRequest) {
  const batch = 200;
  for (let first = 0; first < request.count; first += batch) {
    const last = Math.min(first + batch, request.count);
    const opening = [];
    for (let i = first; i < last; i++) {
      const own = request.ownChannels?.[i];
      const channels = own ? [...request.channels, own] : request.channels;
      opening.push(openOne(request.url, channels, request.tokens?.[i]));
    }
    await Promise.all(opening);
  }
}

process.on('message', async (message: OpenRequest | { kind: 'latencies' | 'exit' }) => {
  if (message.kind === 'open') {
    await openAll(message);
    process.send!({ kind: 'opened', total: sockets.length });
  } else if (message.kind === 'latencies') {
    process.send!({ kind: 'latencies', latenciesMs });
    latenciesMs = [];
  } else {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  }
});
