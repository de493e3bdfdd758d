/**
 * The seamless-wallet API under a provider's load: signed bet and win calls at 1,000 per second
 * from 64 game sessions (64 players), then bets as fast as the server takes them (capacity), on
 * PostgreSQL with the server in its own process. Then, in this process on the same database, a
 * bet's ledger posting with its house leg against a single-entry posting without one (the cost
 * of crediting the house on every bet). Figures only, no assertion.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadAppSecret } from '../apps/server/src/db/app-secrets.ts';
import { type Db, openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { gameSessions, players } from '../apps/server/src/db/schema.ts';
import { fundDemoAccount } from '../apps/server/src/db/seed/wallet.ts';
import { signProviderRequest } from '../apps/server/src/modules/games/provider-api/signature.ts';
import { ensureAccount, transfer } from '../apps/server/src/modules/ledger/service.ts';
import { createDataDir, readCpuMs, startServer, stopServer } from './lib/server.ts';
import { withScratchDatabase } from './wallet-accounts.ts';

export const PROVIDER_BUDGET = { ratePerSecond: 1000, p99Ms: 50, p999Ms: 150, capacity: 1200 };
const SESSIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const STAKE_MINOR = 100;
const FUNDING_MINOR = 10_000_000_00;
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

interface Session {
  token: string;
  gameId: string;
}

/** 64 funded players, each with an open real-money session of the first listed game. */
async function openSessions(db: Db, baseUrl: string): Promise<Session[]> {
  const response = await fetch(`${baseUrl}/api/game/games?perPage=1`);
  const [game] = ((await response.json()) as { data: { id: string }[] }).data;
  if (!game) throw new Error('the catalogue is not seeded');
  const sessions: Session[] = [];
  for (let i = 0; i < SESSIONS; i++) {
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
    sessions.push({ token: session!.id, gameId: game.id });
  }
  return sessions;
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
function roundRequests(secret: string, sessions: Session[], isBetOnly: boolean) {
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
}

async function load(
  server: Awaited<ReturnType<typeof startServer>>,
  label: string,
  requests: ReturnType<typeof roundRequests>,
  overallRate?: number,
): Promise<CallbackLoad> {
  const cpuBeforeMs = readCpuMs(server);
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
    cpuMsPerRequest: (readCpuMs(server) - cpuBeforeMs) / Math.max(result.requests.total, 1),
  };
}

export async function measureCallbacks(databaseUrl: string) {
  const server = await startServer({
    databaseUrl,
    dataDir: createDataDir('provider'),
    // e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server.
    nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean),
  });
  const database = await openDatabase({ url: databaseUrl });
  try {
    const sessions = await openSessions(database.db, server.baseUrl);
    const secret = await loadAppSecret(database.db, 'provider-api:demo', 32);
    await load(server, 'warm-up', roundRequests(secret, sessions, false), 500);
    const paced = await load(
      server,
      `bet+win at ${PROVIDER_BUDGET.ratePerSecond}/s`,
      roundRequests(secret, sessions, false),
      PROVIDER_BUDGET.ratePerSecond,
    );
    const capacity = await load(server, 'bets, unpaced', roundRequests(secret, sessions, true));
    const houseLeg = await measureHouseLeg(database.db);
    return { paced, capacity, houseLeg };
  } finally {
    await database.close();
    await stopServer(server);
  }
}

/**
 * 64 clients posting bets for SECONDS each way: the platform's bet (player → house, the house
 * leg appended without a lock) against a single-entry debit of the player alone (what a wallet
 * without a house side would write). The ratio is the house leg's cost.
 */
async function measureHouseLeg(db: Db) {
  const house = await ensureAccount(db, {
    ownerType: 'system',
    ownerId: 'house',
    currency: 'EUR',
    kind: 'house',
  });
  const accounts = await queryRows<{ id: string }>(
    db,
    sql`select id from wallet_accounts where currency = 'EUR' order by id limit ${SESSIONS}`,
  );
  const ids = accounts.map((row) => row.id);
  const withHouse = await runClients(ids, (accountId, key) =>
    transfer(db, {
      idempotencyKey: key,
      kind: 'bet',
      legs: [
        { accountId, amountMinor: -1 },
        { accountId: house.id, amountMinor: 1 },
      ],
    }),
  );
  const withoutHouse = await runClients(ids, (accountId, key) =>
    db.execute(sql`
      with moved as (
        update ledger_accounts set balance = balance - 1 where id = ${accountId}
        returning id, balance
      ), posted as (
        insert into ledger_transfers (idempotency_key, kind, status) values (${key}, 'bet', 'posted')
        returning id
      )
      insert into ledger_entries (transfer_id, account_id, amount, balance_after)
      select posted.id, moved.id, -1, moved.balance from posted, moved`),
  );
  return { withHouse, withoutHouse, ratio: withHouse / withoutHouse };
}

async function runClients(
  ids: string[],
  post: (accountId: string, key: string) => Promise<unknown>,
) {
  const run = crypto.randomUUID().slice(0, 8);
  let done = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const startedAt = performance.now();
  await Promise.all(
    ids.map(async (accountId, client) => {
      for (let i = 0; performance.now() < deadline; i++) {
        await post(accountId, `bench:${run}:${client}:${i}`);
        done++;
      }
    }),
  );
  return done / ((performance.now() - startedAt) / 1000);
}

export function formatCallbacks(r: Awaited<ReturnType<typeof measureCallbacks>>) {
  const { p99Ms, p999Ms, capacity } = PROVIDER_BUDGET;
  const line = (l: CallbackLoad) =>
    `${l.label}: ${l.requestsPerSecond.toFixed(0)} req/s, p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms, ` +
    `p99.9 ${l.p999Ms} ms, errors ${l.errors}, non-2xx ${l.non2xx}, server CPU ` +
    `${l.cpuMsPerRequest.toFixed(2)} ms/request`;
  return [
    `PostgreSQL provider API, ${SESSIONS} sessions, ${SECONDS} s each (${os.cpus().length} cores, load ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')})`,
    `${line(r.paced)} (target p99 ≤ ${p99Ms} ms, p99.9 ≤ ${p999Ms} ms, 0 errors)`,
    `${line(r.capacity)} (target ≥ ${capacity} bets/s)`,
    `ledger bet with house leg ${r.houseLeg.withHouse.toFixed(0)}/s, single-entry without ` +
      `${r.houseLeg.withoutHouse.toFixed(0)}/s, ratio ${(r.houseLeg.ratio * 100).toFixed(0)} % ` +
      '(target ≥ 90 %)',
  ].join('\n');
}

if (import.meta.main) {
  const adminUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const result = await withScratchDatabase(adminUrl, 'croupier_bench_provider', measureCallbacks);
  console.log(formatCallbacks(result));
}
