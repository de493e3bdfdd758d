import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../test/test-app.ts';
import { claimTurn, startPeriodicJob } from './periodic-job.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('job schedule', () => {
  it('gives one turn an interval, whoever asks', async () => {
    expect(await claimTurn(t.db, 'claim test', 300)).toBe(true);
    expect(await claimTurn(t.db, 'claim test', 300)).toBe(false);
    // Another interval is another schedule: a short test job is not held by a long app job.
    expect(await claimTurn(t.db, 'claim test', 60_000)).toBe(true);
    await sleep(300);
    expect(await claimTurn(t.db, 'claim test', 300)).toBe(true);
  });

  it('runs a job once an interval across processes, not once a process', async () => {
    const intervalMs = 100;
    const runs: string[] = [];
    const processes = ['a', 'b', 'c'].map((name) =>
      startPeriodicJob({
        db: t.db,
        log: t.app.log,
        name: 'cluster test',
        intervalMs,
        work: async () => {
          runs.push(name);
        },
      }),
    );
    const started = performance.now();
    await sleep(1_000);
    await Promise.all(processes.map((job) => job.stop()));
    const elapsed = performance.now() - started;

    // A turn lasts 0.9 of the interval: no more turns than that fit, plus the first.
    expect(runs.length).toBeLessThanOrEqual(Math.floor(elapsed / (intervalMs * 0.9)) + 1);
    expect(runs.length).toBeGreaterThan(0);
  });

  it('logs a failed pass and runs the next turn', async () => {
    let calls = 0;
    const job = startPeriodicJob({
      db: t.db,
      log: t.app.log,
      name: 'failing test',
      intervalMs: 50,
      work: async () => {
        calls++;
        if (calls === 1) throw new Error('first pass fails');
      },
    });
    try {
      await expect.poll(() => calls, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    } finally {
      await job.stop();
    }
  });

  it('runs now outside the schedule, one pass at a time', async () => {
    let running = 0;
    let most = 0;
    const job = startPeriodicJob({
      db: t.db,
      log: t.app.log,
      name: 'manual test',
      intervalMs: 60_000,
      work: async () => {
        most = Math.max(most, ++running);
        await sleep(20);
        running--;
      },
    });
    await Promise.all([job.runNow(), job.runNow()]);
    await job.stop();
    expect(most).toBe(1);
  });
});
