import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSessions, providerTransactions } from '../../../db/schema.ts';
import { startTestApp } from '../../../test/test-app.ts';
import { checkInvariants } from '../../ledger/invariants.ts';
import { getBalance } from '../../ledger/service.ts';
import { expectError } from '../../payments/test-kit.ts';
import { houseAccountOf } from './context.ts';
import { createProviderKit, GAME_ID, OTHER_GAME_ID } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: Awaited<ReturnType<typeof createProviderKit>>;

beforeAll(async () => {
  t = await startTestApp({ WALLET_TURNOVER_MULTIPLIER: '0' });
  kit = await createProviderKit(t);
});
afterAll(() => t.close());

const id = () => crypto.randomUUID();

async function expectNoViolations() {
  expect(await checkInvariants(t.db)).toEqual([]);
}

async function balancesOf(accountIds: string[]) {
  const balances = new Map<string, number>();
  for (const accountId of new Set(accountIds)) {
    balances.set(accountId, await getBalance(t.db, accountId));
  }
  return balances;
}

describe('balance', () => {
  it("answers the session account's balance, currency and player", async () => {
    const player = await kit.sessionPlayer(12_345);
    const response = await kit.call('balance', { sessionToken: player.sessionId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      balance: 12_345,
      currency: 'EUR',
      playerId: player.playerId,
    });
  });

  it('refuses an unknown session, or one of another integration, with gameSessionNotFound', async () => {
    expectError(await kit.call('balance', { sessionToken: id() }), 404, 14006);
    const player = await kit.sessionPlayer(100);
    await t.db
      .update(gameSessions)
      .set({ integration: 'other' })
      .where(eq(gameSessions.id, player.sessionId));
    expectError(await kit.call('balance', { sessionToken: player.sessionId }), 404, 14006);
  });
});

describe('signature', () => {
  it('refuses a bad, missing or stale signature with 13108 and changes nothing', async () => {
    const player = await kit.sessionPlayer(1000);
    const body = { transactionId: id(), roundId: id(), amount: 100 };
    const before = await kit.booksSnapshot();
    const bet = (options: Parameters<typeof kit.call>[2]) =>
      kit.call(
        'bet',
        { sessionToken: player.sessionId, gameId: GAME_ID, currency: 'EUR', ...body },
        options,
      );
    expectError(await bet({ signature: 'ab'.repeat(32) }), 401, 13108);
    expectError(await bet({ signature: 'not hex' }), 401, 13108);
    expectError(await bet({ headers: { 'content-type': 'application/json' } }), 401, 13108);
    expectError(await bet({ timestamp: Math.floor(Date.now() / 1000) - 301 }), 401, 13108);
    expectError(await bet({ timestamp: Math.floor(Date.now() / 1000) + 301 }), 401, 13108);
    expect(await kit.booksSnapshot()).toEqual(before);
    expect(await kit.balanceOf(player)).toBe(1000);
    expect(await kit.transactionRows(body.transactionId)).toEqual([]);
  });

  it('refuses a body changed after signing, and an unknown integration like a bad signature', async () => {
    const player = await kit.sessionPlayer(1000);
    const signed = JSON.stringify({ sessionToken: player.sessionId });
    const tampered = kit.call(
      'balance',
      { sessionToken: player.sessionId, extra: 1 },
      {
        signature: (await import('./signature.ts')).signProviderRequest(kit.secret, signed)
          .signature,
      },
    );
    expectError(await tampered, 401, 13108);
    expectError(await kit.call('balance', signed, { integration: 'nobody' }), 401, 13108);
  });

  it('checks the signature before the body: an unsigned invalid body is 401, not 422', async () => {
    expectError(await kit.call('bet', { amount: -1 }, { signature: '00' }), 401, 13108);
    expectError(await kit.call('bet', { amount: -1 }), 422, 10002);
  });
});

