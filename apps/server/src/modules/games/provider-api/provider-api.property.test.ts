import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp } from '../../../test/test-app.ts';
import { checkInvariants } from '../../ledger/invariants.ts';
import { createProviderKit, type SessionPlayer } from './test-kit.ts';

/**
 * Random rounds of several players played concurrently through the signed HTTP routes (bets,
 * wins, rollbacks of known and unknown bets, late bets after their rollback, round closes,
 * replays, identical requests sent twice at once, the session closing), then the books: the
 * ledger invariants, and each balance and round equal to a model of the seamless-wallet rules.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: Awaited<ReturnType<typeof createProviderKit>>;

beforeAll(async () => {
  t = await startTestApp({ WALLET_TURNOVER_MULTIPLIER: '0' });
  kit = await createProviderKit(t);
});
afterAll(() => t.close());

const START_BALANCE = 1000;

type Op =
  | { kind: 'bet'; round: number; amount: number; isTwice: boolean }
  | { kind: 'win'; round: number; amount: number; isRoundClosed: boolean; isTwice: boolean }
  | { kind: 'rollback'; bet: number; isUnknown: boolean; isTwice: boolean }
  | { kind: 'lateBet' }
  | { kind: 'close'; round: number }
  | { kind: 'replay'; pick: number }
  | { kind: 'closeSession' };

/** `round` picks an existing round of the player, or (past the end) a new one. */
const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      round: fc.nat(6),
      amount: fc.integer({ min: 1, max: 400 }),
      isTwice: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('win' as const),
      round: fc.nat(6),
      amount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 600 })),
      isRoundClosed: fc.boolean(),
      isTwice: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('rollback' as const),
      bet: fc.nat(20),
      isUnknown: fc.boolean(),
      isTwice: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('lateBet' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const), round: fc.nat(6) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'closeSession' as const }) },
);

interface RoundModel {
  id: string;
  stake: number;
  win: number;
  status: 1 | 2 | 3 | 4;
}

interface BetModel {
  id: string;
  round: RoundModel;
  amount: number;
  isRolledBack: boolean;
}

interface Model {
  player: SessionPlayer;
  balance: number;
  isSessionClosed: boolean;
  rounds: RoundModel[];
  bets: BetModel[];
  tombstones: { betId: string; roundId: string }[];
  accepted: { name: 'bet' | 'win' | 'rollback'; body: Record<string, unknown>; answer: unknown }[];
}

type Expectation = { codes: number[] } | { accept: () => void };

/** Sends a call (twice at once when asked) and checks it against what the model expects. */
async function send(
  model: Model,
  name: 'bet' | 'win' | 'rollback',
  body: Record<string, unknown>,
  expectation: Expectation,
  isTwice = false,
) {
  const full = { sessionToken: model.player.sessionId, ...body };
  const responses = await Promise.all((isTwice ? [1, 2] : [1]).map(() => kit.call(name, full)));
  if ('codes' in expectation) {
    for (const response of responses) {
      expect(expectation.codes, JSON.stringify(response.json())).toContain(
        response.json().error?.code,
      );
    }
    return;
  }
  for (const response of responses)
    expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
  const answers = responses.map((response) => response.json());
  expect(answers.filter((answer) => !answer.isDuplicate)).toHaveLength(1);
  expectation.accept();
  const [first] = answers.filter((answer) => !answer.isDuplicate);
  expect(first.balance).toBe(model.balance);
  model.accepted.push({ name, body: full, answer: first });
}

function roundFor(model: Model, pick: number) {
  return model.rounds[pick] ?? { id: crypto.randomUUID(), stake: 0, win: 0, status: 1 as const };
}

