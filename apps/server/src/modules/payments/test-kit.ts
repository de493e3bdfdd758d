import { and, eq, gt, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { invoices, ledgerEntries, ledgerTransfers, outbox, players } from '../../db/schema.ts';
import {
  SIGNATURE_HEADER,
  signWebhook,
  TIMESTAMP_HEADER,
} from '../../integrations/payments/sandbox.ts';
import type { startTestApp } from '../../test/test-app.ts';
import { houseAccount, transfer } from '../ledger/service.ts';
import { openSession } from '../sessions/service.ts';
import { openWalletAccount } from '../wallet/service.ts';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export interface TestPlayer {
  token: string;
  playerId: string;
  /** Account id by currency. */
  accounts: Record<string, string>;
}

/** Players, calls, webhooks and ledger reads the payment tests share. */
export function createPaymentsKit(t: TestApp) {
  async function player(
    options: {
      country?: string;
      currencies?: string[];
      status?: number;
      firstName?: string;
      lastName?: string;
      phone?: string;
    } = {},
  ): Promise<TestPlayer> {
    const { currencies = ['EUR'], country = 'DE', status = 1 } = options;
    const [row] = await t.db
      .insert(players)
      .values({
        locale: 'en',
        email: `${crypto.randomUUID()}@example.test`,
        currency: currencies[0]!,
        country,
        status,
        firstName: options.firstName ?? 'Ada',
        lastName: options.lastName ?? 'Lovelace',
        phone: options.phone ?? null,
      })
      .returning({ id: players.id });
    const playerId = row!.id;
    const session = await openSession(t.db, t.app.tokens, {
      playerId,
      method: 'password',
      ttlDays: 30,
      ip: '127.0.0.1',
      userAgent: 'vitest',
    });
    const accounts: Record<string, string> = {};
    for (const currency of currencies) {
      accounts[currency] = (
        await t.db.transaction((tx) => openWalletAccount(tx, playerId, currency))
      ).id;
    }
    return { token: session.accessToken, playerId, accounts };
  }

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) {
    return t.app.inject({
      method,
      url,
      headers: { 'accept-language': 'en', ...(token && { authorization: `Bearer ${token}` }) },
      ...(payload && { payload }),
    });
  }

  /** Cash given by the house (an adjustment), for withdrawal tests that need no deposit first. */
  async function fund(accountId: string, currency: string, amount: number) {
    const house = await houseAccount(t.db, currency);
    await transfer(t.db, {
      idempotencyKey: `test-fund:${crypto.randomUUID()}`,
      kind: 'adjustment',
      legs: [
        { accountId: house.id, amountMinor: -amount },
        { accountId, amountMinor: amount },
      ],
    });
  }

  async function balanceOf(token: string, accountId: string) {
    const response = await call('GET', '/api/wallet/accounts', token);
    const account = (
      response.json().data as { id: string; balance: number; withdrawalBalance: number }[]
    ).find((a) => a.id === accountId);
    return account!;
  }

  /** Posts a webhook as the sandbox would, signed with its secret (or not, for the bad cases). */
  function webhook(
    body: Record<string, unknown> | string,
    options: { timestamp?: number; signature?: string } = {},
  ) {
    const rawBody = typeof body === 'string' ? body : JSON.stringify(body);
    const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
    return t.app.inject({
      method: 'POST',
      url: '/api/payment/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]:
          options.signature ?? signWebhook(t.app.payments.sandbox.secret, timestamp, rawBody),
      },
      payload: rawBody,
    });
  }

  /** A bank-transfer deposit the sandbox's console then marks paid, as an operator there would. */
  async function paidDeposit(player: TestPlayer, amount: number, currency = 'EUR') {
    const created = await call('POST', '/api/payment/invoices/deposit', player.token, {
      method: 'bank-transfer',
      currency,
      accountId: player.accounts[currency],
      fields: {},
      amount,
      isBonusDecline: true,
    });
    const invoiceId: string = created.json().data.invoiceId;
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/pay/console/${(await invoiceRow(invoiceId)).providerReference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=approve',
    });
    return invoiceId;
  }

  async function invoiceRow(id: string) {
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, id));
    return row!;
  }

  async function outboxCursor() {
    const [row] = await t.db
      .select({ max: sql<number>`coalesce(max(${outbox.id}), 0)::int` })
      .from(outbox);
    return row!.max;
  }

  /** Live events written since the cursor on one of the player's channels. */
  async function eventsSince(cursor: number, channel: string) {
    const rows = await t.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(
        and(
          gt(outbox.id, cursor),
          eq(outbox.topic, 'live.publish'),
          sql`${outbox.payload}->>'channel' = ${channel}`,
        ),
      )
      .orderBy(outbox.id);
    return rows.map((row) => row.payload.data as Record<string, unknown>);
  }

  /** What a refusal must leave untouched. */
  async function booksSnapshot() {
    const count = async (table: typeof invoices | typeof ledgerTransfers | typeof ledgerEntries) =>
      (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
    return {
      invoices: await count(invoices),
      transfers: await count(ledgerTransfers),
      entries: await count(ledgerEntries),
    };
  }

  return {
    player,
    call,
    fund,
    balanceOf,
    webhook,
    invoiceRow,
    paidDeposit,
    outboxCursor,
    eventsSince,
    booksSnapshot,
  };
}

/** Polls until the check passes (timers of the sandbox run in the background). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

export function expectError(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: number,
) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  expect((response.json() as { error: { code: number } }).error.code).toBe(code);
}
