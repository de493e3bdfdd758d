import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { currencies, invoices, outbox, paymentMethods, playerLimits } from '../../db/schema.ts';
import type { AppError } from '../../lib/app-error.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createProviderKit, type SessionPlayer } from '../games/provider-api/test-kit.ts';
import { checkInvariants } from '../ledger/invariants.ts';
import { createPaymentsKit, expectError, type TestPlayer } from '../payments/test-kit.ts';
import { openSession } from '../sessions/service.ts';
import * as limits from './service.ts';

/** The clock of the app's time rules: real time unless a test stands at a given moment. */
let fixedNow: Date | null = null;
let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: Awaited<ReturnType<typeof createProviderKit>>;
let api: ReturnType<typeof createPaymentsKit>;
beforeAll(async () => {
  t = await startTestApp(
    { WALLET_TURNOVER_MULTIPLIER: '0' },
    { clock: () => fixedNow ?? new Date() },
  );
  kit = await createProviderKit(t);
  api = createPaymentsKit(t);
});
afterAll(() => t.close());

const id = () => crypto.randomUUID();
const HOUR = 3_600_000;

function setLimit(player: TestPlayer, body: Record<string, unknown>) {
  return api.call('POST', '/api/player/limits', player.token, body);
}
async function limitsOf(player: TestPlayer) {
  const response = await api.call('GET', '/api/player/limits', player.token);
  expect(response.statusCode).toBe(200);
  return response.json().data as Record<string, unknown>[];
}
function deposit(player: TestPlayer, amount: number) {
  return api.call('POST', '/api/payment/invoices/deposit', player.token, {
    method: 'card',
    currency: 'EUR',
    accountId: player.accounts.EUR,
    fields: {},
    amount,
  });
}
const bet = (player: SessionPlayer, amount: number, roundId = id()) =>
  kit.bet(player, { transactionId: id(), roundId, amount });

