/**
 * Exactly-once under a provider's load: 200,000 signed callbacks (`MIXED_CALLS`) from 64 game
 * sessions against a server in its own process on a scratch PostgreSQL database. Each session
 * plays rounds one after the other: a bet, then its win (nothing, or twice the stake) or, in 5 %
 * of rounds, its rollback. 10 % of the calls are sent twice: half of those again after the answer,
 * half at the same time as the first. A model in this process keeps what each balance must be.
 * At the end: every call answered 200, every second copy answered as the first with isDuplicate,
 * each balance equal to the model, one ledger transfer per money call, and the ledger invariant
 * checker (modules/ledger/invariants.ts) finds nothing. Exits 1 on any mismatch.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { loadAppSecret } from '../apps/server/src/db/app-secrets.ts';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { signProviderRequest } from '../apps/server/src/modules/games/provider-api/signature.ts';
import { checkInvariants } from '../apps/server/src/modules/ledger/invariants.ts';
import {
  createDataDir,
  readCpuMs,
  readPostgresCpuMs,
  startServer,
  stopServer,
} from './lib/server.ts';
import { FUNDING_MINOR, firstGameId, openSessions, type Session } from './provider-callbacks.ts';
import { withScratchDatabase } from './wallet-accounts.ts';

const CALLS = Number(process.env.MIXED_CALLS ?? 200_000);
const STAKE_MINOR = 100;
const REPLAY_SHARE = 0.1;
const ROLLBACK_SHARE = 0.05;
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

interface Answer {
  balance: number;
  transactionId: string;
  isDuplicate: boolean;
}

interface Tally {
  calls: number;
  replays: number;
  rollbacks: number;
  moneyCalls: number;
  problems: string[];
}

/** A deterministic stream of numbers in [0, 1), so a failing run can be repeated exactly. */
function randomStream(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function createCaller(baseUrl: string, secret: string) {
  return async (name: 'bet' | 'win' | 'rollback', payload: Record<string, unknown>) => {
    const body = JSON.stringify(payload);
    const { timestamp, signature } = signProviderRequest(secret, body);
    const response = await fetch(`${baseUrl}/api/game/provider-api/demo/${name}`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-croupier-timestamp': String(timestamp),
        'x-croupier-signature': signature,
      },
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${name} answered ${response.status}: ${text}`);
    return JSON.parse(text) as Answer;
  };
}

/**
 * Sends a call once, or twice (after the answer, or at the same time), and checks that both
 * copies answer the same transaction with exactly one of them new.
 */
async function send(
  call: ReturnType<typeof createCaller>,
  tally: Tally,
  random: () => number,
  name: 'bet' | 'win' | 'rollback',
  payload: Record<string, unknown>,
): Promise<Answer> {
  tally.calls++;
  if (random() >= REPLAY_SHARE) return call(name, payload);
  tally.calls++;
  tally.replays++;
  const answers =
    random() < 0.5
      ? await Promise.all([call(name, payload), call(name, payload)])
      : [await call(name, payload), await call(name, payload)];
  const fresh = answers.filter((answer) => !answer.isDuplicate);
  if (fresh.length !== 1 || answers[0]!.transactionId !== answers[1]!.transactionId) {
    tally.problems.push(`${name} ${String(payload.transactionId)}: ${JSON.stringify(answers)}`);
  }
  return fresh[0] ?? answers[0]!;
}

/** One session's rounds until the run has sent its calls; answers the balance the model expects. */
async function play(
  session: Session,
  index: number,
  call: ReturnType<typeof createCaller>,
  tally: Tally,
) {
  const random = randomStream(index + 1);
  let balance = FUNDING_MINOR;
  for (let round = 0; tally.calls < CALLS; round++) {
    const roundId = `mixed-${index}-${round}`;
    const common = { sessionToken: session.token, roundId };
    await send(call, tally, random, 'bet', {
      ...common,
      transactionId: `${roundId}:bet`,
      gameId: session.gameId,
      amount: STAKE_MINOR,
      currency: 'EUR',
    });
    balance -= STAKE_MINOR;
    tally.moneyCalls++;
    if (random() < ROLLBACK_SHARE) {
      tally.rollbacks++;
      await send(call, tally, random, 'rollback', {
        ...common,
        transactionId: `${roundId}:rollback`,
        rollbackTransactionId: `${roundId}:bet`,
      });
      balance += STAKE_MINOR;
      tally.moneyCalls++;
      continue;
    }
    const win = random() < 0.5 ? STAKE_MINOR * 2 : 0;
    const answer = await send(call, tally, random, 'win', {
      ...common,
      transactionId: `${roundId}:win`,
      amount: win,
      currency: 'EUR',
      isRoundClosed: true,
    });
    balance += win;
    if (win > 0) tally.moneyCalls++;
    if (answer.balance !== balance) {
      tally.problems.push(
        `session ${index} round ${round}: balance ${answer.balance} ≠ ${balance}`,
      );
      balance = answer.balance;
    }
  }
  return balance;
}

async function runMixed(databaseUrl: string) {
  const server = await startServer({ databaseUrl, dataDir: createDataDir('provider-mixed') });
  const database = await openDatabase({ url: databaseUrl });
  try {
    const sessions = await openSessions(database.db, await firstGameId(server.baseUrl));
    const secret = await loadAppSecret(database.db, 'provider-api:demo', 32);
    const [before] = await queryRows<{ transfers: number }>(
      database.db,
      sql`select count(*)::int as transfers from ledger_transfers`,
    );
    const call = createCaller(server.baseUrl, secret);
    const tally: Tally = { calls: 0, replays: 0, rollbacks: 0, moneyCalls: 0, problems: [] };
    const serverCpuBeforeMs = readCpuMs(server);
    const databaseCpuBeforeMs = readPostgresCpuMs();
    const startedAt = performance.now();
    const expected = await Promise.all(
      sessions.map((session, index) => play(session, index, call, tally)),
    );
    const seconds = (performance.now() - startedAt) / 1000;
    const serverCpuMs = readCpuMs(server) - serverCpuBeforeMs;
    const databaseCpuMs = readPostgresCpuMs() - databaseCpuBeforeMs;
    const balances = await queryRows<{ session: string; balance: string | number }>(
      database.db,
      sql`select s.id as session, a.balance from game_sessions s
          join ledger_accounts a on a.id = s.account_id`,
    );
    const balanceOf = new Map(balances.map((row) => [row.session, Number(row.balance)]));
    sessions.forEach((session, index) => {
      if (balanceOf.get(session.token) !== expected[index]) {
        tally.problems.push(
          `session ${index}: ${balanceOf.get(session.token)} ≠ ${expected[index]}`,
        );
      }
    });
    const [after] = await queryRows<{ transfers: number }>(
      database.db,
      sql`select count(*)::int as transfers from ledger_transfers`,
    );
    const posted = after!.transfers - before!.transfers;
    if (posted !== tally.moneyCalls) {
      tally.problems.push(`${posted} ledger transfers for ${tally.moneyCalls} money calls`);
    }
    const violations = await checkInvariants(database.db);
    return { tally, seconds, serverCpuMs, databaseCpuMs, posted, violations };
  } finally {
    await database.close();
    await stopServer(server);
  }
}

if (import.meta.main) {
  const adminUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const result = await withScratchDatabase(adminUrl, 'croupier_bench_mixed', runMixed);
  const { tally, seconds, serverCpuMs, databaseCpuMs, posted, violations } = result;
  console.log(
    `PostgreSQL mixed provider run: ${tally.calls} callbacks in ${seconds.toFixed(0)} s ` +
      `(${(tally.calls / seconds).toFixed(0)}/s), ${tally.replays} sent twice, ` +
      `${tally.rollbacks} rollbacks, ${posted} ledger transfers for ${tally.moneyCalls} money calls; ` +
      `CPU a call: server ${(serverCpuMs / tally.calls).toFixed(2)} ms, PostgreSQL ` +
      `${(databaseCpuMs / tally.calls).toFixed(2)} ms; invariant violations ${violations.length}, ` +
      `other problems ${tally.problems.length} (${os.cpus().length} cores, load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')})`,
  );
  for (const problem of [...tally.problems, ...violations.map((v) => JSON.stringify(v))].slice(
    0,
    20,
  )) {
    console.log(`  ${problem}`);
  }
  if (violations.length > 0 || tally.problems.length > 0) process.exitCode = 1;
}
