/**
 * The failures the crash harness causes, on a seeded plan: the server killed with SIGKILL and
 * started again on the same port and database, and one database outage (database-outage.ts).
 */
import {
  killServer,
  type RunningServer,
  type ServerOptions,
  sleep,
  startServer,
  stopServer,
} from '../lib/server.ts';
import { type DatabaseOutage, interruptDatabase, type OutageEvent } from './database-outage.ts';

/** A seeded PRNG (mulberry32): the same seed draws the same chaos plan and the same stakes. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}
export type Random = ReturnType<typeof createRandom>;

export interface ChaosPlan {
  /** Milliseconds after the load starts. */
  killAtMs: number[];
  databaseOutageAtMs: number;
}

/** Events at least this far apart (after the previous one is over), so the load runs between. */
export const MIN_GAP_MS = 5_000;

/**
 * `kills` moments in the middle 80 % of the load, and the database outage among them: the
 * window is cut into one slot per event, each event drawn inside its slot far enough from the
 * next slot's, and the outage takes a slot drawn at random.
 */
export function planChaos(random: Random, durationMs: number, kills: number): ChaosPlan {
  const events = kills + 1;
  const slotMs = (durationMs * 0.8) / events;
  if (slotMs < MIN_GAP_MS) {
    throw new Error(`cannot fit ${events} events ${MIN_GAP_MS} ms apart into ${durationMs} ms`);
  }
  const moments = Array.from({ length: events }, (_, i) =>
    Math.round(durationMs * 0.1 + i * slotMs + random.next() * (slotMs - MIN_GAP_MS)),
  );
  const [databaseOutageAtMs] = moments.splice(random.between(0, events - 1), 1);
  return { killAtMs: moments, databaseOutageAtMs: databaseOutageAtMs! };
}

/** `at` is a `performance.now()` reading. */
export type ChaosEvent =
  | { kind: 'kill'; at: number; downMs: number }
  | OutageEvent
  | { kind: 'unexpected-exit'; at: number; code: number | null; signal: string | null };

/**
 * The server behind a fixed address, through kills and restarts. Clients wait on `whenUp()`
 * after a failed request; an exit nobody caused is recorded and the server started again.
 */
export function createServerSlot(options: ServerOptions & { port: number }) {
  let current: RunningServer | undefined;
  let up: Promise<void> = Promise.resolve();
  let markUp = () => {};
  const events: ChaosEvent[] = [];

  function markDown() {
    up = new Promise((resolve) => {
      markUp = resolve;
    });
  }

  async function start() {
    current = await startServer(options);
    current.process.once('exit', (code, signal) => {
      events.push({ kind: 'unexpected-exit', at: performance.now(), code, signal });
      markDown();
      void start();
    });
    markUp();
  }

  return {
    baseUrl: `http://127.0.0.1:${options.port}`,
    events,
    whenUp: () => up,
    start,
    async kill() {
      const at = performance.now();
      markDown();
      await killServer(current!);
      await start();
      events.push({ kind: 'kill', at, downMs: performance.now() - at });
    },
    stop: () => stopServer(current!),
  };
}
export type ServerSlot = ReturnType<typeof createServerSlot>;

/**
 * Carries out the plan against the slot; times count from `loadStart`, and never sooner than
 * MIN_GAP_MS after the previous event is over (a restart can take longer than a slot on a
 * busy machine). Resolves once the last event is over.
 */
export async function runChaos(
  plan: ChaosPlan,
  slot: ServerSlot,
  database: { outage: DatabaseOutage; probe: () => Promise<boolean> },
  loadStart: number,
) {
  const outage = {
    atMs: plan.databaseOutageAtMs,
    label: database.outage.kind === 'restart' ? 'restart PostgreSQL' : 'terminate every backend',
    act: async () => {
      slot.events.push(await interruptDatabase(database.outage, database.probe));
    },
  };
  const steps = [
    ...plan.killAtMs.map((atMs) => ({ atMs, label: 'kill -9 the server', act: slot.kill })),
    outage,
  ].sort((a, b) => a.atMs - b.atMs);
  let previousOverAt = loadStart;
  for (const step of steps) {
    const dueAt = Math.max(loadStart + step.atMs, previousOverAt + MIN_GAP_MS);
    await sleep(dueAt - performance.now());
    console.error(`crash: at ${((dueAt - loadStart) / 1000).toFixed(1)} s: ${step.label}`);
    await step.act();
    previousOverAt = performance.now();
  }
}
