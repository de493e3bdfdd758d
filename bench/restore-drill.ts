/**
 * Backup and restore drill (docs/OPERATIONS.md, "Backup and restore"): proves that a `pg_dump`
 * of a running Croupier database restores into a database that holds the same books and serves.
 *
 * 1. A fresh database, migrated and seeded by starting the real server on it.
 * 2. Real activity over HTTP: players register, deposit through the sandbox PSP and play rounds
 *    of a demo game through the signed provider API.
 * 3. While bets keep arriving, one repeatable-read transaction exports its snapshot, takes the
 *    fingerprints (rows and a content digest per table, schema objects, balances per currency,
 *    the latest transfer, the ledger invariant checker) and hands the same snapshot to
 *    `pg_dump -Fc --snapshot`: the dump is exactly what was fingerprinted, taken hot.
 * 4. `pg_restore` into a second fresh database; the same fingerprints there must be identical,
 *    the invariant checker must find nothing, and every sequence must be ahead of its column.
 * 5. The server starts on the restore: /ready (when the build has it), a restored player signs in
 *    and sees the balance they had, and one more bet goes through.
 *
 * Point-in-time recovery (WAL archiving) is a property of the PostgreSQL cluster, not of a dump:
 * the drill prints the cluster's archive settings and leaves PITR to the runbook.
 * `DATABASE_URL` names the cluster (default: the local one). Exits 1 on any difference; both
 * databases are dropped at the end.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER } from '@croupier/contract';
import { sql } from 'drizzle-orm';
import { loadAppSecret } from '../apps/server/src/db/app-secrets.ts';
import { type Db, type Executor, openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { signProviderRequest } from '../apps/server/src/modules/games/provider-api/signature.ts';
import { checkInvariants } from '../apps/server/src/modules/ledger/invariants.ts';
import {
  createApiOnlyWebBuild,
  createDataDir,
  type RunningServer,
  startServer,
  stopServer,
} from './lib/server.ts';
import { firstGameId } from './provider-callbacks.ts';
import { withScratchDatabase } from './wallet-accounts.ts';

const run = promisify(execFile);
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const PLAYERS = 3;
const ROUNDS_PER_PLAYER = 5;
const DEPOSIT_MINOR = 100_00;
const STAKE_MINOR = 1_00;
const PASSWORD = 'drill-password-1';

interface DrillPlayer {
  email: string;
  token: string;
  accountId: string;
  sessionToken: string;
}

/** What must read the same on the original and on the restore; label → value. */
type Fingerprint = Map<string, string>;

/** JSON calls to the API as the web app makes them; signed in when `token` is given. */
function apiOf(baseUrl: string, token?: string) {
  async function call<T>(method: 'GET' | 'POST', url: string, body?: object): Promise<T> {
    const response = await fetch(baseUrl + url, {
      method,
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      ...(body && { body: JSON.stringify(body) }),
    });
    if (!response.ok) {
      throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
    }
    return ((await response.json()) as { data: T }).data;
  }
  return {
    get: <T>(url: string) => call<T>('GET', url),
    post: <T>(url: string, body: object) => call<T>('POST', url, body),
  };
}

