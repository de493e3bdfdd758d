import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bonuses, playerBonuses } from '../../db/schema.ts';
import { CODE_BONUS_CONDITIONS } from '../../db/seed/bonuses.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createProviderKit, type SessionPlayer } from '../games/provider-api/test-kit.ts';
import { checkInvariants } from '../ledger/invariants.ts';
import { createPaymentsKit } from '../payments/test-kit.ts';
import * as service from './service.ts';

/**
 * Random play of several players at once, each holding an active bonus: bets (above the max bet
 * too), wins, rollbacks, round closes, cancels, expiries and attempts to withdraw the bonus money,
 * through the signed provider routes and the player API. Then the books: the ledger invariants,
 * and each player's cash, bonus money and bonus state equal to a model of decision 011's rules.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: Awaited<ReturnType<typeof createProviderKit>>;
let api: ReturnType<typeof createPaymentsKit>;

const CASH = 100;
const BONUS = 500;
const MAX_BET = 600;
const MULTIPLIER = 2;

beforeAll(async () => {
  t = await startTestApp({ WALLET_TURNOVER_MULTIPLIER: '0' });
  kit = await createProviderKit(t);
  api = createPaymentsKit(t);
  await t.db
    .insert(bonuses)
    .values({
      id: 'property-x3',
      name: { en: 'Property bonus' },
      type: 1,
      trigger: 'code',
      ...CODE_BONUS_CONDITIONS,
      wagerMultiplier: MULTIPLIER,
      expiryDays: 7,
      maxBet: { EUR: MAX_BET },
    })
    .onConflictDoNothing();
});
afterAll(() => t.close());

type Op =
  | { kind: 'bet'; round: number; amount: number }
  | { kind: 'betRest'; round: number }
  | { kind: 'win'; round: number; amount: number; isRoundClosed: boolean }
  | { kind: 'rollback'; bet: number }
  | { kind: 'close'; round: number }
  | { kind: 'cancel' }
  | { kind: 'expire' }
  | { kind: 'withdrawAll' };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      round: fc.nat(5),
      amount: fc.integer({ min: 1, max: MAX_BET + 50 }),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('win' as const),
      round: fc.nat(5),
      amount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 900 })),
      isRoundClosed: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('betRest' as const), round: fc.nat(5) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('rollback' as const), bet: fc.nat(15) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('close' as const), round: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'cancel' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'expire' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'withdrawAll' as const }) },
);

type BonusState = 'active' | 'played' | 'canceled' | 'expired' | 'lost';

interface RoundModel {
  id: string;
  stake: number;
  bonusStake: number;
  isBonusRound: boolean;
  win: number;
  status: 1 | 2 | 3 | 4;
}

interface BetModel {
  id: string;
  round: RoundModel;
  amount: number;
  fromBonus: number;
  isRolledBack: boolean;
}

interface Model {
  player: SessionPlayer;
  bonusId: string;
  cash: number;
  bonus: number;
  wagered: number;
  state: BonusState;
  rounds: RoundModel[];
  bets: BetModel[];
}

const RESULTS: Record<BonusState, [number, number]> = {
  active: [2, 1],
  played: [3, 2],
  canceled: [3, 3],
  expired: [3, 4],
  lost: [3, 5],
};

function expectAccepted(model: Model, response: { statusCode: number; json(): unknown }) {
  const body = response.json() as { balance: number };
  expect(response.statusCode, JSON.stringify(body)).toBe(200);
  expect(body.balance).toBe(model.cash + model.bonus);
}

function expectCode(response: { json(): unknown }, code: number) {
  expect((response.json() as { error?: { code: number } }).error?.code).toBe(code);
}

/** The bonus finishes lost once its money is gone and none of its rounds with bonus stake is open. */
function checkLost(model: Model) {
  const isOpen = model.rounds.some((r) => r.status === 1 && r.isBonusRound && r.bonusStake > 0);
  if (model.state === 'active' && model.bonus === 0 && !isOpen) model.state = 'lost';
}

/** Where a payment with a bonus share goes (decision 011: bonus_split). */
function pay(model: Model, round: RoundModel, amount: number, bonusShare: number) {
  if (!round.isBonusRound || bonusShare <= 0) {
    model.cash += amount;
  } else if (model.state === 'active') {
    model.bonus += bonusShare;
    model.cash += amount - bonusShare;
  } else if (model.state === 'played') {
    model.cash += amount;
  } else {
    model.cash += amount - bonusShare;
  }
}

async function bet(model: Model, op: { round: number; amount: number }) {
  const round = model.rounds[op.round] ?? {
    id: crypto.randomUUID(),
    stake: 0,
    bonusStake: 0,
    isBonusRound: false,
    win: 0,
    status: 1 as const,
  };
  const id = crypto.randomUUID();
  const response = await kit.bet(model.player, {
    transactionId: id,
    roundId: round.id,
    amount: op.amount,
  });
  const isActive = model.state === 'active';
  if (isActive && op.amount > MAX_BET) return expectCode(response, 14011);
  if (op.amount > model.cash + (isActive ? model.bonus : 0)) return expectCode(response, 13001);
  if (round.status !== 1) return expectCode(response, 14008);
  const fromBonus = isActive ? Math.max(0, op.amount - model.cash) : 0;
  model.cash -= op.amount - fromBonus;
  model.bonus -= fromBonus;
  if (!model.rounds.includes(round)) model.rounds.push(round);
  round.stake += op.amount;
  round.bonusStake += fromBonus;
  round.isBonusRound ||= isActive;
  model.bets.push({ id, round, amount: op.amount, fromBonus, isRolledBack: false });
  if (isActive) {
    model.wagered += op.amount;
    if (model.wagered >= BONUS * MULTIPLIER) {
      model.cash += model.bonus;
      model.bonus = 0;
      model.state = 'played';
    }
  }
  expectAccepted(model, response);
}

