import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bonuses, playerBonuses, playerFreespins } from '../../db/schema.ts';
import { CODE_BONUS_CONDITIONS } from '../../db/seed/bonuses.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createProviderKit, GAME_ID, type SessionPlayer } from '../games/provider-api/test-kit.ts';
import { checkInvariants } from '../ledger/invariants.ts';
import { createPaymentsKit } from '../payments/test-kit.ts';
import * as service from './service.ts';

/**
 * Random play of free spins through the signed provider routes: spins (sent again too), wins
 * closing their round or not, rollbacks before and after their spin, and cancels. Then the free
 * spins' count, winnings and state, and the bonus their winnings became, equal a model of the
 * rules (docs/decisions/011-bonuses.md, "Free spins"); the player's cash never moved, and the
 * ledger invariants hold.
 */
let t: Awaited<ReturnType<typeof startTestApp>>;
let kit: Awaited<ReturnType<typeof createProviderKit>>;
let api: ReturnType<typeof createPaymentsKit>;

const COUNT = 4;
const CASH = 300;

beforeAll(async () => {
  t = await startTestApp({ WALLET_TURNOVER_MULTIPLIER: '0' });
  kit = await createProviderKit(t);
  api = createPaymentsKit(t);
  await t.db
    .insert(bonuses)
    .values({
      id: 'property-spins',
      name: { en: 'Property spins' },
      type: 3,
      trigger: 'code',
      ...CODE_BONUS_CONDITIONS,
      wagerMultiplier: 3,
      expiryDays: 7,
      freespins: {
        gameId: GAME_ID,
        count: COUNT,
        batches: 1,
        betAmount: { EUR: 20 },
        expiryDays: 7,
        wagerMultiplier: 3,
        winningsExpiryDays: 5,
      },
    })
    .onConflictDoNothing();
});
afterAll(() => t.close());

type Op =
  | { kind: 'spin'; round: number }
  | { kind: 'win'; round: number; amount: number; isRoundClosed: boolean }
  | { kind: 'rollback'; round: number }
  | { kind: 'cancel' };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('spin' as const), round: fc.nat(6) }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('win' as const),
      round: fc.nat(6),
      amount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500 })),
      isRoundClosed: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rollback' as const), round: fc.nat(6) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'cancel' as const }) },
);

/** The rules as a model: rounds 1 open, 2/3 settled, 4 refunded; free spins 1 issued … 3 finished. */
interface Model {
  status: number;
  result: number;
  played: number;
  won: number;
  rounds: Map<number, { status: number; hasBet: boolean }>;
}

function apply(model: Model, op: Op): void {
  const round = 'round' in op ? model.rounds.get(op.round) : undefined;
  const isActive = model.status === 2;
  const hasOpen = () => [...model.rounds.values()].some((r) => r.status === 1);
  switch (op.kind) {
    case 'spin':
      if (round) return; // A replay, a second spin on the round, or a tombstone: nothing.
      if (!isActive || model.played >= COUNT) return;
      model.rounds.set(op.round, { status: 1, hasBet: true });
      model.played += 1;
      return;
    case 'win':
      if (round?.status !== 1) return;
      if (op.isRoundClosed) round.status = 2;
      if (!isActive) return;
      model.won += op.amount;
      if (op.isRoundClosed && model.played === COUNT && !hasOpen()) {
        model.status = 3;
        model.result = 2;
      }
      return;
    case 'rollback':
      if (!round) {
        model.rounds.set(op.round, { status: 4, hasBet: false });
        return;
      }
      if (round.status !== 1) return;
      round.status = 4;
      if (isActive) model.played -= 1;
      return;
    case 'cancel':
      if (model.status === 3 || hasOpen()) return;
      model.status = 3;
      model.result = 3;
  }
}

async function run(player: SessionPlayer, freespinId: string, op: Op, index: number) {
  const roundId = `${freespinId}:${'round' in op ? op.round : 0}`;
  switch (op.kind) {
    case 'spin':
      return kit.bet(player, { transactionId: `${roundId}:bet`, roundId, amount: 0, freespinId });
    case 'win':
      return kit.win(player, {
        transactionId: `${roundId}:win:${index}`,
        roundId,
        amount: op.amount,
        isRoundClosed: op.isRoundClosed,
        freespinId,
      });
    case 'rollback':
      return kit.rollback(player, {
        transactionId: `${roundId}:rollback`,
        roundId,
        rollbackTransactionId: `${roundId}:bet`,
        freespinId,
      });
    case 'cancel':
      return api.call('PUT', `/api/game/player-freespins/${freespinId}/cancel`, player.token);
  }
}

it('random free spin play keeps the count, the winnings and the books exact', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(opArbitrary, { minLength: 4, maxLength: 30 }), async (ops) => {
      const player = await kit.sessionPlayer(CASH);
      const [bonus] = await t.db.select().from(bonuses).where(eq(bonuses.id, 'property-spins'));
      const granted = await t.db.transaction((tx) =>
        service.grantBonus(tx, {
          bonus: bonus!,
          playerId: player.playerId,
          accountId: player.accountId,
          currency: 'EUR',
          amount: COUNT,
        }),
      );
      const freespinId = granted.freespins[0]!.id;
      await api.call('PUT', `/api/game/player-freespins/${freespinId}/activate`, player.token);
      const model: Model = { status: 2, result: 1, played: 0, won: 0, rounds: new Map() };
      for (const [index, op] of ops.entries()) {
        const response = await run(player, freespinId, op, index);
        expect(response.statusCode, response.body).toBeLessThan(500);
        apply(model, op);
      }
      const [row] = await t.db
        .select()
        .from(playerFreespins)
        .where(eq(playerFreespins.id, freespinId));
      expect(row).toMatchObject({
        status: model.status,
        result: model.result,
        played: model.played,
        winAmount: model.won,
      });
      const bonusRows = await t.db
        .select()
        .from(playerBonuses)
        .where(eq(playerBonuses.playerId, player.playerId));
      const isConverted = model.result === 2 && model.won > 0;
      expect(bonusRows.map((b) => [b.amount, b.playerFreespinId])).toEqual(
        isConverted ? [[model.won, freespinId]] : [],
      );
      // Free spins never touch cash: the balance is the cash plus the bonus they became.
      expect(await kit.balanceOf(player)).toBe(CASH + (isConverted ? model.won : 0));
    }),
    { numRuns: 25, endOnFailure: true },
  );
  expect(await checkInvariants(t.db)).toEqual([]);
});
