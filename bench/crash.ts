/**
 * Crash harness (issue 17): under a steady load of bets, wins, deposits and withdrawals from
 * several players, the server is killed with SIGKILL at 5 random moments and started again, and
 * PostgreSQL is restarted once under the running server. Afterwards the ledger's invariants hold
 * and every request the client saw acknowledged is in the books exactly once, nothing else is,
 * and each player's cash is what the client's own log adds up to. Exits non-zero otherwise.
 *
 * `node bench/crash.ts` (npm run reliability:crash). Environment:
 * - `CRASH_SEED`: the seed of the chaos plan and the stakes (printed; random by default);
 * - `CRASH_QUICK=1`: 60 s instead of 120 s, still 5 kills, and PostgreSQL is NOT restarted
 *   (others share it: a full run restarts it once): the scratch database's backends are
 *   terminated instead, as a restart terminates them;
 * - `CRASH_SECONDS`, `CRASH_PLAYERS` (at most 10): the load's length and width;
 * - `DATABASE_URL`: the PostgreSQL server to make the scratch database on (default local).
 */
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadAppSecret } from '../apps/server/src/db/app-secrets.ts';
import { type Db, openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import {
  type ChaosEvent,
  createRandom,
  createServerSlot,
  MIN_GAP_MS,
  planChaos,
  runChaos,
  type ServerSlot,
} from './crash/chaos.ts';
import { type ClientContext, providerCall } from './crash/client.ts';
import { type LogLine, openClientLog, readClientLog } from './crash/client-log.ts';
import type { DatabaseOutage } from './crash/database-outage.ts';
import { type LoadPace, runCashierLoop, runGameLoop } from './crash/load.ts';
import { type CrashPlayer, createPlayers } from './crash/players.ts';
import {
  chaosProblems,
  countRequests,
  describeEvent,
  formatOperations,
  formatVerification,
  readLoadAverage,
  sampleLoadAverage,
} from './crash/summary.ts';
import { type Verification, verifyBooks } from './crash/verify.ts';
import { createApiOnlyWebBuild, findFreePort, sleep } from './lib/server.ts';
import { withScratchDatabase } from './wallet-accounts.ts';

const IS_QUICK = process.env.CRASH_QUICK === '1';
const SEED = process.env.CRASH_SEED ? Number(process.env.CRASH_SEED) : randomInt(2 ** 31);
const DURATION_MS = Number(process.env.CRASH_SECONDS ?? (IS_QUICK ? 60 : 120)) * 1000;
const PLAYERS = Number(process.env.CRASH_PLAYERS ?? 8);
const KILLS = 5;
const PACE: LoadPace = { thinkMs: 100, cashierPauseMs: 1_500 };
/** Auto-approved withdrawals are paid within seconds; the books are read once none is pending. */
const DRAIN_TIMEOUT_MS = 30_000;
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Run {
  runId: string;
  dir: string;
  databaseUrl: string;
}

function startSlot(run: Run, port: number, sandboxSecret: string) {
  return createServerSlot({
    port,
    databaseUrl: run.databaseUrl,
    webBuildDir: createApiOnlyWebBuild(),
    logFile: path.join(run.dir, 'server.log'),
    env: {
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `croupier-crash-${run.runId}:`,
      SANDBOX_WEBHOOK_SECRET: sandboxSecret,
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      WITHDRAWAL_AUTO_APPROVE_DELAY_SECONDS: '1',
    },
  });
}

/** A database read through the running server: answers once its pool works again. */
function balanceProbe(ctx: ClientContext, player: CrashPlayer) {
  return async () => {
    const answer = await providerCall(ctx, 'balance', { sessionToken: player.sessionId });
    return answer.kind === 'answer' && answer.status === 200;
  };
}

/** Every loop of every player, and the chaos plan against them; resolves when all stopped. */
async function runLoad(ctx: ClientContext, players: CrashPlayer[], run: Run) {
  const random = createRandom(SEED);
  const plan = planChaos(random, DURATION_MS, KILLS);
  const outage: DatabaseOutage = IS_QUICK
    ? { kind: 'terminate', databaseUrl: run.databaseUrl }
    : { kind: 'restart', port: Number(new URL(ADMIN_URL).port || 5432) };
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `chaos plan: kill -9 at ${plan.killAtMs.map(seconds).join(', ')}; ` +
      `${outage.kind === 'restart' ? 'PostgreSQL restart' : "the scratch database's backends terminated (quick mode)"} ` +
      `at ${seconds(plan.databaseOutageAtMs)}`,
  );
  let isStopped = false;
  const stopped = () => isStopped;
  const loadStart = performance.now();
  const loops = players.flatMap((player) => [
    runGameLoop(ctx, player, createRandom(SEED + 1 + 2 * player.index), run.runId, PACE, stopped),
    runCashierLoop(
      ctx,
      player,
      createRandom(SEED + 2 + 2 * player.index),
      run.runId,
      PACE,
      stopped,
    ),
  ]);
  const database = { outage, probe: balanceProbe(ctx, players[0]!) };
  // The load goes on a while after the last event, whenever that ends.
  const chaos = runChaos(plan, ctx.slot, database, loadStart).then(() => sleep(MIN_GAP_MS));
  await Promise.all([chaos, sleep(DURATION_MS)]);
  isStopped = true;
  await Promise.all(loops);
  return { loadStart, loadMs: performance.now() - loadStart };
}

