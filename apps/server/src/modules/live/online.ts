import type { Broker, ControlMessage } from './broker.ts';
import { ONLINE_CHANNEL } from './channels.ts';
import type { Hub } from './hub.ts';

const TICK_MS = 1000;
/** A process repeats its count this often, and counts older than the horizon are dropped. */
const HEARTBEAT_MS = 10_000;
const HORIZON_MS = 30_000;

/**
 * Players online for `global:online`: each process announces how many distinct players have a
 * socket on it (through the broker's control channel), every process sums the fresh counts and
 * publishes to its own subscribers when the sum changes, at most once per tick (one second).
 * A player with tabs on two processes counts twice; that is the price of no shared set.
 */
export function createOnlineCounter(hub: Hub, broker: () => Broker, nodeId: string) {
  const counts = new Map<string, { count: number; atMs: number }>();
  let lastAnnounced = -1;
  let lastAnnouncedAtMs = 0;
  let lastPublished = -1;
  let timer: NodeJS.Timeout | undefined;

  function total() {
    const now = Date.now();
    let sum = 0;
    for (const [node, { count, atMs }] of counts) {
      if (now - atMs > HORIZON_MS) counts.delete(node);
      else sum += count;
    }
    return sum;
  }

  async function tick() {
    const local = hub.countUsers();
    const now = Date.now();
    if (local !== lastAnnounced || now - lastAnnouncedAtMs >= HEARTBEAT_MS) {
      lastAnnounced = local;
      lastAnnouncedAtMs = now;
      await broker().control({ kind: 'onlineCount', node: nodeId, count: local });
    }
    const sum = total();
    if (sum !== lastPublished) {
      lastPublished = sum;
      hub.deliver(ONLINE_CHANNEL, JSON.stringify({ count: sum }));
    }
  }

  return {
    onControl(message: ControlMessage & { kind: 'onlineCount' }) {
      counts.set(message.node, { count: message.count, atMs: Date.now() });
    },
    snapshot: () => ({ count: total() }),
    start() {
      const loop = () => {
        timer = setTimeout(
          () =>
            tick()
              .catch(() => {})
              .finally(loop),
          TICK_MS,
        );
        timer.unref();
      };
      loop();
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await broker()
        .control({ kind: 'onlineCount', node: nodeId, count: 0 })
        .catch(() => {});
    },
  };
}