async function perform(model: Model, op: Op) {
  switch (op.kind) {
    case 'bet':
      return placeModelBet(
        model,
        roundFor(model, op.round),
        crypto.randomUUID(),
        op.amount,
        op.isTwice,
      );
    case 'lateBet': {
      const tombstone = model.tombstones[0];
      if (!tombstone) return;
      return send(
        model,
        'bet',
        {
          transactionId: tombstone.betId,
          roundId: tombstone.roundId,
          gameId: 'acme-fruits',
          currency: 'EUR',
          amount: 5,
        },
        { codes: [14009] },
      );
    }
    case 'win': {
      const round = model.rounds[op.round];
      const body = {
        transactionId: crypto.randomUUID(),
        roundId: round?.id ?? crypto.randomUUID(),
        currency: 'EUR',
        amount: op.amount,
        isRoundClosed: op.isRoundClosed,
      };
      if (!round) return send(model, 'win', body, { codes: [14007] });
      if (round.status === 4) return send(model, 'win', body, { codes: [14008] });
      return send(
        model,
        'win',
        body,
        {
          accept: () => {
            model.balance += op.amount;
            round.win += op.amount;
            if (op.isRoundClosed) round.status = round.win > 0 ? 2 : 3;
          },
        },
        op.isTwice,
      );
    }
    case 'rollback':
      return rollbackModelBet(model, op);
    case 'close': {
      const round = model.rounds[op.round];
      if (!round) return;
      const response = await kit.closeRound(model.player, round.id);
      expect(response.statusCode).toBe(200);
      if (round.status === 1) round.status = round.win > 0 ? 2 : 3;
      expect(response.json().balance).toBe(model.balance);
      return;
    }
    case 'replay': {
      const call = model.accepted[op.pick % Math.max(1, model.accepted.length)];
      if (!call) return;
      const response = await kit.call(call.name, call.body);
      expect(response.json()).toEqual({ ...(call.answer as object), isDuplicate: true });
      return;
    }
    case 'closeSession':
      model.isSessionClosed = true;
      return kit.closeGameSession(model.player.sessionId);
  }
}

function placeModelBet(
  model: Model,
  round: RoundModel,
  betId: string,
  amount: number,
  isTwice: boolean,
) {
  const body = {
    transactionId: betId,
    roundId: round.id,
    gameId: 'acme-fruits',
    currency: 'EUR',
    amount,
  };
  // The session check and the funds check may come in either order when the close was not seen.
  const codes = [
    ...(model.isSessionClosed ? [14005] : []),
    ...(amount > model.balance ? [13001] : []),
    ...(round.status !== 1 ? [14008] : []),
  ];
  if (codes.length > 0) return send(model, 'bet', body, { codes });
  return send(
    model,
    'bet',
    body,
    {
      accept: () => {
        model.balance -= amount;
        round.stake += amount;
        if (!model.rounds.includes(round)) model.rounds.push(round);
        model.bets.push({ id: betId, round, amount, isRolledBack: false });
      },
    },
    isTwice,
  );
}

function rollbackModelBet(model: Model, op: Extract<Op, { kind: 'rollback' }>) {
  const bet = op.isUnknown ? undefined : model.bets[op.bet % Math.max(1, model.bets.length)];
  const transactionId = crypto.randomUUID();
  if (!bet) {
    const tombstone = { betId: crypto.randomUUID(), roundId: crypto.randomUUID() };
    const body = {
      transactionId,
      roundId: tombstone.roundId,
      rollbackTransactionId: tombstone.betId,
    };
    return send(
      model,
      'rollback',
      body,
      { accept: () => model.tombstones.push(tombstone) },
      op.isTwice,
    );
  }
  const body = { transactionId, roundId: bet.round.id, rollbackTransactionId: bet.id };
  if (bet.isRolledBack) return send(model, 'rollback', body, { accept: () => {} }, op.isTwice);
  if (bet.round.status !== 1) return send(model, 'rollback', body, { codes: [14008] });
  return send(
    model,
    'rollback',
    body,
    {
      accept: () => {
        bet.isRolledBack = true;
        model.balance += bet.amount;
        bet.round.stake -= bet.amount;
        if (bet.round.stake === 0) bet.round.status = 4;
      },
    },
    op.isTwice,
  );
}

async function expectBooksMatch(model: Model) {
  expect(await kit.balanceOf(model.player)).toBe(model.balance);
  for (const round of model.rounds) {
    const row = await kit.roundOf(round.id);
    expect({ stake: row?.stakeAmount, win: row?.winAmount, status: row?.status }).toEqual({
      stake: round.stake,
      win: round.win,
      status: round.status,
    });
  }
}

it('random concurrent rounds of many players keep the books and every round right', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.array(opArbitrary, { minLength: 1, maxLength: 14 }), {
        minLength: 2,
        maxLength: 4,
      }),
      async (scripts) => {
        const models: Model[] = await Promise.all(
          scripts.map(async () => ({
            player: await kit.sessionPlayer(START_BALANCE),
            balance: START_BALANCE,
            isSessionClosed: false,
            rounds: [],
            bets: [],
            tombstones: [],
            accepted: [],
          })),
        );
        await Promise.all(
          scripts.map(async (ops, index) => {
            for (const op of ops) await perform(models[index]!, op);
          }),
        );
        expect(await checkInvariants(t.db)).toEqual([]);
        for (const model of models) await expectBooksMatch(model);
      },
    ),
    { numRuns: 12 },
  );
}, 180_000);
