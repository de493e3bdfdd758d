import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusCodes, players } from '../../db/schema.ts';
import { startTestApp } from '../../test/test-app.ts';
import { checkInvariants } from '../ledger/invariants.ts';
import { createPaymentsKit, expectError, type TestPlayer } from '../payments/test-kit.ts';
import { createKit } from '../players/test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let api: ReturnType<typeof createPaymentsKit>;
beforeAll(async () => {
  t = await startTestApp({ WALLET_TURNOVER_MULTIPLIER: '0' });
  api = createPaymentsKit(t);
});
afterAll(() => t.close());

const CODES = '/api/game/bonuses/bonuscodes';

const enter = (player: TestPlayer, bonusCode: string, trigger: 1 | 3) =>
  api.call('POST', CODES, player.token, { bonusCode, trigger });

const bonusesOf = async (player: TestPlayer) =>
  (await api.call('GET', '/api/game/player-bonuses', player.token)).json().data as {
    bonusId: string;
    status: number;
    amount: number;
  }[];

async function approvedDeposit(player: TestPlayer, amount: number, extra: object = {}) {
  const created = await api.call('POST', '/api/payment/invoices/deposit', player.token, {
    method: 'bank-transfer',
    currency: 'EUR',
    accountId: player.accounts.EUR,
    fields: {},
    amount,
    ...extra,
  });
  const reference = (await api.invoiceRow(created.json().data.invoiceId)).providerReference!;
  await t.app.inject({
    method: 'POST',
    url: `/sandbox/pay/console/${reference}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=approve',
  });
}

describe('bonus codes', () => {
  it('issues a sign-up code at once, in any case, and only once per player', async () => {
    const player = await api.player();
    const cursor = await api.outboxCursor();
    const entered = await enter(player, ' welcome5 ', 1);
    expect(entered.statusCode).toBe(200);
    expect(entered.json().data).toMatchObject({
      id: 'signup-5',
      bonusCode: 'WELCOME5',
      trigger: 1,
      status: 2,
    });
    expect(await bonusesOf(player)).toEqual([
      expect.objectContaining({ bonusId: 'signup-5', status: 2, amount: 500 }),
    ]);
    expect(await api.eventsSince(cursor, `bonus:player-bonus-codes#${player.playerId}`)).toEqual([
      expect.objectContaining({ bonusCode: 'WELCOME5', status: 2 }),
    ]);
    const again = await enter(player, 'WELCOME5', 1);
    expect(again.json().data).toMatchObject({ status: 4, playerBonusCodeId: null });
    const list = await api.call('GET', `${CODES}?trigger=1`, player.token);
    expect(list.json().data).toHaveLength(1);
    expect(await bonusesOf(player)).toHaveLength(1);
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('answers 3 to an unknown code and 4 to one of the other trigger, expired or used up; nothing changes', async () => {
    const player = await api.player();
    const before = await api.booksSnapshot();
    expect((await enter(player, 'NOPE', 1)).json().data).toMatchObject({ status: 3, id: null });
    expect((await enter(player, 'DOUBLE50', 1)).json().data).toMatchObject({ status: 4 });
    expect((await enter(player, 'WELCOME5', 3)).json().data).toMatchObject({ status: 4 });
    await t.db.insert(bonusCodes).values([
      { code: 'GONE', bonusId: 'signup-5', trigger: 1, expiresAt: new Date(Date.now() - 1000) },
      { code: 'FULL', bonusId: 'signup-5', trigger: 1, maxUses: 1, uses: 1 },
    ]);
    expect((await enter(player, 'gone', 1)).json().data).toMatchObject({ status: 4 });
    expect((await enter(player, 'full', 1)).json().data).toMatchObject({ status: 4 });
    expect(await api.booksSnapshot()).toEqual(before);
    expect((await api.call('GET', CODES, player.token)).json().data).toEqual([]);
    expectError(
      await api.call('POST', CODES, player.token, { bonusCode: '', trigger: 1 }),
      422,
      10002,
    );
    expectError(
      await api.call('POST', CODES, player.token, { bonusCode: 'X', trigger: 2 }),
      422,
      10002,
    );
  });

  it('keeps a deposit code for the next fitting deposit, which issues its bonus', async () => {
    const player = await api.player();
    const entered = (await enter(player, 'double50', 3)).json().data;
    expect(entered).toMatchObject({ status: 1, trigger: 3, id: 'code-double-50' });
    // A declined deposit does not use it.
    await approvedDeposit(player, 3000, { isBonusDecline: true });
    expect(await bonusesOf(player)).toEqual([]);
    await approvedDeposit(player, 4000);
    expect(await bonusesOf(player)).toEqual([
      expect.objectContaining({ bonusId: 'code-double-50', status: 2, amount: 4000 }),
    ]);
    const [code] = (await api.call('GET', `${CODES}?trigger=3`, player.token)).json().data;
    expect(code).toMatchObject({ status: 2, playerBonusCodeId: entered.playerBonusCodeId });
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('removes a waiting deposit code, and only that', async () => {
    const player = await api.player();
    const { playerBonusCodeId } = (await enter(player, 'DOUBLE50', 3)).json().data;
    const stranger = await api.player();
    const remove = (who: TestPlayer) =>
      t.app.inject({
        method: 'DELETE',
        url: CODES,
        headers: { authorization: `Bearer ${who.token}` },
        payload: { playerBonusCodeId },
      });
    expectError(await remove(stranger), 404, 10005);
    expect((await remove(player)).statusCode).toBe(200);
    expectError(await remove(player), 404, 10005);
    expect((await api.call('GET', CODES, player.token)).json().data).toEqual([]);
  });

  it('honours a code entered in the registration form', async () => {
    const kit = createKit(t);
    const session = await kit.register(
      'coded@codes.example',
      { bonusCode: 'welcome5' },
      { ip: '10.30.0.1' },
    );
    const list = await t.app.inject({
      url: '/api/game/player-bonuses',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(list.json().data).toEqual([
      expect.objectContaining({ bonusId: 'signup-5', status: 2, amount: 500 }),
    ]);
    // A wrong code does not stop the registration.
    await kit.register('wrong@codes.example', { bonusCode: 'NOPE' }, { ip: '10.30.0.2' });
    const [row] = await t.db.select().from(players).where(eq(players.email, 'wrong@codes.example'));
    expect(row).toBeDefined();
  });
});
