import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { invoices } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { checkInvariants } from '../ledger/invariants.ts';
import { approveWithdrawal, payDueWithdrawals } from './settlement.ts';
import { createPaymentsKit, type TestPlayer } from './test-kit.ts';

/**
 * Random concurrent sequences through the HTTP API (deposits approved or declined by webhook,
 * withdrawals small and large, player declines, operator approvals, the payout job, webhook
 * replays), then the books: the ledger invariants, and each balance equal to its successful
 * deposits less its paid and pending withdrawals. Runs on PGlite, or PostgreSQL with DATABASE_URL.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: ReturnType<typeof createPaymentsKit>;

beforeAll(async () => {
  t = await startTestApp({
    WALLET_TURNOVER_MULTIPLIER: '0',
    WITHDRAWAL_JOB_SECONDS: '0',
    WITHDRAWAL_AUTO_APPROVE_DELAY_SECONDS: '0',
    WITHDRAWAL_AUTO_APPROVE_MAX: '50000',
  });
  kit = createPaymentsKit(t);
});
afterAll(() => t.close());

type Op =
  | { kind: 'deposit'; amount: number; approve: boolean }
  | { kind: 'withdraw'; amount: number }
  | { kind: 'decline'; pick: number }
  | { kind: 'approve'; pick: number }
  | { kind: 'payDue' }
  | { kind: 'replay'; pick: number };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    amount: fc.integer({ min: 1000, max: 100_000 }),
    approve: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    // Both sides of WITHDRAWAL_AUTO_APPROVE_MAX: automatic and reviewed.
    amount: fc.oneof(
      fc.integer({ min: 2000, max: 40_000 }),
      fc.integer({ min: 50_001, max: 90_000 }),
    ),
  }),
  fc.record({ kind: fc.constant('decline' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('approve' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('payDue' as const) }),
  fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }),
);

interface Run {
  player: TestPlayer;
  invoiceIds: string[];
  withdrawalIds: string[];
  webhooks: string[];
}

const pick = <T>(list: T[], index: number) => (list.length ? list[index % list.length] : undefined);

async function perform(run: Run, op: Op) {
  const { player } = run;
  switch (op.kind) {
    case 'deposit': {
      const response = await kit.call('POST', '/api/payment/invoices/deposit', player.token, {
        method: 'card',
        currency: 'EUR',
        amount: op.amount,
        accountId: player.accounts.EUR,
      });
      expect(response.statusCode).toBe(201);
      const { invoiceId } = response.json().data;
      run.invoiceIds.push(invoiceId);
      const reference = (await kit.invoiceRow(invoiceId)).providerReference!;
      const body = JSON.stringify({
        id: crypto.randomUUID(),
        type: op.approve ? 'payment.succeeded' : 'payment.failed',
        reference,
      });
      run.webhooks.push(body);
      expect((await kit.webhook(body)).statusCode).toBe(200);
      return;
    }
    case 'withdraw': {
      const response = await kit.call('POST', '/api/payment/invoices/withdrawal', player.token, {
        method: 'card',
        currency: 'EUR',
        amount: op.amount,
        accountId: player.accounts.EUR,
        fields: { card_holder: 'Ada Lovelace', card_number: '4111 **** **** 1111' },
      });
      if (response.statusCode === 201) {
        run.invoiceIds.push(response.json().data.invoiceId);
        run.withdrawalIds.push(response.json().data.invoiceId);
      } else {
        expect(response.json().error.code).toBe(13105); // above the withdrawal balance
      }
      return;
    }
    case 'decline': {
      const id = pick(run.invoiceIds, op.pick);
      if (!id) return;
      const response = await kit.call('PUT', `/api/payment/invoices/${id}/decline`, player.token);
      expect([200, 409]).toContain(response.statusCode);
      return;
    }
    case 'approve': {
      const id = pick(run.withdrawalIds, op.pick);
      if (!id) return;
      await approveWithdrawal(t.app.payments, id).catch((error: { errorName?: string }) => {
        expect(error.errorName).toBe('holdNotPending');
      });
      return;
    }
    case 'payDue':
      await payDueWithdrawals(t.app.payments);
      return;
    case 'replay': {
      const body = pick(run.webhooks, op.pick);
      if (body) expect((await kit.webhook(body)).statusCode).toBe(200);
      return;
    }
  }
}

async function expectedBalance(playerId: string) {
  const sum = async (type: number, statuses: number[]) => {
    const [row] = await t.db
      .select({ total: sql<string>`coalesce(sum(${invoices.amount}), 0)` })
      .from(invoices)
      .where(
        and(
          eq(invoices.playerId, playerId),
          eq(invoices.type, type),
          inArray(invoices.status, statuses),
        ),
      );
    return Number(row!.total);
  };
  // Pending withdrawals are held: out of the balance until returned.
  return (await sum(1, [2])) - (await sum(2, [1, 2]));
}

it('random concurrent payment flows keep the books balanced', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.array(opArbitrary, { minLength: 1, maxLength: 4 }), {
        minLength: 1,
        maxLength: 5,
      }),
      async (batches) => {
        const run: Run = {
          player: await kit.player(),
          invoiceIds: [],
          withdrawalIds: [],
          webhooks: [],
        };
        for (const batch of batches) {
          await Promise.all(batch.map((op) => perform(run, op)));
        }
        expect(await checkInvariants(t.db)).toEqual([]);
        const account = await kit.balanceOf(run.player.token, run.player.accounts.EUR!);
        expect(account.balance).toBe(await expectedBalance(run.player.playerId));
      },
    ),
    { numRuns: 8 },
  );
}, 120_000);
