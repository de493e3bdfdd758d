/**
 * Ledger transfers against PostgreSQL's own yardstick: `pgbench -b tpcb-like -c 16 -T 15` on a
 * scratch database, then 16 clients posting ledger transfers between many players for as long,
 * on another. Both TPS and their ratio (target ≥ 60 %). Figures only, no assertion.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { promisify } from 'node:util';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { checkInvariants } from '../apps/server/src/modules/ledger/invariants.ts';
import { ensureAccount, transfer } from '../apps/server/src/modules/ledger/service.ts';
import { withScratchDatabase } from './wallet-accounts.ts';

export const LEDGER_RATIO_TARGET = 0.6;
const CLIENTS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PLAYERS = 1000;
const FUNDING_MINOR = 1_000_000_00;
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const run = promisify(execFile);

/** pgbench of the installed PostgreSQL (Debian keeps it out of PATH). */
function findPgbench(): string {
  const candidates = [
    process.env.PGBENCH,
    ...['17', '16', '15', '14'].map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`),
  ];
  const found = candidates.find((path) => path && fs.existsSync(path));
  return found ?? 'pgbench';
}

/** libpq's environment for a postgres:// URL (pgbench takes no URL on older versions). */
function libpqEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  return {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username || 'postgres'),
    ...(url.password && { PGPASSWORD: decodeURIComponent(url.password) }),
    PGDATABASE: url.pathname.slice(1),
  };
}

export async function measurePgbench(databaseUrl: string) {
  const pgbench = findPgbench();
  const env = libpqEnv(databaseUrl);
  await run(pgbench, ['-i', '-q'], { env });
  const { stdout } = await run(
    pgbench,
    ['-b', 'tpcb-like', '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS)],
    { env },
  );
  const tps = /tps = ([0-9.]+) \(without initial connection time\)/.exec(stdout)?.[1];
  if (!tps) throw new Error(`no tps in pgbench output:\n${stdout}`);
  const latency = /latency average = ([0-9.]+) ms/.exec(stdout)?.[1];
  return { tps: Number(tps), latencyMs: Number(latency) };
}

/**
 * 16 clients, each posting one transfer at a time between two random players of 1000 (an
 * `adjustment`: both player accounts locked in id order, balances updated, entries appended).
 */
export async function measureLedger(databaseUrl: string) {
  const database = await openDatabase({ url: databaseUrl });
  try {
    await database.migrate();
    const { db } = database;
    await db.execute(
      "insert into currencies (code, type, name, subunit_to_unit, symbol, position) values ('EUR', 'fiat', '{\"en\":\"Euro\"}', 100, '€', 1) on conflict do nothing",
    );
    const house = await ensureAccount(db, {
      ownerType: 'system',
      ownerId: 'house',
      currency: 'EUR',
      kind: 'house',
    });
    const players: string[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const owner = { ownerType: 'player', ownerId: crypto.randomUUID(), currency: 'EUR' } as const;
      const account = await ensureAccount(db, { ...owner, kind: 'cash' });
      await transfer(db, {
        idempotencyKey: `bench:fund:${account.id}`,
        kind: 'adjustment',
        legs: [
          { accountId: house.id, amountMinor: -FUNDING_MINOR },
          { accountId: account.id, amountMinor: FUNDING_MINOR },
        ],
      });
      players.push(account.id);
    }
    const pick = () => players[Math.floor(Math.random() * players.length)]!;
    let done = 0;
    const latencies: number[] = [];
    const deadline = performance.now() + SECONDS * 1000;
    const client = async (n: number) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const from = pick();
        let to = pick();
        while (to === from) to = pick();
        const amountMinor = 1 + Math.floor(Math.random() * 100);
        const startedAt = performance.now();
        await transfer(db, {
          idempotencyKey: `bench:${n}:${i}`,
          kind: 'adjustment',
          legs: [
            { accountId: from, amountMinor: -amountMinor },
            { accountId: to, amountMinor },
          ],
        });
        latencies.push(performance.now() - startedAt);
        done++;
      }
    };
    const startedAt = performance.now();
    const cpuBefore = process.cpuUsage();
    await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
    const seconds = (performance.now() - startedAt) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const violations = await checkInvariants(db);
    latencies.sort((a, b) => a - b);
    return {
      tps: done / seconds,
      latencyMs: latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length,
      p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
      violations: violations.length,
      /** This process's CPU per transfer: the clients' and the ledger code's share of the work. */
      nodeCpuMsPerTransfer: (cpu.user + cpu.system) / 1000 / Math.max(done, 1),
    };
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  const adminUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const pgbench = await withScratchDatabase(adminUrl, 'croupier_bench_pgbench', measurePgbench);
  const ledger = await withScratchDatabase(adminUrl, 'croupier_bench_ledger', measureLedger);
  const ratio = ledger.tps / pgbench.tps;
  console.log(
    `pgbench tpcb-like, ${CLIENTS} clients, ${SECONDS} s: ${pgbench.tps.toFixed(0)} TPS, latency avg ${pgbench.latencyMs} ms`,
  );
  console.log(
    `ledger transfers between ${PLAYERS} players, ${CLIENTS} clients, ${SECONDS} s: ${ledger.tps.toFixed(0)} TPS, ` +
      `latency avg ${ledger.latencyMs.toFixed(1)} ms, p99 ${ledger.p99Ms.toFixed(1)} ms, Node CPU ${ledger.nodeCpuMsPerTransfer.toFixed(2)} ms/transfer, ` +
      `invariant violations ${ledger.violations}`,
  );
  console.log(
    `ratio ${(ratio * 100).toFixed(0)} % (target ≥ ${LEDGER_RATIO_TARGET * 100} %; ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')})`,
  );
}
