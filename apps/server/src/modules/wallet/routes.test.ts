import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ledgerAccounts,
  ledgerTransfers,
  outbox,
  players,
  walletAccounts,
} from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { checkInvariants } from '../ledger/invariants.ts';
import { ensureAccount, transfer } from '../ledger/service.ts';
import { createKit } from '../players/test-kit.ts';
import { openSession } from '../sessions/service.ts';
import { addDepositTurnover, configureWallet, recordWager } from './service.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createKit>;
beforeAll(async () => {
  t = await startTestApp();
  kit = createKit(t);
});
afterAll(() => t.close());

interface AccountBody {
  id: string;
  currency: string;
  type: 'fiat' | 'crypto';
  status: 1 | 2 | 3;
  balance: number;
  withdrawalBalance: number;
}

async function signInDemo(login = 'demo@croupier.example') {
  const response = await kit.signIn(login);
  expect(response.statusCode).toBe(201);
  const { accessToken, profileId } = response.json().data;
  return { token: accessToken as string, playerId: profileId as string };
}

/** A player row without any wallet account, as players created before wallets were. */
async function legacyPlayer(currency: string | null) {
  const [player] = await t.db
    .insert(players)
    .values({ locale: 'en', email: `${crypto.randomUUID()}@example.test`, currency })
    .returning({ id: players.id });
  const session = await openSession(t.db, t.app.tokens, {
    playerId: player!.id,
    method: 'password',
    ttlDays: 30,
    ip: '127.0.0.1',
    userAgent: 'vitest',
  });
  return { token: session.accessToken, playerId: player!.id };
}

async function accountsOf(token: string): Promise<AccountBody[]> {
  const response = await kit.get('/api/wallet/accounts', { token });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** The id of the newest outbox row: events written after it are the ones a step caused. */
async function outboxCursor() {
  const [row] = await t.db
    .select({ max: sql<number>`coalesce(max(${outbox.id}), 0)::int` })
    .from(outbox);
  return row!.max;
}

async function accountEventsSince(cursor: number, playerId: string): Promise<AccountBody[]> {
  const rows = await t.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(
      and(
        gt(outbox.id, cursor),
        eq(outbox.topic, 'live.publish'),
        sql`${outbox.payload}->>'channel' = ${`wallet:accounts#${playerId}`}`,
      ),
    )
    .orderBy(outbox.id);
  return rows.map((row) => row.payload.data as AccountBody);
}

/** What a refusal must leave untouched: the ledger's accounts and transfers, the wallet rows. */
async function booksSnapshot() {
  const count = async (
    table: typeof ledgerAccounts | typeof ledgerTransfers | typeof walletAccounts,
  ) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  const statuses = await t.db
    .select({ id: walletAccounts.id, status: walletAccounts.status })
    .from(walletAccounts)
    .orderBy(walletAccounts.id);
  return {
    ledgerAccounts: await count(ledgerAccounts),
    transfers: await count(ledgerTransfers),
    statuses,
  };
}

function expectError(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: number,
) {
  expect(response.statusCode).toBe(status);
  expect((response.json() as { error: { code: number } }).error.code).toBe(code);
}

describe('GET /api/wallet/accounts', () => {
  it('lists the demo accounts: active first, then by currency position, with the ledger balance', async () => {
    const { token } = await signInDemo();
    const accounts = await accountsOf(token);
    expect(
      accounts.map(({ currency, type, status, balance, withdrawalBalance }) => ({
        currency,
        type,
        status,
        balance,
        withdrawalBalance,
      })),
    ).toEqual([
      { currency: 'EUR', type: 'fiat', status: 1, balance: 500_00, withdrawalBalance: 500_00 },
      { currency: 'USD', type: 'fiat', status: 2, balance: 250_00, withdrawalBalance: 250_00 },
      {
        currency: 'BTC',
        type: 'crypto',
        status: 2,
        balance: 1_000_000,
        withdrawalBalance: 1_000_000,
      },
    ]);
    const [eur] = await t.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, accounts[0]!.id));
    expect(eur).toMatchObject({
      ownerType: 'player',
      kind: 'cash',
      currency: 'EUR',
      balance: 500_00,
    });
  });

  it('opens an active account in the registration currency when a player registers', async () => {
    const { accessToken, profileId } = await kit.register(
      `reg-${crypto.randomUUID()}@example.test`,
      {
        currency: 'USD',
      },
    );
    // Opened by the registration's transaction, before any read of the accounts.
    const rows = await t.db
      .select()
      .from(walletAccounts)
      .where(eq(walletAccounts.playerId, profileId));
    expect(rows).toMatchObject([{ currency: 'USD', status: 1 }]);
    const accounts = await accountsOf(accessToken);
    expect(accounts).toMatchObject([{ id: rows[0]!.id, currency: 'USD', status: 1, balance: 0 }]);
  });

  it("opens an account for a player who has none: the player's currency, else the base one", async () => {
    const withCurrency = await legacyPlayer('GBP');
    const cursor = await outboxCursor();
    expect(await accountsOf(withCurrency.token)).toMatchObject([
      { currency: 'GBP', status: 1, balance: 0 },
    ]);
    expect(await accountEventsSince(cursor, withCurrency.playerId)).toMatchObject([
      { currency: 'GBP', status: 1 },
    ]);
    // A second read finds it and opens nothing more.
    expect(await accountsOf(withCurrency.token)).toHaveLength(1);

    const withoutCurrency = await legacyPlayer(null);
    expect(await accountsOf(withoutCurrency.token)).toMatchObject([{ currency: 'EUR', status: 1 }]);
  });

  it('opens one account, announced once, when first reads come at once', async () => {
    const player = await legacyPlayer('USD');
    const cursor = await outboxCursor();
    const lists = await Promise.all([1, 2, 3, 4].map(() => accountsOf(player.token)));
    const ids = new Set(lists.map((list) => list.map((account) => account.id).join()));
    expect(ids.size).toBe(1);
    expect(lists[0]).toMatchObject([{ currency: 'USD', status: 1 }]);
    expect(await accountEventsSince(cursor, player.playerId)).toHaveLength(1);
  });

  it('refuses anonymous requests', async () => {
    expectError(await kit.get('/api/wallet/accounts'), 401, 10003);
  });
});