/** A signed seamless-wallet call as the demo provider makes it. */
async function callProvider(
  baseUrl: string,
  secret: string,
  operation: 'bet' | 'win',
  payload: Record<string, unknown>,
) {
  const body = JSON.stringify(payload);
  const { timestamp, signature } = signProviderRequest(secret, body);
  const response = await fetch(`${baseUrl}/api/game/provider-api/demo/${operation}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [PROVIDER_TIMESTAMP_HEADER]: timestamp,
      [PROVIDER_SIGNATURE_HEADER]: signature,
    },
    body,
  });
  if (!response.ok)
    throw new Error(`${operation} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { balance: number };
}

/** Registers, deposits through the sandbox's hosted card page, and opens a real game session. */
async function createPlayer(baseUrl: string, gameId: string, index: number): Promise<DrillPlayer> {
  const email = `drill-${index}-${Date.now()}@croupier.example`;
  const { accessToken: token } = await apiOf(baseUrl).post<{ accessToken: string }>(
    '/api/player/register',
    {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      currency: 'EUR',
      country: 'DE',
      agreements: 1,
    },
  );
  const api = apiOf(baseUrl, token);
  const accountId = await accountIdOf(api, 'EUR');
  const invoice = await api.post<{ action: string }>('/api/payment/invoices/deposit', {
    method: 'card',
    currency: 'EUR',
    accountId,
    amount: DEPOSIT_MINOR,
    fields: {},
  });
  await approveOnSandbox(invoice.action);
  return { email, token, accountId, sessionToken: await openGameSession(api, gameId) };
}

async function accountIdOf(api: ReturnType<typeof apiOf>, currency: string) {
  const accounts = await api.get<{ id: string; currency: string }[]>('/api/wallet/accounts');
  return accounts.find((account) => account.currency === currency)!.id;
}

async function openGameSession(api: ReturnType<typeof apiOf>, gameId: string) {
  const play = await api.post<{ sessionId: string }>(`/api/game/games/${gameId}/play`, {
    mode: 'real',
  });
  return play.sessionId;
}

/** What the player does on the sandbox's hosted page: approve (the sandbox then sends its webhook). */
async function approveOnSandbox(checkoutUrl: string) {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=approve',
    redirect: 'manual',
  });
  if (response.status >= 400) throw new Error(`sandbox approval answered ${response.status}`);
}

/** One round: a bet, then a win of twice the stake on every other round. */
async function playRound(
  baseUrl: string,
  secret: string,
  gameId: string,
  player: DrillPlayer,
  roundId: string,
) {
  const common = { sessionToken: player.sessionToken, roundId, currency: 'EUR' };
  await callProvider(baseUrl, secret, 'bet', {
    ...common,
    transactionId: `${roundId}:bet`,
    gameId,
    amount: STAKE_MINOR,
  });
  const isWin = Number(roundId.split('-').at(-1)) % 2 === 0;
  return callProvider(baseUrl, secret, 'win', {
    ...common,
    transactionId: `${roundId}:win`,
    amount: isWin ? STAKE_MINOR * 2 : 0,
    isRoundClosed: true,
  });
}

/** Bets keep arriving while the snapshot is taken and dumped, as they would in production. */
function keepPlaying(baseUrl: string, secret: string, gameId: string, players: DrillPlayer[]) {
  let isStopped = false;
  let rounds = 0;
  const loops = players.map(async (player, index) => {
    while (!isStopped) {
      await playRound(baseUrl, secret, gameId, player, `drill-hot-${index}-${rounds++}`);
    }
  });
  // Settled at once, so a loop that fails early is reported when stopped, not as unhandled.
  const settled = Promise.allSettled(loops);
  return async () => {
    isStopped = true;
    const failure = (await settled).find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
    return rounds;
  };
}

