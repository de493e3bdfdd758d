import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type Executor, queryRows } from '../db/client.ts';
import { jobRuns } from './metrics.ts';

/** Who claimed a turn, as operators read it in `job_schedule.last_run_by`. */
const PROCESS_NAME = `${os.hostname()}:${process.pid}`;

/**
 * A turn lasts a little less than the interval, so the process whose timer claimed the last turn
 * finds the next one open on its next tick, however its timer drifts against the others'.
 */
const TURN_FRACTION = 0.9;

export interface PeriodicJob {
  /** Runs the work now in this process, outside the schedule (a first pass, tests). */
  runNow(): Promise<void>;
  /** Stops the timer and waits for a pass under way: the database must outlive it. */
  stop(): Promise<void>;
}

export interface PeriodicJobOptions<T> {
  db: Executor;
  log: FastifyBaseLogger;
  /** Names the job's row in `job_schedule` and its log lines. */
  name: string;
  intervalMs: number;
  /** One pass; what it answers goes to `onDone` (e.g. a count of rows it changed). */
  work: () => Promise<T>;
  onDone?: (result: T) => void;
}

/**
 * Runs `work` every `intervalMs`, never two passes at once in a process, and once an interval
 * across every process on the database: each tick first claims the turn in `job_schedule`, and
 * only the process whose claim lands runs the pass. A failed pass is logged; the next turn retries.
 */
export function startPeriodicJob<T>(options: PeriodicJobOptions<T>): PeriodicJob {
  const { db, log, name, intervalMs, work, onDone } = options;
  let pass: Promise<void> | undefined;
  const run = (claim: () => Promise<boolean>) => {
    pass ??= claim()
      .then(async (isOurTurn) => {
        if (!isOurTurn) return;
        const result = await work().catch((error: unknown) => {
          jobRuns.inc({ job: name, outcome: 'failed' });
          throw error;
        });
        jobRuns.inc({ job: name, outcome: 'ok' });
        onDone?.(result);
      })
      .catch((error: unknown) => log.error({ err: error, job: name }, 'periodic job failed'))
      .finally(() => {
        pass = undefined;
      });
    return pass;
  };
  const timer = setInterval(() => run(() => claimTurn(db, name, intervalMs)), intervalMs);
  timer.unref();
  return {
    runNow: () => run(async () => true),
    async stop() {
      clearInterval(timer);
      await pass;
    },
  };
}

/**
 * A periodic sweep of the app's database (expiries, payouts) that kicks the outbox when it changed
 * something, so its events go out at once; stopped when the app closes.
 */
export function startSweep(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  work: () => Promise<number>,
) {
  const job = startPeriodicJob({
    db: app.db,
    log: app.log,
    name,
    intervalMs,
    work,
    onDone: (count) => count > 0 && app.outbox.kick(),
  });
  app.addHook('onClose', () => job.stop());
  return job;
}

/**
 * Claims this interval's turn of a job: true in exactly one of the processes that ask within it.
 * The row is keyed by name and interval, so processes configured alike share a turn, and a job a
 * test runs on a short interval is not held back by the app's own on a long one.
 */
export async function claimTurn(db: Executor, name: string, intervalMs: number) {
  const key = `${name} every ${intervalMs} ms`;
  const turnMs = Math.round(intervalMs * TURN_FRACTION);
  const claimed = await queryRows<{ name: string }>(
    db,
    sql`insert into job_schedule (name, next_run_at, last_run_by, last_run_at)
      values (${key}, now() + ${turnMs} * interval '1 millisecond', ${PROCESS_NAME}, now())
      on conflict (name) do update
        set next_run_at = excluded.next_run_at,
          last_run_by = excluded.last_run_by,
          last_run_at = excluded.last_run_at
        where job_schedule.next_run_at <= now()
      returning name`,
  );
  return claimed.length > 0;
}