async function waitForPendingWithdrawals(db: Db) {
  const deadline = performance.now() + DRAIN_TIMEOUT_MS;
  while (performance.now() < deadline) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from invoices where type = 2 and status = 1`,
    );
    if (row!.n === 0) return;
    await sleep(500);
  }
}

interface Outcome {
  lines: LogLine[];
  events: ChaosEvent[];
  verification: Verification;
  players: number;
  loadStart: number;
  loadMs: number;
  machineLoad: { before: string; highest: number };
  dir: string;
}

/** Prints what happened; true when the books and the client agree and the server held up. */
function report(outcome: Outcome): boolean {
  const { verification, loadMs } = outcome;
  const problems = chaosProblems(outcome.events);
  const counts = countRequests(outcome.lines);
  console.log(
    [
      `load: ${(loadMs / 1000).toFixed(0)} s, ${outcome.players} players, ${counts.requests} requests ` +
        `(${counts.attempts} attempts, ${(counts.attempts / (loadMs / 1000)).toFixed(0)}/s; ` +
        `${counts.unackedAttempts} unanswered and sent again)`,
      ...formatOperations(counts),
      'chaos:',
      ...[...outcome.events]
        .sort((a, b) => a.at - b.at)
        .map((event) => `  ${describeEvent(event, outcome.loadStart)}`),
      ...problems.map((problem) => `  ${problem.toUpperCase()}`),
      ...formatVerification(verification),
      `machine load (1/5/15 min): ${outcome.machineLoad.before} before, ${readLoadAverage()} ` +
        `after, highest 1-min ${outcome.machineLoad.highest.toFixed(2)} (${os.cpus().length} cores)`,
      `client log: ${path.join(outcome.dir, 'client-log.jsonl')}; server log: ` +
        path.join(outcome.dir, 'server.log'),
    ].join('\n'),
  );
  return (
    verification.violations.length === 0 &&
    verification.discrepancies.length === 0 &&
    problems.length === 0
  );
}

async function crashRun(run: Run): Promise<boolean> {
  const sandboxSecret = randomBytes(24).toString('hex');
  const slot: ServerSlot = startSlot(run, await findFreePort(), sandboxSecret);
  await slot.start();
  const database = await openDatabase({ url: run.databaseUrl });
  const log = openClientLog(path.join(run.dir, 'client-log.jsonl'));
  try {
    const providerSecret = await loadAppSecret(database.db, 'provider-api:demo', 32);
    const ctx: ClientContext = { slot, log, providerSecret, sandboxSecret };
    const players = await createPlayers(ctx, PLAYERS, run.runId);
    const before = readLoadAverage();
    const sampler = sampleLoadAverage();
    const { loadStart, loadMs } = await runLoad(ctx, players, run);
    const machineLoad = { before, highest: sampler.stop() };
    await waitForPendingWithdrawals(database.db);
    await slot.stop();
    await log.close();
    const lines = readClientLog(log.path);
    const verification = await verifyBooks(database.db, lines);
    return report({
      lines,
      events: slot.events,
      verification,
      players: players.length,
      loadStart,
      loadMs,
      machineLoad,
      dir: run.dir,
    });
  } finally {
    await slot.stop().catch(() => {});
    await database.close();
  }
}

if (import.meta.main) {
  const runId = Date.now().toString(36);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'croupier-crash-'));
  console.log(
    `crash harness: seed ${SEED} (CRASH_SEED=${SEED} repeats it), ${DURATION_MS / 1000} s, ` +
      `${PLAYERS} players, ${KILLS} kills${IS_QUICK ? ', quick mode' : ', one PostgreSQL restart'}`,
  );
  const startedAt = performance.now();
  const isPassed = await withScratchDatabase(ADMIN_URL, `croupier_crash_${runId}`, (databaseUrl) =>
    crashRun({ runId, dir, databaseUrl }),
  );
  console.log(
    `${isPassed ? 'PASS' : 'FAIL'} in ${((performance.now() - startedAt) / 1000).toFixed(0)} s ` +
      `(seed ${SEED})`,
  );
  process.exit(isPassed ? 0 : 1);
}
