/**
 * PostgreSQL taken from under the running server, which must find its way back on its own:
 * - `restart`: the local cluster restarted (fast shutdown: every connection terminated, then
 *   refused until it is up again). Other people's work shares it: once a full run.
 * - `terminate`: every backend of the scratch database terminated (`pg_terminate_backend`, the
 *   same "terminating connection due to administrator command" a fast shutdown sends), which
 *   disturbs no one else: the quick mode's stand-in.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { sleep } from '../lib/server.ts';

const run = promisify(execFile);
const RECOVERY_TIMEOUT_MS = 60_000;

export type DatabaseOutage =
  | { kind: 'restart'; port: number }
  | { kind: 'terminate'; databaseUrl: string };

export interface OutageEvent {
  kind: 'database-outage';
  how: DatabaseOutage['kind'];
  /** A `performance.now()` reading. */
  at: number;
  /** How long the restart command (or the termination) took. */
  outageMs: number;
  /** From the outage to the server's first good database read; null: not within a minute. */
  recoveredAfterMs: number | null;
}

/** The local cluster serving `port`, as `pg_lsclusters` lists it: [version, name]. */
async function clusterOf(port: number): Promise<[string, string]> {
  const { stdout } = await run('pg_lsclusters', ['--no-header']);
  const row = stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((fields) => fields[2] === String(port));
  if (!row) throw new Error(`no local PostgreSQL cluster on port ${port} (pg_lsclusters)`);
  return [row[0]!, row[1]!];
}

async function terminateBackends(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
  } finally {
    await client.end();
  }
}

async function cause(outage: DatabaseOutage) {
  if (outage.kind === 'terminate') return terminateBackends(outage.databaseUrl);
  const [version, name] = await clusterOf(outage.port);
  await run('pg_ctlcluster', [version, name, 'restart']);
}

/**
 * Causes the outage, then measures how long the running server takes to answer `probe` (a call
 * that reads the database) again.
 */
export async function interruptDatabase(
  outage: DatabaseOutage,
  probe: () => Promise<boolean>,
): Promise<OutageEvent> {
  const at = performance.now();
  await cause(outage);
  const event = { kind: 'database-outage' as const, how: outage.kind, at };
  const outageMs = performance.now() - at;
  const deadline = performance.now() + RECOVERY_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (await probe().catch(() => false)) {
      return { ...event, outageMs, recoveredAfterMs: performance.now() - at };
    }
    await sleep(100);
  }
  return { ...event, outageMs, recoveredAfterMs: null };
}
