/**
 * The seamless-wallet API under a provider's load: signed bet and win calls at 1,000 per second
 * from 64 game sessions (64 players), then bets as fast as the server takes them (capacity), with
 * the server in its own process, on PostgreSQL and then on the embedded database (PGlite). Then,
 * in this process on the same database, a bet's ledger posting with its house leg against the same
 * posting without it (the cost of crediting the house on every bet). Each load reports the CPU
 * time per call of the server, of PostgreSQL and of this process (the load generator), and the
 * machine's CPU steal, so a noisy run can still be judged. Figures only, no assertion.
 * `BENCH_DATABASES=postgres` (or `pglite`) runs one database only; `BENCH_BONUS=1` gives every
 * player an active bonus first, so each bet takes the bonus path of `provider_bet` (issue 12);
 * `BENCH_LIMITS=1` gives every player a daily bet limit and a daily loss limit (never reached), so
 * each bet and win moves two limit counters in the `game_rounds` trigger (issue 13).
 */
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { loadAppSecret } from '../apps/server/src/db/app-secrets.ts';
import { type Db, type Executor, openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { bonuses, gameSessions, playerLimits, players } from '../apps/server/src/db/schema.ts';
import { CODE_BONUS_CONDITIONS } from '../apps/server/src/db/seed/bonuses.ts';
import { fundDemoAccount } from '../apps/server/src/db/seed/wallet.ts';
import { issueBonus } from '../apps/server/src/modules/bonuses/service.ts';
import { houseAccountOf } from '../apps/server/src/modules/games/provider-api/context.ts';
import { signProviderRequest } from '../apps/server/src/modules/games/provider-api/signature.ts';
import {
  createDataDir,
  readCpuMs,
  readPostgresCpuMs,
  readStealMs,
  startServer,
  stopServer,
} from './lib/server.ts';
import { withScratchDatabase } from './wallet-accounts.ts';

export const PROVIDER_BUDGET = {
  ratePerSecond: 1000,
  p99Ms: 50,
  p999Ms: 150,
  capacity: 1500,
  cpuMsPerBet: 0.6,
  houseLegRatio: 0.9,
};
const SESSIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const STAKE_MINOR = 100;
export const FUNDING_MINOR = 10_000_000_00;
/** Every player holds an active bonus: the bet path with its bonus checks and wagering. */
const WITH_BONUS = process.env.BENCH_BONUS === '1';
const WITH_LIMITS = process.env.BENCH_LIMITS === '1';
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Session {
  token: string;
  gameId: string;
  playerId: string;
  accountId: string;
}

export async function firstGameId(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/game/games?perPage=1`);
  const [game] = ((await response.json()) as { data: { id: string }[] }).data;
  if (!game) throw new Error('the catalogue is not seeded');
  return game.id;
}

/** `count` (64) funded players, each with an open real-money session of the game. */
export async function openSessions(db: Db, gameId: string, count = SESSIONS): Promise<Session[]> {
  const game = { id: gameId };
  const sessions: Session[] = [];
  for (let i = 0; i < count; i++) {
    const [player] = await db
      .insert(players)
      .values({ email: `bench-${i}-${Date.now()}@croupier.example`, locale: 'en', currency: 'EUR' })
      .returning({ id: players.id });
    const account = await db.transaction(async (tx) => {
      await fundDemoAccount(tx, player!.id, 'EUR', FUNDING_MINOR);
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`select id from wallet_accounts where player_id = ${player!.id} and currency = 'EUR'`,
      );
      if (WITH_BONUS) await giveBenchBonus(tx, player!.id, row!.id);
      if (WITH_LIMITS) await giveBenchLimits(tx, player!.id);
      return row!;
    });
    const [session] = await db
      .insert(gameSessions)
      .values({
        playerId: player!.id,
        gameId: game.id,
        accountId: account.id,
        currency: 'EUR',
        integration: 'demo',
        device: 'desktop',
      })
      .returning({ id: gameSessions.id });
    sessions.push({
      token: session!.id,
      gameId: game.id,
      playerId: player!.id,
      accountId: account.id,
    });
  }
  return sessions;
}

/** A daily bet limit and a daily loss limit far above what the load stakes. */
async function giveBenchLimits(tx: Executor, playerId: string) {
  for (const definition of [1, 2]) {
    await tx.insert(playerLimits).values({
      playerId,
      definition,
      period: 'daily',
      amount: 1_000_000_000_000,
      currency: 'EUR',
    });
  }
}

/**
 * An active bonus the bench never wagers through (x1000), so every bet of the load runs the bonus
 * branch: the active bonus found, both accounts locked, cash taken first, the wagering counted.
 */
async function giveBenchBonus(tx: Executor, playerId: string, accountId: string) {
  const definition = {
    id: 'bench-bonus',
    name: { en: 'Bench bonus' },
    type: 1,
    trigger: 'code' as const,
    ...CODE_BONUS_CONDITIONS,
    wagerMultiplier: 1000,
    expiryDays: 30,
    contributions: { slot: 100, roulette: 10, crash: 50 },
  };
  await tx.insert(bonuses).values(definition).onConflictDoNothing();
  const [bonus] = await tx.select().from(bonuses).where(eq(bonuses.id, definition.id));
  await issueBonus(tx, { bonus: bonus!, playerId, accountId, currency: 'EUR', amount: 100_000 });
}

/** A signed provider call: autocannon sends what this returns. */
function signed(secret: string, path: string, payload: Record<string, unknown>) {
  const body = JSON.stringify(payload);
  const { timestamp, signature } = signProviderRequest(secret, body);
  return {
    method: 'POST',
    path,
    body,
    headers: {
      'content-type': 'application/json',
      'x-croupier-timestamp': String(timestamp),
      'x-croupier-signature': signature,
    },
  };
}

/**
 * Each connection plays one session at a time: bet, then win (half the rounds win twice the
 * stake), so every second call credits. With `isBetOnly`, every call is a bet on a new round.
 *
 * autocannon clears a connection's `context` each time it loops over `requests`, so what must
 * outlive one loop lives here: a round counter (every round id, hence every transaction id, is
 * new) and the sessions no connection is playing (a connection takes one for its bet and gives it
 * back once its round is answered; none free, e.g. after a timeout, shares one round-robin).
 */
export function roundRequests(secret: string, sessions: Session[], isBetOnly: boolean) {
  const run = crypto.randomUUID().slice(0, 8);
  const free = [...sessions];
  let nextRound = 0;
  let nextShared = 0;
  const bet = {
    setupRequest(_request: unknown, context: Record<string, unknown>) {
      const session = free.pop() ?? sessions[nextShared++ % sessions.length]!;
      const round = ++nextRound;
      const roundId = `${run}-${round}`;
      context.session = session;
      context.round = round;
      context.roundId = roundId;
      return signed(secret, '/api/game/provider-api/demo/bet', {
        sessionToken: session.token,
        transactionId: `${roundId}:bet`,
        roundId,
        gameId: session.gameId,
        amount: STAKE_MINOR,
        currency: 'EUR',
      });
    },
    ...(isBetOnly && { onResponse: release }),
  };
  const win = {
    setupRequest(_request: unknown, context: Record<string, unknown>) {
      const session = context.session as Session;
      const roundId = context.roundId as string;
      return signed(secret, '/api/game/provider-api/demo/win', {
        sessionToken: session.token,
        transactionId: `${roundId}:win`,
        roundId,
        amount: (context.round as number) % 2 === 0 ? STAKE_MINOR * 2 : 0,
        currency: 'EUR',
        isRoundClosed: true,
      });
    },
    onResponse: release,
  };
  function release(_status: number, _body: string, context: Record<string, unknown>) {
    const session = context.session as Session | undefined;
    if (session && !free.includes(session)) free.push(session);
  }
  return isBetOnly ? [bet] : [bet, win];
}

export interface CallbackLoad {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  p999Ms: number;
  errors: number;
  non2xx: number;
  cpuMsPerRequest: number;
  /** PostgreSQL's CPU a call (0 on the embedded database, which is inside the server). */
  databaseCpuMsPerRequest: number;
  /** This process's CPU a call: autocannon signing and sending. */
  generatorCpuMsPerRequest: number;
  /** Share of the machine's CPU time taken by the hypervisor during the load. */
  stealPercent: number;
}

async function load(
  server: Awaited<ReturnType<typeof startServer>>,
  label: string,
  requests: ReturnType<typeof roundRequests>,
  overallRate?: number,
): Promise<CallbackLoad> {
  const cpuBeforeMs = readCpuMs(server);
  const databaseBeforeMs = readPostgresCpuMs();
  const generatorBefore = process.cpuUsage();
  const stealBeforeMs = readStealMs();
  const startedAt = performance.now();
  const result = await autocannon({
    url: server.baseUrl,
    connections: SESSIONS,
    duration: SECONDS,
    requests,
    ...(overallRate && { overallRate }),
  });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    p999Ms: result.latency.p99_9,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...cpuPerCall(result.requests.total, {
      server: readCpuMs(server) - cpuBeforeMs,
      database: readPostgresCpuMs() - databaseBeforeMs,
      generator: process.cpuUsage(generatorBefore),
    }),
    stealPercent:
      ((readStealMs() - stealBeforeMs) / ((performance.now() - startedAt) * os.cpus().length)) *
      100,
  };
}

function cpuPerCall(
  calls: number,
  used: { server: number; database: number; generator: NodeJS.CpuUsage },
) {
  const per = (ms: number) => ms / Math.max(calls, 1);
  return {
    cpuMsPerRequest: per(used.server),
    databaseCpuMsPerRequest: per(used.database),
    generatorCpuMsPerRequest: per((used.generator.user + used.generator.system) / 1000),
  };
}

/** Where a run's data lives: a scratch PostgreSQL database, or an embedded one in a folder. */
type Target = { kind: 'postgres'; databaseUrl: string } | { kind: 'pglite'; dataDir: string };

function serverOptions(target: Target) {
  return {
    ...(target.kind === 'postgres'
      ? { databaseUrl: target.databaseUrl, dataDir: createDataDir('provider') }
      : { dataDir: target.dataDir }),
    // e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server.
    nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean),
  };
}

function openTarget(target: Target) {
  return openDatabase(
    target.kind === 'postgres'
      ? { url: target.databaseUrl }
      : { dataDir: path.join(target.dataDir, 'db') },
  );
}

/**
 * Players and sessions are written straight to the database. The embedded one admits one process
 * at a time, so there the server is started once to migrate and seed, stopped while this process
 * writes, and started again; on PostgreSQL both work side by side.
 */
async function prepare(target: Target) {
  const server = await startServer(serverOptions(target));
  const gameId = await firstGameId(server.baseUrl);
  if (target.kind === 'postgres') {
    const database = await openTarget(target);
    const sessions = await openSessions(database.db, gameId);
    const secret = await loadAppSecret(database.db, 'provider-api:demo', 32);
    return { server, sessions, secret, database };
  }
  await stopServer(server);
  const database = await openTarget(target);
  let sessions: Session[];
  let secret: string;
  try {
    sessions = await openSessions(database.db, gameId);
    secret = await loadAppSecret(database.db, 'provider-api:demo', 32);
  } finally {
    await database.close();
  }
  return { server: await startServer(serverOptions(target)), sessions, secret, database };
}

export async function measureCallbacks(target: Target) {
  const { server, sessions, secret, database } = await prepare(target);
  let isServerUp = true;
  try {
    await load(server, 'warm-up', roundRequests(secret, sessions, false), 500);
    const paced = await load(
      server,
      `bet+win at ${PROVIDER_BUDGET.ratePerSecond}/s`,
      roundRequests(secret, sessions, false),
      PROVIDER_BUDGET.ratePerSecond,
    );
    const capacity = await load(server, 'bets, unpaced', roundRequests(secret, sessions, true));
    if (target.kind === 'pglite') {
      await stopServer(server);
      isServerUp = false;
    }
    const books = target.kind === 'postgres' ? database : await openTarget(target);
    try {
      return {
        kind: target.kind,
        paced,
        capacity,
        // The house-leg comparison copies the bet's plain branch; with a bonus it is not taken.
        houseLeg: WITH_BONUS ? null : await measureHouseLeg(books.db, sessions),
      };
    } finally {
      await books.close();
    }
  } finally {
    if (isServerUp) await stopServer(server);
  }
}

/**
 * The house leg's cost, two ways, 64 clients for SECONDS each way on the bench's sessions:
 * - a whole bet (`provider_bet`, called as the API calls it) against the same function with the
 *   house leg taken out of its posting — a copy made in this scratch database from the real
 *   definition, so it cannot drift from it;
 * - the ledger posting alone (`ledger_post`), with and without the house leg.
 */
async function measureHouseLeg(db: Db, sessions: Session[]) {
  await copyBetWithoutHouseLeg(db);
  const houses = new Map<string, string>();
  for (const { accountId } of sessions) {
    houses.set(accountId, await houseAccountOf(db, 'EUR', accountId));
  }
  const bet = (name: string, session: Session, key: string) =>
    db.execute(sql`select ${sql.identifier(name)}('demo', ${key}::text, ${key}::text,
      ${session.token}::uuid, ${session.accountId}::uuid, ${houses.get(session.accountId)!}::uuid,
      1::bigint, 'EUR', 'bench', ${`provider:demo:${key}`}::text, '{}'::jsonb, true,
      ${`wallet:accounts#${session.playerId}`}::text, ${`game:bets#${session.playerId}`}::text,
      ${`player:${session.playerId}`}::text)`);
  const post = (accountIds: string[], amounts: number[], isPlayer: boolean[], key: string) =>
    db.execute(sql`select transfer_id from ledger_post(${key}::text, 'bet', 'posted', null,
      '{}'::jsonb, ${`{${accountIds}}`}::uuid[], ${`{${amounts}}`}::bigint[],
      ${`{${isPlayer}}`}::boolean[])`);
  const betWithHouse = await runClients(sessions, (session, key) =>
    bet('provider_bet', session, key),
  );
  const betWithoutHouse = await runClients(sessions, (session, key) =>
    bet(BET_WITHOUT_HOUSE_LEG, session, key),
  );
  const postWithHouse = await runClients(sessions, ({ accountId }, key) =>
    post([accountId, houses.get(accountId)!], [-1, 1], [true, false], key),
  );
  const postWithoutHouse = await runClients(sessions, ({ accountId }, key) =>
    post([accountId], [-1], [true], key),
  );
  return {
    bet: ratioOf(betWithHouse, betWithoutHouse),
    posting: ratioOf(postWithHouse, postWithoutHouse),
  };
}

const ratioOf = (withHouse: number, withoutHouse: number) => ({
  withHouse,
  withoutHouse,
  ratio: withHouse / withoutHouse,
});

const BET_WITHOUT_HOUSE_LEG = 'bench_bet_without_house_leg';
const HOUSE_LEG_POSTING =
  'ARRAY[p_account_id, p_house_id], ARRAY[-p_amount, p_amount], ARRAY[true, false]';

/** `provider_bet` as it is, but posting the player's leg alone. */
async function copyBetWithoutHouseLeg(db: Db) {
  const [row] = await queryRows<{ definition: string }>(
    db,
    sql`select pg_get_functiondef('provider_bet'::regproc) as definition`,
  );
  const definition = row!.definition;
  if (!definition.includes(HOUSE_LEG_POSTING)) {
    throw new Error('provider_bet no longer posts its house leg as this bench expects');
  }
  await db.execute(
    sql.raw(
      definition
        .replace(/provider_bet\(/, `${BET_WITHOUT_HOUSE_LEG}(`)
        .replace(HOUSE_LEG_POSTING, 'ARRAY[p_account_id], ARRAY[-p_amount], ARRAY[true]'),
    ),
  );
}

async function runClients<T>(items: T[], post: (item: T, key: string) => Promise<unknown>) {
  const run = crypto.randomUUID().slice(0, 8);
  let done = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const startedAt = performance.now();
  await Promise.all(
    items.map(async (item, client) => {
      for (let i = 0; performance.now() < deadline; i++) {
        await post(item, `bench:${run}:${client}:${i}`);
        done++;
      }
    }),
  );
  return done / ((performance.now() - startedAt) / 1000);
}

export function formatCallbacks(r: Awaited<ReturnType<typeof measureCallbacks>>) {
  const { p99Ms, p999Ms, capacity, cpuMsPerBet, houseLegRatio } = PROVIDER_BUDGET;
  const line = (l: CallbackLoad) =>
    `${l.label}: ${l.requestsPerSecond.toFixed(0)} req/s, p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms, ` +
    `p99.9 ${l.p999Ms} ms, errors ${l.errors}, non-2xx ${l.non2xx}; CPU a call: server ` +
    `${l.cpuMsPerRequest.toFixed(2)} ms, PostgreSQL ${l.databaseCpuMsPerRequest.toFixed(2)} ms, ` +
    `load generator ${l.generatorCpuMsPerRequest.toFixed(2)} ms; steal ${l.stealPercent.toFixed(1)} %`;
  return [
    `${r.kind === 'postgres' ? 'PostgreSQL' : 'Embedded database (PGlite)'}: provider API, ` +
      `${WITH_BONUS ? 'an active bonus on every player, ' : ''}` +
      `${SESSIONS} sessions, ${SECONDS} s each (${os.cpus().length} cores, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')})`,
    `${line(r.paced)} (target p99 ≤ ${p99Ms} ms, p99.9 ≤ ${p999Ms} ms, 0 errors)`,
    `${line(r.capacity)} (target ≥ ${capacity} bets/s, server CPU ≤ ${cpuMsPerBet} ms a bet)`,
    r.houseLeg
      ? `bet statement with house leg ${r.houseLeg.bet.withHouse.toFixed(0)}/s, without it ` +
        `${r.houseLeg.bet.withoutHouse.toFixed(0)}/s, ratio ${(r.houseLeg.bet.ratio * 100).toFixed(0)} %; ` +
        `ledger posting alone ${r.houseLeg.posting.withHouse.toFixed(0)}/s vs ` +
        `${r.houseLeg.posting.withoutHouse.toFixed(0)}/s, ratio ` +
        `${(r.houseLeg.posting.ratio * 100).toFixed(0)} % (target ≥ ${houseLegRatio * 100} %)`
      : 'house leg: not measured with bonuses on (it compares the plain branch of the bet)',
  ].join('\n');
}

if (import.meta.main) {
  const adminUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
  if (databases.includes('postgres')) {
    const result = await withScratchDatabase(adminUrl, 'croupier_bench_provider', (databaseUrl) =>
      measureCallbacks({ kind: 'postgres', databaseUrl }),
    );
    console.log(formatCallbacks(result));
  }
  if (databases.includes('pglite')) {
    const dataDir = createDataDir('provider-pglite');
    console.log(formatCallbacks(await measureCallbacks({ kind: 'pglite', dataDir })));
  }
}