describe('POST /api/wallet/accounts', () => {
  it('adds an enabled currency, answers it again without a second account or event', async () => {
    const player = await legacyPlayer('EUR');
    await accountsOf(player.token);
    let cursor = await outboxCursor();
    const added = await kit.post(
      '/api/wallet/accounts',
      { currency: 'CAD' },
      { token: player.token },
    );
    expect(added.statusCode).toBe(201);
    const cad = added.json().data as AccountBody;
    expect(cad).toMatchObject({
      currency: 'CAD',
      type: 'fiat',
      status: 2,
      balance: 0,
      withdrawalBalance: 0,
    });
    expect(await accountEventsSince(cursor, player.playerId)).toEqual([cad]);

    cursor = await outboxCursor();
    const again = await kit.post(
      '/api/wallet/accounts',
      { currency: 'CAD' },
      { token: player.token },
    );
    expect(again.json().data).toEqual(cad);
    expect(await accountEventsSince(cursor, player.playerId)).toEqual([]);
    expect((await accountsOf(player.token)).map((a) => a.currency)).toEqual(['EUR', 'CAD']);
  });

  it("makes a player's first account the active one", async () => {
    const player = await legacyPlayer('EUR');
    const added = await kit.post(
      '/api/wallet/accounts',
      { currency: 'ETH' },
      { token: player.token },
    );
    expect(added.json().data).toMatchObject({ currency: 'ETH', type: 'crypto', status: 1 });
  });

  it('refuses a disabled or unknown currency with currencyUnavailable and changes nothing', async () => {
    const { token } = await signInDemo();
    const before = await booksSnapshot();
    for (const currency of ['JPY', 'XYZ']) {
      const response = await kit.post('/api/wallet/accounts', { currency }, { token });
      expectError(response, 422, 13107);
      expect(response.json().error.fields).toHaveProperty('currency');
    }
    expect(await booksSnapshot()).toEqual(before);
  });

  it('opens exactly one active account when a new player adds currencies at once', async () => {
    const player = await legacyPlayer(null);
    const currencies = ['USD', 'GBP', 'CAD', 'AUD'];
    const responses = await Promise.all(
      currencies.map((currency) =>
        kit.post('/api/wallet/accounts', { currency }, { token: player.token }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const accounts = await accountsOf(player.token);
    expect(accounts).toHaveLength(4);
    expect(accounts.filter((a) => a.status === 1)).toHaveLength(1);
  });
});

describe('PUT /api/wallet/accounts/:id/switch and /hide', () => {
  it('switches the active account and publishes both changed accounts', async () => {
    const player = await legacyPlayer('EUR');
    const [eur] = await accountsOf(player.token);
    const usd = (
      await kit.post('/api/wallet/accounts', { currency: 'USD' }, { token: player.token })
    ).json().data as AccountBody;
    const cursor = await outboxCursor();
    const response = await kit.put(
      `/api/wallet/accounts/${usd.id}/switch`,
      {},
      { token: player.token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject([
      { id: usd.id, status: 1 },
      { id: eur!.id, status: 2 },
    ]);
    expect(await accountEventsSince(cursor, player.playerId)).toMatchObject([
      { id: eur!.id, status: 2 },
      { id: usd.id, status: 1 },
    ]);
    // Switching to the account already active changes nothing and says nothing.
    const again = await outboxCursor();
    await kit.put(`/api/wallet/accounts/${usd.id}/switch`, {}, { token: player.token });
    expect(await accountEventsSince(again, player.playerId)).toEqual([]);
  });

  it('hides an account, refuses to switch to it, and shows it again when added', async () => {
    const player = await legacyPlayer('EUR');
    await accountsOf(player.token);
    const sek = (
      await kit.post('/api/wallet/accounts', { currency: 'SEK' }, { token: player.token })
    ).json().data as AccountBody;
    let cursor = await outboxCursor();
    const hidden = await kit.put(
      `/api/wallet/accounts/${sek.id}/hide`,
      {},
      { token: player.token },
    );
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({ id: sek.id, status: 3 });
    expect(await accountEventsSince(cursor, player.playerId)).toMatchObject([
      { id: sek.id, status: 3 },
    ]);
    expect((await accountsOf(player.token)).find((a) => a.id === sek.id)?.status).toBe(3);

    const before = await booksSnapshot();
    expectError(
      await kit.put(`/api/wallet/accounts/${sek.id}/switch`, {}, { token: player.token }),
      409,
      13109,
    );
    expect(await booksSnapshot()).toEqual(before);

    cursor = await outboxCursor();
    const shown = await kit.post(
      '/api/wallet/accounts',
      { currency: 'SEK' },
      { token: player.token },
    );
    expect(shown.json().data).toMatchObject({ id: sek.id, status: 2 });
    expect(await accountEventsSince(cursor, player.playerId)).toMatchObject([
      { id: sek.id, status: 2 },
    ]);
  });

  it('refuses to hide the active account', async () => {
    const player = await legacyPlayer('EUR');
    const [eur] = await accountsOf(player.token);
    const before = await booksSnapshot();
    const cursor = await outboxCursor();
    expectError(
      await kit.put(`/api/wallet/accounts/${eur!.id}/hide`, {}, { token: player.token }),
      409,
      13106,
    );
    expect(await booksSnapshot()).toEqual(before);
    expect(await accountEventsSince(cursor, player.playerId)).toEqual([]);
  });

  it("answers notFound for another player's account or an unknown id", async () => {
    const demo = await signInDemo();
    const [demoEur] = await accountsOf(demo.token);
    const other = await legacyPlayer('EUR');
    await accountsOf(other.token);
    const before = await booksSnapshot();
    for (const id of [demoEur!.id, crypto.randomUUID()]) {
      expectError(
        await kit.put(`/api/wallet/accounts/${id}/switch`, {}, { token: other.token }),
        404,
        10005,
      );
      expectError(
        await kit.put(`/api/wallet/accounts/${id}/hide`, {}, { token: other.token }),
        404,
        10005,
      );
    }
    expect(await booksSnapshot()).toEqual(before);
  });
});

describe('deposit turnover', () => {
  it('keeps the turnover still to wager out of the withdrawal balance and the risk data', async () => {
    const player = await legacyPlayer('EUR');
    const [eur] = await accountsOf(player.token);
    const clearing = await ensureAccount(t.db, {
      ownerType: 'system',
      ownerId: 'clearing:test',
      currency: 'EUR',
      kind: 'clearing',
    });
    const deposit = async (key: string, amountMinor: number) =>
      t.db.transaction(async (tx) => {
        await transfer(tx, {
          idempotencyKey: key,
          kind: 'deposit',
          legs: [
            { accountId: clearing.id, amountMinor: -amountMinor },
            { accountId: eur!.id, amountMinor },
          ],
        });
        await addDepositTurnover(tx, eur!.id, amountMinor);
      });
    await deposit(`turnover-a-${player.playerId}`, 100_00);
    const risk = async () =>
      (
        await kit.get('/api/risk/reasons/turn-over-wager?currency=EUR', { token: player.token })
      ).json().data;
    expect(await risk()).toEqual({
      total: 100_00,
      turnOverWager: 0,
      turnOverWagerAmount: 100_00,
      currency: 'EUR',
    });
    expect((await accountsOf(player.token))[0]).toMatchObject({
      balance: 100_00,
      withdrawalBalance: 0,
    });

    await t.db.transaction((tx) => recordWager(tx, eur!.id, 30_00));
    expect(await risk()).toEqual({
      total: 100_00,
      turnOverWager: 30_00,
      turnOverWagerAmount: 70_00,
      currency: 'EUR',
    });
    expect((await accountsOf(player.token))[0]).toMatchObject({
      balance: 100_00,
      withdrawalBalance: 30_00,
    });

    // Wagers beyond the requirement do not pre-pay the turnover of a later deposit.
    await t.db.transaction((tx) => recordWager(tx, eur!.id, 500_00));
    expect(await risk()).toMatchObject({
      total: 100_00,
      turnOverWager: 100_00,
      turnOverWagerAmount: 0,
    });
    await deposit(`turnover-b-${player.playerId}`, 50_00);
    expect((await accountsOf(player.token))[0]).toMatchObject({
      balance: 150_00,
      withdrawalBalance: 100_00,
    });

    // With a multiplier of 2 a deposit asks for twice its amount; 0 asks for nothing.
    configureWallet({ turnoverMultiplier: 2 });
    try {
      await deposit(`turnover-c-${player.playerId}`, 10_00);
      expect(await risk()).toMatchObject({ total: 170_00, turnOverWagerAmount: 70_00 });
      // Turned off, the rule asks nothing of new deposits and lifts what earlier ones asked.
      configureWallet({ turnoverMultiplier: 0 });
      await deposit(`turnover-d-${player.playerId}`, 10_00);
      expect(await risk()).toMatchObject({ total: 170_00, turnOverWagerAmount: 0 });
      expect((await accountsOf(player.token))[0]).toMatchObject({ withdrawalBalance: 170_00 });
    } finally {
      configureWallet({ turnoverMultiplier: 1 });
    }
    expect((await accountsOf(player.token))[0]).toMatchObject({
      balance: 170_00,
      withdrawalBalance: 100_00,
    });
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('answers notFound for a currency the player has no account in', async () => {
    const { token } = await signInDemo();
    expectError(
      await kit.get('/api/risk/reasons/turn-over-wager?currency=GBP', { token }),
      404,
      10005,
    );
  });
});
