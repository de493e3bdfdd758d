import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { checkInvariants } from './invariants.ts';
import { addToBalance } from './repo.ts';
import { getBalance, transfer } from './service.ts';
import { createMoves, errorNameOf, openPlayerBooks } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function fundedPlayer(amountMinor: number, currency = 'EUR') {
  const books = await openPlayerBooks(t.db, currency);
  const moves = createMoves(t.db, books);
  await moves.deposit(`seed:${books.playerId}`, amountMinor);
  return { books, moves };
}

const transferCount = async (key: string) =>
  (await t.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, key))).length;

describe('transfer', () => {
  it('posts a transfer and records the balance after each player leg', async () => {
    const { books, moves } = await fundedPlayer(10_000);
    const bet = await moves.bet('bet-1', 2_500);
    expect(bet).toMatchObject({ kind: 'bet', status: 'posted', isReplay: false });
    expect(bet.entries).toEqual(
      expect.arrayContaining([
        { accountId: books.cash, amountMinor: -2_500, balanceAfterMinor: 7_500 },
        { accountId: books.house, amountMinor: 2_500, balanceAfterMinor: null },
      ]),
    );
    expect(await getBalance(t.db, books.cash)).toBe(7_500);
  });

  it('refuses legs that do not sum to zero and stores nothing', async () => {
    const { books } = await fundedPlayer(1_000);
    const unbalanced = transfer(t.db, {
      idempotencyKey: 'unbalanced',
      kind: 'adjustment',
      legs: [
        { accountId: books.cash, amountMinor: -100 },
        { accountId: books.house, amountMinor: 99 },
      ],
    });
    await expect(unbalanced).rejects.toMatchObject({ errorName: 'badRequest' });
    expect(await transferCount('unbalanced')).toBe(0);
  });

  it('refuses legs in two currencies and stores nothing', async () => {
    const { books } = await fundedPlayer(1_000);
    const bitcoin = await openPlayerBooks(t.db, 'BTC');
    const mixed = transfer(t.db, {
      idempotencyKey: 'mixed-currencies',
      kind: 'adjustment',
      legs: [
        { accountId: books.cash, amountMinor: -100 },
        { accountId: bitcoin.house, amountMinor: 100 },
      ],
    });
    await expect(mixed).rejects.toMatchObject({ errorName: 'badRequest' });
    expect(await transferCount('mixed-currencies')).toBe(0);
    expect(await getBalance(t.db, books.cash)).toBe(1_000);
  });

  it('answers a replay with the same legs with the original transfer, posting nothing twice', async () => {
    const { books, moves } = await fundedPlayer(5_000);
    const original = await moves.bet('bet-replayed', 1_000);
    const replay = await moves.bet('bet-replayed', 1_000);
    expect(replay).toMatchObject({ id: original.id, entries: original.entries, isReplay: true });
    expect(await getBalance(t.db, books.cash)).toBe(4_000);
  });

  it('refuses a replay of a key with other legs as a duplicate transfer (409, 13002)', async () => {
    const { books, moves } = await fundedPlayer(5_000);
    await moves.bet('bet-changed', 1_000);
    const changed = moves.bet('bet-changed', 1_500);
    await expect(changed).rejects.toMatchObject({ code: 13002, status: 409 });
    expect(await getBalance(t.db, books.cash)).toBe(4_000);
  });

  it('refuses an overdraft with insufficient funds (422, 13001) and changes nothing', async () => {
    const { books, moves } = await fundedPlayer(1_000);
    await expect(moves.bet('bet-too-big', 1_001)).rejects.toMatchObject({
      code: 13001,
      status: 422,
    });
    expect(await transferCount('bet-too-big')).toBe(0);
    expect(await getBalance(t.db, books.cash)).toBe(1_000);
  });

  it('lets the database CHECK refuse an overdraft that slips past the service', async () => {
    const { books } = await fundedPlayer(100);
    const slipped = t.db.transaction((tx) => addToBalance(tx, books.cash, -101));
    await expect(slipped).rejects.toMatchObject({ errorName: 'insufficientFunds' });
    expect(await getBalance(t.db, books.cash)).toBe(100);
  });

  it('refuses to update or delete an entry: corrections are new transfers', async () => {
    const { books } = await fundedPlayer(100);
    const where = eq(ledgerEntries.accountId, books.cash);
    await expect(t.db.update(ledgerEntries).set({ amount: 1 }).where(where)).rejects.toThrow();
    await expect(t.db.delete(ledgerEntries).where(where)).rejects.toThrow();
  });
});