describe('bet and win', () => {
  it('takes a stake, pays a win, settles the round and publishes account and round', async () => {
    const player = await kit.sessionPlayer(10_000);
    const roundId = id();
    const cursor = await kit.outboxCursor();
    const bet = await kit.bet(player, { transactionId: id(), roundId, amount: 300 });
    expect(bet.statusCode).toBe(200);
    expect(bet.json()).toMatchObject({ balance: 9700, currency: 'EUR', isDuplicate: false });
    expect(await kit.roundOf(roundId)).toMatchObject({ stakeAmount: 300, winAmount: 0, status: 1 });
    const win = await kit.win(player, { transactionId: id(), roundId, amount: 1000 });
    expect(win.json()).toMatchObject({ balance: 10_700, isDuplicate: false });
    expect(await kit.roundOf(roundId)).toMatchObject({
      stakeAmount: 300,
      winAmount: 1000,
      status: 2,
    });
    expect(await kit.balanceOf(player)).toBe(10_700);

    const rounds = await kit.eventsSince(cursor, `game:bets#${player.playerId}`);
    expect(rounds.at(-1)).toMatchObject({
      gameId: GAME_ID,
      gameName: 'Acme Fruits',
      providerName: 'Acme Studio',
      amount: 300,
      winAmount: 1000,
      status: 2,
    });
    expect(rounds.at(-1)!.settledAt).toEqual(expect.any(String));
    const accounts = await kit.eventsSince(cursor, `wallet:accounts#${player.playerId}`);
    expect(accounts.map((account) => account.balance)).toEqual([9700, 10_700]);
    await expectNoViolations();
  });

  it('publishes the account and the round exactly as the API answers them', async () => {
    const player = await kit.sessionPlayer(10_000);
    const roundId = id();
    const cursor = await kit.outboxCursor();
    await kit.bet(player, { transactionId: id(), roundId, amount: 250 });
    await kit.win(player, { transactionId: id(), roundId, amount: 0, isRoundClosed: false });
    const headers = { authorization: `Bearer ${player.token}` };
    const accounts = await t.app.inject({ url: '/api/wallet/accounts', headers });
    const account = accounts.json().data.find((row: { id: string }) => row.id === player.accountId);
    const published = await kit.eventsSince(cursor, `wallet:accounts#${player.playerId}`);
    expect(published).toEqual([account]);
    const bets = await t.app.inject({ url: '/api/game/bets?isSettled=false', headers });
    const rounds = await kit.eventsSince(cursor, `game:bets#${player.playerId}`);
    expect(rounds).toHaveLength(2);
    expect(rounds.at(-1)).toEqual(bets.json().data[0]);
  });

  it('credits the house stripe of each player account, and the stripes sum to the house result', async () => {
    const players = await Promise.all([1, 2, 3, 4, 5, 6].map(() => kit.sessionPlayer(10_000)));
    const stripes = await Promise.all(
      players.map((player) => houseAccountOf(t.db, 'EUR', player.accountId)),
    );
    const before = await balancesOf(stripes);
    const expected = new Map(stripes.map((houseId) => [houseId, 0]));
    for (const [index, player] of players.entries()) {
      const roundId = id();
      const stake = 100 * (index + 1);
      await kit.bet(player, { transactionId: id(), roundId, amount: stake });
      await kit.win(player, { transactionId: id(), roundId, amount: 50 });
      expected.set(stripes[index]!, expected.get(stripes[index]!)! + stake - 50);
    }
    const after = await balancesOf(stripes);
    for (const [houseId, delta] of expected) {
      expect(after.get(houseId)! - before.get(houseId)!).toBe(delta);
    }
    expect(new Set(stripes).size).toBeGreaterThan(1);
    await expectNoViolations();
  });

  it('takes several bets in one round and closes it as lost with a win of 0', async () => {
    const player = await kit.sessionPlayer(1000);
    const roundId = id();
    await kit.bet(player, { transactionId: id(), roundId, amount: 100 });
    await kit.bet(player, { transactionId: id(), roundId, amount: 250 });
    const before = await kit.booksSnapshot();
    const win = await kit.win(player, { transactionId: id(), roundId, amount: 0 });
    expect(win.json()).toMatchObject({ balance: 650, isDuplicate: false });
    expect((await kit.booksSnapshot()).transfers).toBe(before.transfers);
    expect(await kit.roundOf(roundId)).toMatchObject({ stakeAmount: 350, winAmount: 0, status: 3 });
  });

  it('keeps a round open on a win that does not close it, then settles it on round-close', async () => {
    const player = await kit.sessionPlayer(1000);
    const roundId = id();
    await kit.bet(player, { transactionId: id(), roundId, amount: 100 });
    await kit.win(player, { transactionId: id(), roundId, amount: 40, isRoundClosed: false });
    expect(await kit.roundOf(roundId)).toMatchObject({ winAmount: 40, status: 1 });
    const closed = await kit.closeRound(player, roundId);
    expect(closed.json()).toEqual({ balance: 940, currency: 'EUR', playerId: player.playerId });
    expect(await kit.roundOf(roundId)).toMatchObject({ winAmount: 40, status: 2 });
    expect((await kit.closeRound(player, roundId)).statusCode).toBe(200);
    expectError(await kit.closeRound(player, id()), 404, 14007);
  });

  it('answers a replay with the first answer and isDuplicate, the ledger unchanged', async () => {
    const player = await kit.sessionPlayer(1000);
    const roundId = id();
    const betBody = { transactionId: id(), roundId, amount: 200 };
    const first = (await kit.bet(player, betBody)).json();
    const winBody = { transactionId: id(), roundId, amount: 500 };
    const firstWin = (await kit.win(player, winBody)).json();
    const before = await kit.booksSnapshot();
    const replay = await kit.bet(player, betBody);
    expect(replay.statusCode).toBe(200);
    // The original answer (balance then), not the balance now.
    expect(replay.json()).toEqual({ ...first, isDuplicate: true });
    expect((await kit.win(player, winBody)).json()).toEqual({ ...firstWin, isDuplicate: true });
    expect(await kit.booksSnapshot()).toEqual(before);
    expect(await kit.roundOf(roundId)).toMatchObject({ stakeAmount: 200, winAmount: 500 });
  });

  it('refuses the same transaction id with other data with 14009', async () => {
    const player = await kit.sessionPlayer(1000);
    const transactionId = id();
    const roundId = id();
    await kit.bet(player, { transactionId, roundId, amount: 200 });
    const before = await kit.booksSnapshot();
    expectError(await kit.bet(player, { transactionId, roundId, amount: 300 }), 409, 14009);
    expectError(await kit.win(player, { transactionId, roundId, amount: 200 }), 409, 14009);
    expect(await kit.booksSnapshot()).toEqual(before);
    expect(await kit.balanceOf(player)).toBe(800);
    const rows = await kit.transactionRows(transactionId);
    expect(rows.filter((row) => row.outcome === 'refused').map((row) => row.errorCode)).toEqual([
      14009, 14009,
    ]);
  });

  it('refuses a bet above the balance with 13001 and changes nothing', async () => {
    const player = await kit.sessionPlayer(100);
    const before = await kit.booksSnapshot();
    const transactionId = id();
    expectError(await kit.bet(player, { transactionId, roundId: id(), amount: 101 }), 422, 13001);
    expect(await kit.booksSnapshot()).toEqual(before);
    expect(await kit.balanceOf(player)).toBe(100);
    const [row] = await kit.transactionRows(transactionId);
    expect(row).toMatchObject({ outcome: 'refused', errorCode: 13001, type: 'bet', amount: 101 });
  });

  it('refuses a bet in another currency or another game', async () => {
    const player = await kit.sessionPlayer(1000);
    const before = await kit.booksSnapshot();
    expectError(
      await kit.bet(player, { transactionId: id(), roundId: id(), amount: 1, currency: 'USD' }),
      422,
      14010,
    );
    expectError(
      await kit.bet(player, {
        transactionId: id(),
        roundId: id(),
        amount: 1,
        gameId: OTHER_GAME_ID,
      }),
      404,
      14001,
    );
    expect(await kit.booksSnapshot()).toEqual(before);
  });

  it('refuses a bet on a closed session with 14005, also when the closing was not seen before', async () => {
    const player = await kit.sessionPlayer(1000);
    await kit.bet(player, { transactionId: id(), roundId: id(), amount: 10 }); // caches the session open
    await kit.closeGameSession(player.sessionId);
    const before = await kit.booksSnapshot();
    expectError(
      await kit.bet(player, { transactionId: id(), roundId: id(), amount: 10 }),
      409,
      14005,
    );
    expectError(
      await kit.bet(player, { transactionId: id(), roundId: id(), amount: 10 }),
      409,
      14005,
    );
    expect(await kit.booksSnapshot()).toEqual(before);
    expect(await kit.balanceOf(player)).toBe(990);
  });

  it('pays a win after the session closed', async () => {
    const player = await kit.sessionPlayer(1000);
    const roundId = id();
    await kit.bet(player, { transactionId: id(), roundId, amount: 100 });
    await kit.closeGameSession(player.sessionId);
    const win = await kit.win(player, { transactionId: id(), roundId, amount: 250 });
    expect(win.statusCode).toBe(200);
    expect(await kit.balanceOf(player)).toBe(1150);
  });

  it('refuses a win for an unknown round with 14007 and logs it', async () => {
    const player = await kit.sessionPlayer(1000);
    const transactionId = id();
    const roundId = id();
    const before = await kit.booksSnapshot();
    expectError(await kit.win(player, { transactionId, roundId, amount: 500 }), 404, 14007);
    expect(await kit.booksSnapshot()).toEqual(before);
    const [row] = await kit.transactionRows(transactionId);
    expect(row).toMatchObject({
      outcome: 'refused',
      errorCode: 14007,
      providerRoundId: roundId,
      amount: 500,
    });
  });

  it('refuses a bet on a settled round with 14008', async () => {
    const player = await kit.sessionPlayer(1000);
    const roundId = id();
    await kit.bet(player, { transactionId: id(), roundId, amount: 100 });
    await kit.win(player, { transactionId: id(), roundId, amount: 0 });
    expectError(await kit.bet(player, { transactionId: id(), roundId, amount: 100 }), 409, 14008);
    expect(await kit.balanceOf(player)).toBe(900);
  });

  it('posts concurrent identical requests once', async () => {
    const player = await kit.sessionPlayer(1000);
    const roundId = id();
    const body = { transactionId: id(), roundId, amount: 100 };
    const answers = await Promise.all([1, 2, 3, 4].map(() => kit.bet(player, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((answer) => !answer.json().isDuplicate)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.json().transactionId)).size).toBe(1);
    const winBody = { transactionId: id(), roundId, amount: 300 };
    await Promise.all([1, 2, 3].map(() => kit.win(player, winBody)));
    expect(await kit.balanceOf(player)).toBe(1200);
    expect(await kit.roundOf(roundId)).toMatchObject({ stakeAmount: 100, winAmount: 300 });
    await expectNoViolations();
  });
});