async function win(model: Model, op: Extract<Op, { kind: 'win' }>) {
  const round = model.rounds[op.round];
  if (!round) return;
  const response = await kit.win(model.player, {
    transactionId: crypto.randomUUID(),
    roundId: round.id,
    amount: op.amount,
    isRoundClosed: op.isRoundClosed,
  });
  if (round.status === 4) return expectCode(response, 14008);
  if (op.amount > 0) {
    const share = round.stake > 0 ? Math.floor((op.amount * round.bonusStake) / round.stake) : 0;
    pay(model, round, op.amount, share);
  }
  round.win += op.amount;
  if (op.isRoundClosed) {
    round.status = round.win > 0 ? 2 : 3;
    if (round.isBonusRound) checkLost(model);
  }
  expectAccepted(model, response);
}

async function rollback(model: Model, op: Extract<Op, { kind: 'rollback' }>) {
  const target = model.bets[op.bet];
  if (!target) return;
  const response = await kit.rollback(model.player, {
    transactionId: crypto.randomUUID(),
    roundId: target.round.id,
    rollbackTransactionId: target.id,
  });
  if (target.isRolledBack) return expectAccepted(model, response);
  if (target.round.status !== 1) return expectCode(response, 14008);
  target.isRolledBack = true;
  pay(model, target.round, target.amount, target.fromBonus);
  const round = target.round;
  round.stake -= target.amount;
  round.bonusStake = Math.max(0, round.bonusStake - target.fromBonus);
  if (round.stake === 0) round.status = 4;
  if (round.isBonusRound && model.state === 'active') {
    model.wagered = Math.max(0, model.wagered - target.amount);
  }
  expectAccepted(model, response);
}

async function perform(model: Model, op: Op) {
  switch (op.kind) {
    case 'bet':
      return bet(model, op);
    case 'betRest': {
      // Everything left, up to the max bet: the way a bonus runs out.
      const rest = Math.min(MAX_BET, model.cash + (model.state === 'active' ? model.bonus : 0));
      if (rest === 0) return;
      return bet(model, { round: op.round, amount: rest });
    }
    case 'win':
      return win(model, op);
    case 'rollback':
      return rollback(model, op);
    case 'close': {
      const round = model.rounds[op.round];
      if (!round) return;
      const response = await kit.closeRound(model.player, round.id);
      if (round.status === 1) {
        round.status = round.win > 0 ? 2 : 3;
        if (round.isBonusRound) checkLost(model);
      }
      return expectAccepted(model, response);
    }
    case 'cancel': {
      const response = await api.call(
        'PUT',
        `/api/game/player-bonuses/${model.bonusId}/cancel`,
        model.player.token,
        { isUnsettledConfirmed: true },
      );
      if (model.state !== 'active') return expectCode(response, 14103);
      expect(response.statusCode).toBe(200);
      model.bonus = 0;
      model.state = 'canceled';
      return;
    }
    case 'expire': {
      await t.db
        .update(playerBonuses)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(playerBonuses.id, model.bonusId));
      await service.expireDueBonuses(t.db);
      if (model.state === 'active') {
        model.bonus = 0;
        model.state = 'expired';
      }
      return;
    }
    case 'withdrawAll': {
      // Bonus money can never leave before it converts: asking for cash and bonus is refused.
      if (model.bonus === 0 || model.cash + model.bonus < 2000) return;
      const response = await api.call(
        'POST',
        '/api/payment/invoices/withdrawal',
        model.player.token,
        {
          method: 'card',
          currency: 'EUR',
          accountId: model.player.accountId,
          amount: model.cash + model.bonus,
          fields: { card_holder: 'Ada Lovelace', card_number: '4111 **** **** 1111' },
        },
      );
      return expectCode(response, 13105);
    }
  }
}

async function expectBooksMatch(model: Model) {
  const account = await api.balanceOf(model.player.token, model.player.accountId);
  expect(account).toMatchObject({
    balance: model.cash + model.bonus,
    withdrawalBalance: model.cash,
  });
  const list = await api.call('GET', '/api/game/player-bonuses', model.player.token);
  const [status, result] = RESULTS[model.state];
  expect(list.json().data[0]).toMatchObject({ status, result, balance: model.bonus });
}

it('random play with a bonus keeps the books exact and the bonus money in the bonus', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.array(opArbitrary, { minLength: 20, maxLength: 40 }), {
        minLength: 3,
        maxLength: 3,
      }),
      async (plans) => {
        const models = await Promise.all(
          plans.map(async () => {
            const player = await kit.sessionPlayer(CASH);
            const [definition] = await t.db
              .select()
              .from(bonuses)
              .where(eq(bonuses.id, 'property-x3'));
            const row = await t.db.transaction((tx) =>
              service.issueBonus(tx, {
                bonus: definition!,
                playerId: player.playerId,
                accountId: player.accountId,
                currency: 'EUR',
                amount: BONUS,
              }),
            );
            const model: Model = {
              player,
              bonusId: row.id,
              cash: CASH,
              bonus: BONUS,
              wagered: 0,
              state: 'active',
              rounds: [],
              bets: [],
            };
            return model;
          }),
        );
        await Promise.all(
          models.map(async (model, index) => {
            for (const op of plans[index]!) await perform(model, op);
            await expectBooksMatch(model);
          }),
        );
        expect(await checkInvariants(t.db)).toEqual([]);
      },
    ),
    { numRuns: 12, endOnFailure: true },
  );
}, 120_000);
