import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAppSecret } from '../db/app-secrets.ts';
import { queryRows } from '../db/client.ts';
import { gameSessions, players } from '../db/schema.ts';
import { fundDemoAccount } from '../db/seed/wallet.ts';
import { seedDemoContent } from '../db/seed.ts';
import { signProviderRequest } from '../modules/games/provider-api/signature.ts';
import { LIMITS } from '../modules/players/rate-limits.ts';
import {
  createSharedDatabase,
  type ServerProcess,
  startBalancer,
  startServerProcess,
} from './server-process.ts';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const WITHDRAWAL_JOB_SECONDS = 1;
const FUNDING = 1_000_000;
const STAKE = 100;

/**
 * Several processes on one PostgreSQL and Redis behind a balancer, as ARCHITECTURE.md §1 scales
 * out: what one process does, the others see; what one process counts, the others share.
 */
describe.skipIf(!redisUrl || !databaseUrl)('several processes behind a balancer', () => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
  let nodes: ServerProcess[] = [];
  let balancer: Awaited<ReturnType<typeof startBalancer>>;
  const env = {
    REDIS_URL: redisUrl!,
    REDIS_KEY_PREFIX: `croupier-test-${crypto.randomUUID()}:`,
    JWT_SECRET: `cluster-test-${crypto.randomUUID()}`,
    TRUST_PROXY: 'true',
    WITHDRAWAL_JOB_SECONDS: String(WITHDRAWAL_JOB_SECONDS),
  };

  beforeAll(async () => {
    shared = await createSharedDatabase(databaseUrl!, 'cluster');
    await seedDemoContent(shared.database.db);
    nodes = await Promise.all([
      startServerProcess(shared.url, env),
      startServerProcess(shared.url, env),
    ]);
    balancer = await startBalancer(nodes.map((node) => node.baseUrl));
  }, 180_000);

  afterAll(async () => {
    await balancer?.close();
    await Promise.all(nodes.map((node) => node.stop()));
    await shared?.drop();
  });

  const post = (baseUrl: string, path: string, body: unknown, headers = {}) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('signs a player up through the balancer, and either process knows the session', async () => {
    const email = `cluster-${crypto.randomUUID()}@croupier.example`;
    const registered = await post(balancer.url, '/api/player/register', {
      email,
      password: 'secret123',
      password_confirmation: 'secret123',
      currency: 'EUR',
      country: 'DE',
      agreements: 1,
    });
    expect(registered.status).toBe(201);
    const signedIn = await post(nodes[1]!.baseUrl, '/api/player/sessions', {
      login: email,
      password: 'secret123',
    });
    expect(signedIn.status).toBe(201);
    const { accessToken } = ((await signedIn.json()) as { data: { accessToken: string } }).data;
    for (const node of nodes) {
      const profile = await fetch(`${node.baseUrl}/api/player/profile`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(profile.status).toBe(200);
      expect(((await profile.json()) as { data: { email: string } }).data.email).toBe(email);
    }
  });

  it('counts a rate limit once for the whole cluster, not once a process', async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.registerPerIp.max; i++) {
      // Alternating processes; an empty body is refused after the limiter has counted it.
      const node = nodes[i % nodes.length]!;
      const response = await post(
        node.baseUrl,
        '/api/player/register',
        {},
        {
          'x-forwarded-for': address,
        },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('runs a periodic job once an interval across the cluster', async () => {
    const runs = async () => {
      let total = 0;
      for (const node of nodes) {
        const text = await (await fetch(`${node.baseUrl}/metrics`)).text();
        const line = text
          .split('\n')
          .find((row) =>
            row.startsWith('croupier_job_runs_total{job="withdrawal payouts",outcome="ok"}'),
          );
        total += line ? Number(line.split(' ').at(-1)) : 0;
      }
      return total;
    };
    const before = await runs();
    const started = performance.now();
    await sleep(6_000);
    const ran = (await runs()) - before;
    const elapsedSeconds = (performance.now() - started) / 1000;
    // One process alone would run it about once a second; two unscheduled, twice. A turn lasts
    // 0.9 of the interval, so no more than that many fit in the window, plus one at its edge.
    expect(ran).toBeGreaterThan(0);
    expect(ran).toBeLessThanOrEqual(
      Math.floor(elapsedSeconds / (WITHDRAWAL_JOB_SECONDS * 0.9)) + 1,
    );
  });

  it('loses no bet when a process is stopped under load: each answered once, on the books once', async () => {
    const db = shared.database.db;
    const secret = await loadAppSecret(db, 'provider-api:demo', 32);
    const catalogue = await fetch(`${nodes[0]!.baseUrl}/api/game/games?perPage=1`);
    const [game] = ((await catalogue.json()) as { data: { id: string }[] }).data;
    const sessions = await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        const [player] = await db
          .insert(players)
          .values({
            email: `load-${index}-${crypto.randomUUID()}@croupier.example`,
            locale: 'en',
            currency: 'EUR',
          })
          .returning({ id: players.id });
        const accountId = await db.transaction(async (tx) => {
          await fundDemoAccount(tx, player!.id, 'EUR', FUNDING);
          const [row] = await queryRows<{ id: string }>(
            tx,
            sql`select id from wallet_accounts where player_id = ${player!.id} and currency = 'EUR'`,
          );
          return row!.id;
        });
        const [session] = await db
          .insert(gameSessions)
          .values({
            playerId: player!.id,
            gameId: game!.id,
            accountId,
            currency: 'EUR',
            integration: 'demo',
            device: 'desktop',
          })
          .returning({ id: gameSessions.id });
        return { token: session!.id, accountId };
      }),
    );

    const answers: { status: number; isDuplicate?: boolean }[] = [];
    let isLoading = true;
    const bettor = async (session: (typeof sessions)[number], index: number) => {
      for (let round = 0; isLoading; round++) {
        const roundId = `load-${index}-${round}`;
        const body = JSON.stringify({
          sessionToken: session.token,
          transactionId: `${roundId}:bet`,
          roundId,
          gameId: game!.id,
          amount: STAKE,
          currency: 'EUR',
        });
        const { timestamp, signature } = signProviderRequest(secret, body);
        const response = await fetch(`${balancer.url}/api/game/provider-api/demo/bet`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-croupier-timestamp': String(timestamp),
            'x-croupier-signature': signature,
          },
          body,
        });
        const answer = (await response.json()) as { isDuplicate?: boolean };
        answers.push({ status: response.status, isDuplicate: answer.isDuplicate });
      }
    };
    const load = Promise.all(sessions.map(bettor));
    await sleep(1_500);
    const answersBeforeStop = answers.length;
    const exitCode = await nodes[0]!.stop();
    await sleep(1_500);
    isLoading = false;
    await load;

    expect(exitCode).toBe(0);
    expect(answersBeforeStop).toBeGreaterThan(0);
    expect(answers.length).toBeGreaterThan(answersBeforeStop);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    // The balancer met the stopped process (it sent those requests on), and no request that
    // process took went unanswered: its retry would have found the bet taken (a duplicate).
    const { refused, dropped } = balancer.failures();
    expect(refused + dropped).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.isDuplicate)).toEqual([]);
    const accountIds = `{${sessions.map((session) => session.accountId).join(',')}}`;
    const [books] = await queryRows<{ bets: number; staked: number }>(
      db,
      sql`select count(*)::int as bets, coalesce(-sum(e.amount), 0)::int as staked
        from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
        where t.kind = 'bet' and e.account_id = any(${accountIds}::uuid[])`,
    );
    expect(books).toEqual({ bets: answers.length, staked: answers.length * STAKE });
  });
});