async function takeFingerprint(db: Executor): Promise<Fingerprint> {
  const fingerprint: Fingerprint = new Map();
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1`,
  );
  for (const { name } of tables) {
    // Rows digested one by one, then the sorted digests digested: independent of physical order.
    const [row] = await queryRows<{ count: string; digest: string }>(
      db,
      sql.raw(`select count(*)::text as count,
        md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as digest
        from ${name} t`),
    );
    fingerprint.set(`rows ${name}`, `${row!.count} (${row!.digest})`);
  }
  for (const row of await readSchemaObjects(db)) fingerprint.set(`schema ${row.kind}`, row.count);
  for (const row of await readBalances(db)) {
    fingerprint.set(
      `balance ${row.currency} ${row.ownerType}`,
      `${row.total} on ${row.accounts} accounts`,
    );
  }
  const [latest] = await queryRows<{ id: string; kind: string }>(
    db,
    sql`select id, kind from ledger_transfers order by created_at desc, id desc limit 1`,
  );
  fingerprint.set('latest transfer', `${latest?.id} (${latest?.kind})`);
  const violations = await checkInvariants(db);
  fingerprint.set('ledger invariant violations', JSON.stringify(violations));
  return fingerprint;
}

function readSchemaObjects(db: Executor) {
  return queryRows<{ kind: string; count: string }>(
    db,
    sql`select 'functions' as kind, count(*)::text as count from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname not in ('pg_catalog', 'information_schema')
      union all select 'triggers', count(*)::text from pg_trigger where not tgisinternal
      union all select 'indexes', count(*)::text from pg_indexes
        where schemaname not in ('pg_catalog', 'information_schema')
      union all select 'constraints', count(*)::text from pg_constraint c
        join pg_namespace n on n.oid = c.connamespace
        where n.nspname not in ('pg_catalog', 'information_schema')`,
  );
}

function readBalances(db: Executor) {
  return queryRows<{ currency: string; ownerType: string; total: string; accounts: string }>(
    db,
    sql`select currency, owner_type as "ownerType", sum(balance)::text as total,
      count(*)::text as accounts from ledger_accounts group by 1, 2 order by 1, 2`,
  );
}

/** Sequences are not transactional (no snapshot holds them): each must only be ahead of its column. */
async function findSequencesBehind(db: Db): Promise<string[]> {
  const owned = await queryRows<{ sequence: string; tableName: string; column: string }>(
    db,
    sql`select d.objid::regclass::text as sequence, d.refobjid::regclass::text as "tableName",
        quote_ident(a.attname) as column
      from pg_depend d join pg_class s on s.oid = d.objid and s.relkind = 'S'
      join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
      where d.deptype in ('a', 'i')`,
  );
  const behind: string[] = [];
  for (const { sequence, tableName, column } of owned) {
    const [row] = await queryRows<{ isBehind: boolean }>(
      db,
      sql.raw(`select coalesce((select max(${column}) from ${tableName}), 0) >
        (select case when is_called then last_value else last_value - 1 end from ${sequence})
        as "isBehind"`),
    );
    if (row!.isBehind) behind.push(`${sequence} (${tableName}.${column})`);
  }
  return behind;
}

function compareFingerprints(original: Fingerprint, restored: Fingerprint): string[] {
  const labels = new Set([...original.keys(), ...restored.keys()]);
  return [...labels]
    .filter((label) => original.get(label) !== restored.get(label))
    .map((label) => `${label}: original ${original.get(label)}, restore ${restored.get(label)}`);
}

/**
 * Fingerprints and dumps one snapshot while the server keeps taking bets. The transaction stays
 * open until pg_dump is done: an exported snapshot lives only as long as its transaction.
 */
async function dumpHot(db: Db, databaseUrl: string, dumpFile: string) {
  return db.transaction(
    async (tx) => {
      const [{ snapshot } = { snapshot: '' }] = await queryRows<{ snapshot: string }>(
        tx,
        sql`select pg_export_snapshot() as snapshot`,
      );
      const startedAt = performance.now();
      const dump = run('pg_dump', [
        '-Fc',
        `--snapshot=${snapshot}`,
        `--file=${dumpFile}`,
        `--dbname=${databaseUrl}`,
      ]);
      const fingerprint = await takeFingerprint(tx);
      await dump;
      return { fingerprint, dumpMs: performance.now() - startedAt };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function databaseSize(db: Db) {
  const [row] = await queryRows<{ bytes: string }>(
    db,
    sql`select pg_database_size(current_database())::text as bytes`,
  );
  return Number(row!.bytes);
}

/**
 * The drill calls only the API: no web build needed. Its own Redis key prefix (when REDIS_URL is
 * set) gives each run fresh rate-limit counters, so runs within the hour may all register players.
 */
async function serverOptions(databaseUrl: string, name: string) {
  return {
    databaseUrl,
    dataDir: createDataDir(name),
    webBuildDir: createApiOnlyWebBuild(),
    port: await findEphemeralPort(),
    env: { REDIS_KEY_PREFIX: `croupier-drill-${process.pid}:` },
  };
}

/**
 * A port the system picks, outside the bench range (3200–3299): benches that restart a server on
 * its old port there could otherwise answer this drill's readiness probe in its place.
 */
function findEphemeralPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The original: the real server migrates and seeds it, then players register, pay and play. */
async function prepareOriginal(databaseUrl: string) {
  const server = await startServer(await serverOptions(databaseUrl, 'drill-original'));
  const database = await openDatabase({ url: databaseUrl });
  try {
    const secret = await loadAppSecret(database.db, 'provider-api:demo', 32);
    const gameId = await firstGameId(server.baseUrl);
    const players: DrillPlayer[] = [];
    for (let index = 0; index < PLAYERS; index++) {
      players.push(await createPlayer(server.baseUrl, gameId, index));
    }
    for (const [index, player] of players.entries()) {
      for (let round = 0; round < ROUNDS_PER_PLAYER; round++) {
        await playRound(server.baseUrl, secret, gameId, player, `drill-${index}-${round}`);
      }
    }
    return { server, database, secret, gameId, players };
  } catch (error) {
    await database.close();
    await stopServer(server);
    throw error;
  }
}

/** Dumps the original while players 1… keep betting; player 0 stays still as the witness. */
async function backUp(sourceUrl: string, dumpFile: string) {
  const original = await prepareOriginal(sourceUrl);
  const { server, database, secret, gameId, players } = original;
  try {
    const witness = players[0]!;
    const witnessBalance = await readBalance(server.baseUrl, witness.token, witness.accountId);
    const stopPlaying = keepPlaying(server.baseUrl, secret, gameId, players.slice(1));
    const sourceBytes = await databaseSize(database.db);
    const { fingerprint, dumpMs } = await dumpHot(database.db, sourceUrl, dumpFile);
    const hotRounds = await stopPlaying();
    return { fingerprint, dumpMs, sourceBytes, hotRounds, witness, witnessBalance, secret };
  } finally {
    await database.close();
    await stopServer(server);
  }
}

async function restore(targetUrl: string, dumpFile: string) {
  const startedAt = performance.now();
  await run('pg_restore', ['--exit-on-error', '--no-owner', `--dbname=${targetUrl}`, dumpFile]);
  const restoreMs = performance.now() - startedAt;
  const database = await openDatabase({ url: targetUrl });
  try {
    return {
      restoreMs,
      fingerprint: await takeFingerprint(database.db),
      sequencesBehind: await findSequencesBehind(database.db),
      restoredBytes: await databaseSize(database.db),
      archiving: await readArchiveSettings(database.db),
    };
  } finally {
    await database.close();
  }
}

/** Whether this cluster could do point-in-time recovery at all: it needs WAL archiving. */
async function readArchiveSettings(db: Db) {
  const rows = await queryRows<{ name: string; setting: string }>(
    db,
    sql`select name, setting from pg_settings
      where name in ('wal_level', 'archive_mode', 'archive_command') order by name`,
  );
  return rows.map((row) => `${row.name}=${row.setting || "''"}`).join(', ');
}

/** Starts the server on the restore: ready, the witness's balance, one more bet. */
async function checkRestoredServer(
  databaseUrl: string,
  secret: string,
  witness: DrillPlayer,
  witnessBalance: number,
) {
  const server = await startServer(await serverOptions(databaseUrl, 'drill-restore'));
  const problems: string[] = [];
  try {
    const ready = await fetch(`${server.baseUrl}/ready`);
    const readiness =
      ready.status === 404 ? 'no /ready in this build' : `${ready.status} ${await ready.text()}`;
    if (ready.status !== 404 && ready.status !== 200) problems.push(`/ready answered ${readiness}`);
    const { accessToken } = await apiOf(server.baseUrl).post<{ accessToken: string }>(
      '/api/player/sessions',
      { login: witness.email, password: PASSWORD },
    );
    const balance = await readBalance(server.baseUrl, accessToken, witness.accountId);
    if (balance !== witnessBalance) {
      problems.push(`the witness signed in on the restore sees ${balance}, had ${witnessBalance}`);
    }
    const afterBet = await betOnRestore(server, secret, { ...witness, token: accessToken });
    if (afterBet !== balance - STAKE_MINOR) {
      problems.push(`a bet of ${STAKE_MINOR} on the restore left ${afterBet} of ${balance}`);
    }
    return { readiness, balance, afterBet, problems };
  } finally {
    await stopServer(server);
  }
}

async function readBalance(baseUrl: string, token: string, accountId: string) {
  const accounts = await apiOf(baseUrl, token).get<{ id: string; balance: number }[]>(
    '/api/wallet/accounts',
  );
  return accounts.find((account) => account.id === accountId)!.balance;
}

/**
 * New writes on the restore (a game session, ledger entries, a round, outbox rows), signed with
 * the provider secret the original generated: it must have come back with the dump.
 */
async function betOnRestore(server: RunningServer, secret: string, player: DrillPlayer) {
  const gameId = await firstGameId(server.baseUrl);
  const sessionToken = await openGameSession(apiOf(server.baseUrl, player.token), gameId);
  const roundId = 'drill-after-restore-1';
  const bet = await callProvider(server.baseUrl, secret, 'bet', {
    sessionToken,
    transactionId: `${roundId}:bet`,
    roundId,
    gameId,
    amount: STAKE_MINOR,
    currency: 'EUR',
  });
  return bet.balance;
}

function readCommit() {
  return run('git', ['rev-parse', '--short', 'HEAD'], { cwd: import.meta.dirname }).then(
    ({ stdout }) => stdout.trim(),
    () => 'unknown',
  );
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

type Backup = Awaited<ReturnType<typeof backUp>>;
type Restored = Awaited<ReturnType<typeof restore>>;
type Served = Awaited<ReturnType<typeof checkRestoredServer>>;

async function drill(sourceUrl: string, targetUrl: string) {
  const startedAt = performance.now();
  const dumpFile = path.join(createDataDir('drill-dump'), 'croupier.dump');
  const backup = await backUp(sourceUrl, dumpFile);
  const restored = await restore(targetUrl, dumpFile);
  const served = await checkRestoredServer(
    targetUrl,
    backup.secret,
    backup.witness,
    backup.witnessBalance,
  );
  const differences = compareFingerprints(backup.fingerprint, restored.fingerprint);
  const violations = restored.fingerprint.get('ledger invariant violations');
  const problems = [
    ...differences,
    ...(violations === '[]' ? [] : [`ledger invariant violations on the restore: ${violations}`]),
    ...restored.sequencesBehind.map((sequence) => `sequence behind its column: ${sequence}`),
    ...served.problems,
  ];
  const lines = await summarize(backup, restored, served, fs.statSync(dumpFile).size);
  lines.push(`differences: ${differences.length}; total ${seconds(performance.now() - startedAt)}`);
  return { lines, problems };
}

async function summarize(backup: Backup, restored: Restored, served: Served, dumpBytes: number) {
  const { fingerprint } = backup;
  const tables = [...fingerprint.keys()].filter((label) => label.startsWith('rows '));
  const rows = tables.reduce((sum, label) => sum + Number.parseInt(fingerprint.get(label)!, 10), 0);
  const { stdout: pgDumpVersion } = await run('pg_dump', ['--version']);
  return [
    `restore drill ${new Date().toISOString()}, commit ${await readCommit()}, ${pgDumpVersion.trim()}`,
    `activity: ${PLAYERS} players registered and deposited ${DEPOSIT_MINOR / 100} EUR each ` +
      `through the sandbox, ${PLAYERS * ROUNDS_PER_PLAYER} rounds, then ${backup.hotRounds} more ` +
      'rounds while the snapshot was dumped',
    `original: ${megabytes(backup.sourceBytes)}, ${tables.length} tables, ${rows} rows in the ` +
      `snapshot; pg_dump -Fc ${seconds(backup.dumpMs)} → ${megabytes(dumpBytes)}`,
    `restore: pg_restore ${seconds(restored.restoreMs)} → ${megabytes(restored.restoredBytes)}`,
    `fingerprints compared: ${fingerprint.size} (rows and content per table, schema objects, ` +
      `balances per currency and owner, latest transfer ${fingerprint.get('latest transfer')}, ` +
      `invariant checker on the restore ${restored.fingerprint.get('ledger invariant violations')})`,
    `sequences behind their columns: ${restored.sequencesBehind.length}`,
    `server on the restore: /ready ${served.readiness}; the witness signed in with balance ` +
      `${served.balance} (had ${backup.witnessBalance}); a bet of ${STAKE_MINOR} left ${served.afterBet}`,
    'point-in-time recovery: not part of this drill (a dump restores one moment); this cluster ' +
      `has ${restored.archiving} (see docs/OPERATIONS.md)`,
  ];
}

if (import.meta.main) {
  const adminUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const result = await withScratchDatabase(adminUrl, 'croupier_drill_original', (sourceUrl) =>
    withScratchDatabase(adminUrl, 'croupier_drill_restore', (targetUrl) =>
      drill(sourceUrl, targetUrl),
    ),
  );
  for (const line of result.lines) console.log(line);
  for (const problem of result.problems) console.error(`DIFFERENCE ${problem}`);
  console.log(result.problems.length === 0 ? 'PASS' : `FAIL: ${result.problems.length} problems`);
  process.exitCode = result.problems.length === 0 ? 0 : 1;
}