describe('hot system accounts', () => {
  it('posts house legs as append-only entries without updating the house row', async () => {
    const { books, moves } = await fundedPlayer(3_000);
    const before = await getBalance(t.db, books.house);
    await moves.bet('house-bet', 700);
    await moves.win('house-win', 200);
    const [house] = await t.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, books.house));
    expect(house!.balance).toBe(0);
    expect(await getBalance(t.db, books.house)).toBe(before + 500);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "posts a player's bet while another player's bet transaction is still open",
    async () => {
      const first = await fundedPlayer(3_000);
      const second = await fundedPlayer(3_000);
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let posted = () => {};
      const isPosted = new Promise<void>((resolve) => {
        posted = resolve;
      });
      const openBet = t.db.transaction(async (tx) => {
        await createMoves(tx, first.books).bet('bet-left-open', 300);
        posted();
        await released;
      });
      await isPosted;
      const bet = await Promise.race([
        second.moves.bet('bet-beside-open-one', 300),
        new Promise((resolve) => setTimeout(() => resolve('queued behind the house row'), 3_000)),
      ]);
      release();
      await openBet;
      expect(bet).toMatchObject({ kind: 'bet', status: 'posted' });
    },
  );
});

describe('withdrawal holds', () => {
  it('holds a withdrawal, then pays it to the clearing account', async () => {
    const { books, moves } = await fundedPlayer(5_000);
    const clearingBefore = await getBalance(t.db, books.clearing);
    const held = await moves.hold('withdrawal-paid', 2_000);
    expect(held).toMatchObject({ kind: 'hold', status: 'pending' });
    expect(await getBalance(t.db, books.cash)).toBe(3_000);
    expect(await getBalance(t.db, books.hold)).toBe(2_000);

    const paid = await moves.postHold(held.id);
    expect(paid).toMatchObject({ kind: 'withdrawal', pendingTransferId: held.id });
    expect((await moves.postHold(held.id)).id).toBe(paid.id);
    expect(await getBalance(t.db, books.hold)).toBe(0);
    expect(await getBalance(t.db, books.clearing)).toBe(clearingBefore + 2_000);
    expect((await moves.hold('withdrawal-paid', 2_000)).status).toBe('posted');
    await expect(moves.voidHold(held.id)).rejects.toMatchObject({ errorName: 'holdNotPending' });
  });

  it('holds a withdrawal, then returns it to cash when voided', async () => {
    const { books, moves } = await fundedPlayer(5_000);
    const held = await moves.hold('withdrawal-returned', 2_000);
    const returned = await moves.voidHold(held.id);
    expect(returned).toMatchObject({ kind: 'hold_release', isReplay: false });
    expect(await moves.voidHold(held.id)).toMatchObject({ id: returned.id, isReplay: true });
    expect(await getBalance(t.db, books.cash)).toBe(5_000);
    expect(await getBalance(t.db, books.hold)).toBe(0);
    await expect(moves.postHold(held.id)).rejects.toMatchObject({ code: 13003, status: 409 });
  });

  it('refuses to hold more than the cash balance', async () => {
    const { books, moves } = await fundedPlayer(500);
    await expect(moves.hold('withdrawal-too-big', 501)).rejects.toMatchObject({
      errorName: 'insufficientFunds',
    });
    expect(await getBalance(t.db, books.cash)).toBe(500);
  });
});

describe('one hot player', () => {
  it('applies exactly floor(balance / stake) of 64 concurrent debits with 10 % replayed keys', async () => {
    const { books, moves } = await fundedPlayer(25_000);
    const stakeMinor = 700;
    const keys = Array.from({ length: 58 }, (_, i) => `hot-${books.playerId}-${i}`);
    const requests = [...keys, ...keys.slice(0, 6)];
    const outcomes = await Promise.allSettled(requests.map((key) => moves.bet(key, stakeMinor)));

    const applied = new Set(
      outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.id] : [])),
    );
    expect(applied.size).toBe(Math.floor(25_000 / stakeMinor));
    expect(await getBalance(t.db, books.cash)).toBe(25_000 - applied.size * stakeMinor);
    const answerOf = (i: number) => {
      const outcome = outcomes[i]!;
      return outcome.status === 'fulfilled' ? outcome.value.id : errorNameOf(outcome.reason);
    };
    for (let i = 58; i < 64; i++) expect(answerOf(i)).toBe(answerOf(i - 58));
    for (let i = 0; i < 64; i++) {
      if (outcomes[i]!.status === 'rejected') expect(answerOf(i)).toBe('insufficientFunds');
    }
    expect(await checkInvariants(t.db)).toEqual([]);
  });
});