describe('limits: setting, changing and removing', () => {
  it('sets a deposit limit in the active currency, once per period, with its running period', async () => {
    const player = await api.player();
    const created = await setLimit(player, { definition: 3, period: 'daily', amount: 10_000 });
    expect(created.statusCode, created.body).toBe(201);
    const limit = created.json().data;
    expect(limit).toMatchObject({
      definition: 3,
      period: 'daily',
      amount: 10_000,
      currentAmount: 0,
      currency: 'EUR',
      pending: null,
    });
    // The player has no time zone: the day runs to the next UTC midnight.
    const midnight = new Date();
    midnight.setUTCHours(24, 0, 0, 0);
    expect(limit.endsAt).toBe(midnight.toISOString());
    expectError(
      await setLimit(player, { definition: 3, period: 'daily', amount: 5000 }),
      409,
      13110,
    );
    expect(
      (await setLimit(player, { definition: 3, period: 'weekly', amount: 50_000 })).statusCode,
    ).toBe(201);
    expect((await limitsOf(player)).map((l) => l.period)).toEqual(['daily', 'weekly']);
  });

  it('refuses bad input and changes nothing', async () => {
    const player = await api.player();
    for (const body of [
      { definition: 1, period: 'daily', amount: 0 },
      { definition: 1, period: 'daily', amount: -500 },
      { definition: 1, period: 'daily', amount: 10.5 },
      { definition: 1, period: 'daily', amount: 10 ** 13 },
      { definition: 1, period: 'daily' },
      { definition: 9, period: 'daily', amount: 100 },
      { definition: 2, period: 'yearly', amount: 100 },
      { definition: 4, period: '6m', amount: 100 },
      { definition: 5, period: '6m' },
      { definition: 3, period: 'daily', amount: 100, currency: 'XYZ' },
    ]) {
      const response = await setLimit(player, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await limitsOf(player)).toEqual([]);
    const other = await api.player();
    const theirs = (await setLimit(other, { definition: 1, period: 'daily', amount: 100 })).json()
      .data.id;
    const put = await api.call('PUT', `/api/player/limits/${theirs}`, player.token, {
      period: 'daily',
      amount: 50,
    });
    expectError(put, 404, 10005);
    expectError(await api.call('DELETE', `/api/player/limits/${theirs}`, player.token), 404, 10005);
    expect((await limitsOf(other))[0]).toMatchObject({ amount: 100, pending: null });
  });

  it('applies a decrease at once; an increase only when confirmed 24 hours later, to the second', async () => {
    const player = await api.player();
    const start = new Date();
    fixedNow = start;
    try {
      const limit = (
        await setLimit(player, { definition: 2, period: 'weekly', amount: 5000 })
      ).json().data;
      const put = (amount: number, period = 'weekly') =>
        api.call('PUT', `/api/player/limits/${limit.id}`, player.token, { period, amount });

      const lower = await put(4000);
      expect(lower.json().data).toMatchObject({ amount: 4000, pending: null });

      const higher = await put(8000);
      expect(higher.statusCode).toBe(200);
      const confirmableAt = new Date(start.getTime() + 24 * HOUR).toISOString();
      expect(higher.json().data).toMatchObject({
        amount: 4000,
        pending: { amount: 8000, period: 'weekly', isRemoval: false, confirmableAt },
      });
      fixedNow = new Date(start.getTime() + 24 * HOUR - 1000); // 23:59:59 later
      const early = await put(8000);
      expectError(early, 409, 13112);
      expect(early.json().error.message).toContain(confirmableAt.slice(0, 16).replace('T', ' '));
      expect((await limitsOf(player))[0]).toMatchObject({ amount: 4000 });

      fixedNow = new Date(start.getTime() + 24 * HOUR); // 24:00:00 later
      expect((await put(8000)).json().data).toMatchObject({ amount: 8000, pending: null });

      // Another period is an increase too; a decrease meanwhile drops the waiting change.
      expect((await put(8000, 'daily')).json().data.pending).toMatchObject({ period: 'daily' });
      expect((await put(7000)).json().data).toMatchObject({ amount: 7000, pending: null });
    } finally {
      fixedNow = null;
    }
  });

  it('removes a limit only when asked again 24 hours later', async () => {
    const player = await api.player();
    const start = new Date();
    fixedNow = start;
    try {
      const limit = (
        await setLimit(player, { definition: 1, period: 'monthly', amount: 9000 })
      ).json().data;
      const remove = () => api.call('DELETE', `/api/player/limits/${limit.id}`, player.token);
      expect((await remove()).json().data.pending).toMatchObject({ isRemoval: true });
      fixedNow = new Date(start.getTime() + 24 * HOUR - 1000);
      expectError(await remove(), 409, 13112);
      fixedNow = new Date(start.getTime() + 24 * HOUR);
      expect((await remove()).json()).toEqual({ data: null });
      expect(await limitsOf(player)).toEqual([]);
    } finally {
      fixedNow = null;
    }
  });
});

describe('reality check', () => {
  it('keeps the interval a player chooses (off, 15, 30, 60 minutes) and refuses others', async () => {
    const player = await api.player();
    const get = () => api.call('GET', '/api/player/reality-check', player.token);
    expect((await get()).json()).toEqual({ data: { intervalMinutes: 0 } });
    const put = (intervalMinutes: unknown) =>
      api.call('PUT', '/api/player/reality-check', player.token, { intervalMinutes });
    expect((await put(30)).json()).toEqual({ data: { intervalMinutes: 30 } });
    for (const bad of [10, -15, '30', null]) expect((await put(bad)).statusCode).toBe(422);
    expect((await get()).json()).toEqual({ data: { intervalMinutes: 30 } });
    expectError(await api.call('GET', '/api/player/reality-check'), 401, 10003);
  });
});

describe('monthly statement', () => {
  it('sums a month of paid deposits and withdrawals, stakes and wins per currency', async () => {
    const player = await kit.sessionPlayer(10_000);
    const [method] = await t.db.select().from(paymentMethods).limit(1);
    const invoice = (type: number, status: number, amount: number, createdAt = new Date()) => ({
      playerId: player.playerId,
      accountId: player.accountId,
      type,
      status,
      methodId: method!.id,
      provider: method!.provider,
      currency: 'EUR',
      amount,
      createdAt,
    });
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    await t.db
      .insert(invoices)
      .values([
        invoice(1, 2, 5000),
        invoice(1, 3, 7000),
        invoice(1, 1, 3000),
        invoice(2, 2, 1000),
        invoice(1, 2, 9999, lastMonth),
      ]);
    const round = id();
    await kit.bet(player, { transactionId: id(), roundId: round, amount: 300 });
    await kit.win(player, { transactionId: id(), roundId: round, amount: 800 });
    await bet(player, 200);

    const statement = await api.call('GET', '/api/player/statement', player.token);
    expect(statement.statusCode, statement.body).toBe(200);
    const { data } = statement.json();
    expect(data.timeZone).toBe('UTC');
    expect(data.month).toBe(new Date().toISOString().slice(0, 7));
    expect(data.rows).toEqual([
      { currency: 'EUR', deposits: 5000, withdrawals: 1000, stakes: 500, wins: 800, net: 300 },
    ]);
    const previous = lastMonth.toISOString().slice(0, 7);
    const earlier = await api.call('GET', `/api/player/statement?month=${previous}`, player.token);
    expect(earlier.json().data.rows).toEqual([
      { currency: 'EUR', deposits: 9999, withdrawals: 0, stakes: 0, wins: 0, net: 0 },
    ]);
    for (const bad of ['2026-13', '2026-1', 'last']) {
      expect(
        (await api.call('GET', `/api/player/statement?month=${bad}`, player.token)).statusCode,
      ).toBe(422);
    }
  });
});

describe('limits: enforced where money moves', () => {
  it('refuses a deposit over the deposit limit (13100), and the methods once it is reached', async () => {
    const player = await api.player();
    await setLimit(player, { definition: 3, period: 'daily', amount: 10_000 });
    expect((await deposit(player, 6000)).statusCode).toBe(201);
    const before = await api.booksSnapshot();
    expectError(await deposit(player, 5000), 403, 13100);
    expect(await api.booksSnapshot()).toEqual(before);
    const methods = () =>
      api.call('GET', '/api/payment/methods/deposit?currency=EUR', player.token);
    expect((await methods()).statusCode).toBe(200);
    expect((await deposit(player, 4000)).statusCode).toBe(201);
    expectError(await methods(), 403, 13100);
    expect((await limitsOf(player))[0]).toMatchObject({ currentAmount: 10_000 });
  });

  it('refuses a bet over the bet limit with a live alert; a refunded stake no longer counts', async () => {
    const player = await kit.sessionPlayer(10_000);
    await setLimit(player, { definition: 1, period: 'daily', amount: 1000 });
    const first = id();
    expect(
      (await kit.bet(player, { transactionId: first, roundId: id(), amount: 600 })).statusCode,
    ).toBe(200);
    const cursor = await api.outboxCursor();
    const refused = await bet(player, 500);
    expectError(refused, 403, 14013);
    expect(await kit.balanceOf(player)).toBe(9400);
    expect(await api.eventsSince(cursor, `game:bets#${player.playerId}`)).toEqual([
      { event: 'game.limit.reached' },
    ]);
    const rollback = await kit.rollback(player, {
      transactionId: id(),
      roundId: (await limitsRoundOf(first))!,
      rollbackTransactionId: first,
    });
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect((await bet(player, 1000)).statusCode).toBe(200);
    expect((await limitsOf(player))[0]).toMatchObject({ currentAmount: 1000 });
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('never overshoots a loss limit under 64 parallel bets; wins make room again', async () => {
    const player = await kit.sessionPlayer(100_000);
    await setLimit(player, { definition: 2, period: 'daily', amount: 1000 });
    const answers = await Promise.all(Array.from({ length: 64 }, () => bet(player, 100)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 403)).toHaveLength(54);
    expect(await kit.balanceOf(player)).toBe(99_000);
    expectError(await bet(player, 100), 403, 14013);
    expect((await limitsOf(player))[0]).toMatchObject({ currentAmount: 1000 });
    // A win of 3.00 brings the net loss down to 7.00: three more bets of 1.00 fit.
    expect(
      (
        await kit.win(player, {
          transactionId: id(),
          roundId: (await anyRoundOf(player))!,
          amount: 300,
        })
      ).statusCode,
    ).toBe(200);
    expect((await limitsOf(player))[0]).toMatchObject({ currentAmount: 700 });
    const more = await Promise.all(Array.from({ length: 8 }, () => bet(player, 100)));
    expect(more.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('counts bets in another currency at the current rate, and fails closed without a rate', async () => {
    const player = await kit.sessionPlayer(10_000);
    await setLimit(player, { definition: 1, period: 'daily', amount: 100_000, currency: 'USD' });
    expect((await bet(player, 1000)).statusCode).toBe(200);
    const [usd] = await limitsOf(player);
    const [rate] = await queryRows<{ v: string }>(
      t.db,
      sql`select limit_convert(1000, 'EUR', 'USD') as v`,
    );
    expect(usd!.currentAmount).toBe(Number(rate!.v));
    expect(Number(rate!.v)).toBeGreaterThan(1000);

    await t.db
      .insert(currencies)
      .values({
        code: 'XTS',
        name: { en: 'Test units' },
        symbol: 'X',
        subunitToUnit: 100,
        type: 'fiat',
        position: 99,
      })
      .onConflictDoNothing();
    const noRate = await kit.sessionPlayer(5000);
    await t.db.insert(playerLimits).values({
      playerId: noRate.playerId,
      definition: 1,
      period: 'daily',
      amount: 100_000,
      currency: 'XTS',
    });
    expectError(await bet(noRate, 100), 422, 13113);
    expect(await kit.balanceOf(noRate)).toBe(5000);
  });
});

describe('self-exclusion and cooling-off', () => {
  it('closes every session and game at once, refuses sign-in until the end, and cannot be lifted', async () => {
    const player = await kit.sessionPlayer(10_000);
    const cursor = await api.outboxCursor();
    const created = await setLimit(player, { definition: 4, period: '6m' });
    expect(created.statusCode, created.body).toBe(201);
    const exclusion = created.json().data;
    expect(exclusion).toMatchObject({ definition: 4, period: '6m', amount: null, currency: null });
    expect(new Date(exclusion.endsAt).getTime()).toBeGreaterThan(Date.now() + 180 * 24 * HOUR);

    // The token is dead, the game takes no more bets, the live sockets are told to close.
    expectError(await api.call('GET', '/api/player/limits', player.token), 401, 10003);
    expectError(await bet(player, 100), 409, 14005);
    const disconnects = await t.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(sql`${outbox.id} > ${cursor} and ${outbox.topic} = 'live.disconnect'`);
    expect(disconnects.map((d) => d.payload)).toContainEqual(
      expect.objectContaining({ playerId: player.playerId }),
    );
    const signIn = openSession(t.db, t.app.tokens, {
      playerId: player.playerId,
      method: 'password',
      ttlDays: 30,
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    await expect(signIn).rejects.toMatchObject({ errorName: 'selfExcluded' });

    // Neither shortened, lifted, nor replaced by a second one.
    const change = (
      fn: (tx: Parameters<Parameters<typeof t.db.transaction>[0]>[0]) => Promise<unknown>,
    ) => t.db.transaction(fn).catch((error: AppError) => error.errorName);
    expect(
      await change((tx) =>
        limits.updateLimit(
          tx,
          player.playerId,
          exclusion.id,
          { period: 'daily', amount: 1 },
          new Date(),
        ),
      ),
    ).toBe('limitLocked');
    expect(
      await change((tx) => limits.removeLimit(tx, player.playerId, exclusion.id, new Date())),
    ).toBe('limitLocked');
    expect(
      await change((tx) =>
        limits.createLimit(tx, player.playerId, { definition: 5, period: '1d' }, new Date()),
      ),
    ).toBe('limitExists');
  });

  it('lets the player back in once a cooling-off period is over', async () => {
    const player = await api.player();
    const created = (await setLimit(player, { definition: 5, period: '1d' })).json().data;
    const ends = new Date(created.endsAt).getTime();
    expect(Math.abs(ends - (Date.now() + 24 * HOUR))).toBeLessThan(60_000);
    const open = () =>
      openSession(t.db, t.app.tokens, {
        playerId: player.playerId,
        method: 'password',
        ttlDays: 30,
        ip: '127.0.0.1',
        userAgent: 'test',
      });
    await expect(open()).rejects.toMatchObject({ errorName: 'selfExcluded' });
    await t.db
      .update(playerLimits)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(playerLimits.id, created.id));
    await expect(open()).resolves.toMatchObject({ profileId: player.playerId });
  });
});

/** The provider round id a bet transaction belongs to. */
async function limitsRoundOf(transactionId: string) {
  const rows = await kit.transactionRows(transactionId);
  return rows[0]?.providerRoundId as string | undefined;
}

async function anyRoundOf(player: SessionPlayer) {
  const [row] = await queryRows<{ provider_round_id: string }>(
    t.db,
    sql`select provider_round_id from game_rounds
        where player_id = ${player.playerId} and status = 1 limit 1`,
  );
  return row?.provider_round_id;
}