describe('rollback', () => {
  it('returns the stake of a bet the provider never settled (a crash) and refunds the round', async () => {
    const player = await kit.sessionPlayer(1000);
    const roundId = id();
    const betId = id();
    await kit.bet(player, { transactionId: betId, roundId, amount: 400 });
    const rollbackBody = { transactionId: id(), roundId, rollbackTransactionId: betId };
    const rollback = await kit.rollback(player, rollbackBody);
    expect(rollback.json()).toMatchObject({ balance: 1000, isDuplicate: false });
    expect(await kit.roundOf(roundId)).toMatchObject({ stakeAmount: 0, status: 4 });
    const before = await kit.booksSnapshot();
    expect((await kit.rollback(player, rollbackBody)).json()).toEqual({
      ...rollback.json(),
      isDuplicate: true,
    });
    // Another rollback of the same bet returns nothing more.
    expect((await kit.rollback(player, { ...rollbackBody, transactionId: id() })).statusCode).toBe(
      200,
    );
    expect(await kit.booksSnapshot()).toEqual(before);
    expect(await kit.balanceOf(player)).toBe(1000);
    expectError(await kit.win(player, { transactionId: id(), roundId, amount: 100 }), 409, 14008);
    await expectNoViolations();
  });

  it('remembers a rollback of a bet not yet received and refuses that bet when it arrives', async () => {
    const player = await kit.sessionPlayer(1000);
    const roundId = id();
    const betId = id();
    const rollback = await kit.rollback(player, {
      transactionId: id(),
      roundId,
      rollbackTransactionId: betId,
    });
    expect(rollback.json()).toMatchObject({ balance: 1000, isDuplicate: false });
    const before = await kit.booksSnapshot();
    expectError(await kit.bet(player, { transactionId: betId, roundId, amount: 100 }), 409, 14009);
    expect(await kit.booksSnapshot()).toEqual(before);
    expect(await kit.balanceOf(player)).toBe(1000);
  });

  it('answers a bet sent again after its rollback with its first answer, and returns nothing twice', async () => {
    const player = await kit.sessionPlayer(1000);
    const roundId = id();
    const betBody = { transactionId: id(), roundId, amount: 100 };
    const bet = (await kit.bet(player, betBody)).json();
    await kit.rollback(player, {
      transactionId: id(),
      roundId,
      rollbackTransactionId: betBody.transactionId,
    });
    const before = await kit.booksSnapshot();
    const again = await kit.bet(player, betBody);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...bet, isDuplicate: true });
    expect(await kit.booksSnapshot()).toEqual(before);
    expect(await kit.balanceOf(player)).toBe(1000);
    expect(await kit.roundOf(roundId)).toMatchObject({ stakeAmount: 0, status: 4 });
  });

  it('returns one bet of a round and keeps the round open with the rest of its stake', async () => {
    const player = await kit.sessionPlayer(1000);
    const roundId = id();
    const first = id();
    await kit.bet(player, { transactionId: first, roundId, amount: 100 });
    await kit.bet(player, { transactionId: id(), roundId, amount: 200 });
    await kit.rollback(player, { transactionId: id(), roundId, rollbackTransactionId: first });
    expect(await kit.roundOf(roundId)).toMatchObject({ stakeAmount: 200, status: 1 });
    expect(await kit.balanceOf(player)).toBe(800);
  });

  it('accepts a rollback after the session closed, and refuses one of a settled round', async () => {
    const player = await kit.sessionPlayer(1000);
    const open = id();
    const settled = id();
    const openBet = id();
    const settledBet = id();
    await kit.bet(player, { transactionId: openBet, roundId: open, amount: 100 });
    await kit.bet(player, { transactionId: settledBet, roundId: settled, amount: 100 });
    await kit.win(player, { transactionId: id(), roundId: settled, amount: 0 });
    await kit.closeGameSession(player.sessionId);
    expect(
      (
        await kit.rollback(player, {
          transactionId: id(),
          roundId: open,
          rollbackTransactionId: openBet,
        })
      ).statusCode,
    ).toBe(200);
    expectError(
      await kit.rollback(player, {
        transactionId: id(),
        roundId: settled,
        rollbackTransactionId: settledBet,
      }),
      409,
      14008,
    );
    expect(await kit.balanceOf(player)).toBe(900);
    const refused = await t.db
      .select()
      .from(providerTransactions)
      .where(eq(providerTransactions.errorCode, 14008));
    expect(refused.some((row) => row.type === 'rollback' && row.providerRoundId === settled)).toBe(
      true,
    );
  });
});
