import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/test-app.ts';
import { checkInvariants } from './invariants.ts';
import { getBalance, type PostedTransfer } from './service.ts';
import { createMoves, errorNameOf, openPlayerBooks, openSystemBooks } from './test-kit.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CURRENCIES = ['EUR', 'BTC'] as const;
const PLAYERS = 3;
const SEED_MINOR = 10_000;

type Ending = 'post' | 'void' | 'pending' | 'race';
type Move =
  | { type: 'deposit' | 'bet' | 'win'; player: number; currency: number; amountMinor: number }
  | {
      type: 'withdraw';
      player: number;
      currency: number;
      amountMinor: number;
      ending: Ending;
      /** Held on the shared system `withdrawal-hold` account (append-only) instead of the player's. */
      isShared: boolean;
    }
  | { type: 'replay'; of: number };

const place = { player: fc.nat(PLAYERS - 1), currency: fc.nat(CURRENCIES.length - 1) };
const amountMinor = fc.integer({ min: 1, max: 6_000 });
const moveArbitrary: fc.Arbitrary<Move> = fc.oneof(
  fc.record({ type: fc.constantFrom('deposit', 'bet', 'win'), ...place, amountMinor }),
  fc.record({
    type: fc.constant('withdraw'),
    ...place,
    amountMinor,
    ending: fc.constantFrom<Ending>('post', 'void', 'pending', 'race'),
    isShared: fc.boolean(),
  }),
  fc.record({ type: fc.constant('replay'), of: fc.nat() }),
);

type Outcome = { key: string; transferId?: string; error?: unknown };
type Books = Awaited<ReturnType<typeof openPlayerBooks>>;

/** What each withdrawal's own chain did after its hold: the model needs it to place the money. */
type Resolution = 'posted' | 'voided' | 'pending';

async function openWorld() {
  const books: Books[][] = [];
  for (let player = 0; player < PLAYERS; player++) {
    const playerId = crypto.randomUUID();
    books.push(
      await Promise.all(CURRENCIES.map((currency) => openPlayerBooks(t.db, currency, playerId))),
    );
  }
  for (const [player, row] of books.entries()) {
    for (const [currency, book] of row.entries()) {
      await createMoves(t.db, book).deposit(
        `${book.playerId}:seed:${player}:${currency}`,
        SEED_MINOR,
      );
    }
  }
  return books;
}

/** The move an index stands for: a replay points at an earlier move (or at none, for the first). */
function rootOf(moves: Move[], index: number): number | undefined {
  const move = moves[index]!;
  if (move.type !== 'replay') return index;
  return index === 0 ? undefined : rootOf(moves, move.of % index);
}

async function runMove(
  world: Books[][],
  moves: Move[],
  index: number,
  runId: string,
  resolutions: Map<number, Resolution>,
): Promise<Outcome[]> {
  const root = rootOf(moves, index);
  if (root === undefined) return [];
  const move = moves[root] as Exclude<Move, { type: 'replay' }>;
  const key = `${runId}:${root}`;
  const books = world[move.player]![move.currency]!;
  const isShared = move.type === 'withdraw' && move.isShared;
  const ledger = createMoves(t.db, isShared ? { ...books, hold: books.sharedHold } : books);
  const attempt = async (posting: () => Promise<PostedTransfer>): Promise<Outcome> => {
    try {
      return { key, transferId: (await posting()).id };
    } catch (error) {
      return { key, error: errorNameOf(error) };
    }
  };
  if (move.type !== 'withdraw') {
    return [await attempt(() => ledger[move.type](key, move.amountMinor))];
  }
  const held = await attempt(() => ledger.hold(key, move.amountMinor));
  if (root !== index || !held.transferId) return [held];
  resolutions.set(root, await resolveHold(ledger, held.transferId, move.ending));
  return [held];
}

async function resolveHold(
  ledger: ReturnType<typeof createMoves>,
  holdTransferId: string,
  ending: Ending,
): Promise<Resolution> {
  if (ending === 'pending') return 'pending';
  if (ending !== 'race') {
    const resolve = ending === 'post' ? ledger.postHold : ledger.voidHold;
    const [first, again] = await Promise.all([resolve(holdTransferId), resolve(holdTransferId)]);
    expect(again.id).toBe(first.id);
    return ending === 'post' ? 'posted' : 'voided';
  }
  const [post, cancel] = await Promise.allSettled([
    ledger.postHold(holdTransferId),
    ledger.voidHold(holdTransferId),
  ]);
  const loser = post.status === 'fulfilled' ? cancel : post;
  expect(loser.status).toBe('rejected');
  expect(errorNameOf((loser as PromiseRejectedResult).reason)).toBe('holdNotPending');
  return post.status === 'fulfilled' ? 'posted' : 'voided';
}

/** Balances computed from the moves and which of their keys were posted, without the ledger. */
function modelBalances(moves: Move[], posted: Set<number>, resolutions: Map<number, Resolution>) {
  const zero = () =>
    CURRENCIES.map(() => ({ cash: SEED_MINOR, hold: 0, sharedHold: 0, house: 0, clearing: 0 }));
  const players = Array.from({ length: PLAYERS }, zero);
  for (const index of posted) {
    const move = moves[index] as Exclude<Move, { type: 'replay' }>;
    const books = players[move.player]![move.currency]!;
    const amount = move.amountMinor;
    if (move.type === 'deposit')
      Object.assign(books, { cash: books.cash + amount, clearing: books.clearing - amount });
    if (move.type === 'bet')
      Object.assign(books, { cash: books.cash - amount, house: books.house + amount });
    if (move.type === 'win')
      Object.assign(books, { cash: books.cash + amount, house: books.house - amount });
    if (move.type === 'withdraw') {
      const resolution = resolutions.get(index) ?? 'pending';
      const holdKey = move.isShared ? 'sharedHold' : 'hold';
      if (resolution === 'pending')
        Object.assign(books, { cash: books.cash - amount, [holdKey]: books[holdKey] + amount });
      if (resolution === 'posted')
        Object.assign(books, { cash: books.cash - amount, clearing: books.clearing + amount });
    }
  }
  return players;
}

function assertConsistentOutcomes(moves: Move[], outcomes: Outcome[]) {
  const idsByKey = new Map<string, Set<string>>();
  for (const outcome of outcomes) {
    if (outcome.transferId) {
      idsByKey.set(outcome.key, (idsByKey.get(outcome.key) ?? new Set()).add(outcome.transferId));
      continue;
    }
    const index = Number(outcome.key.split(':')[1]);
    expect(['bet', 'withdraw']).toContain(moves[index]!.type);
    expect(outcome.error).toBe('insufficientFunds');
  }
  for (const ids of idsByKey.values()) expect(ids.size).toBe(1);
  return new Set([...idsByKey.keys()].map((key) => Number(key.split(':')[1])));
}

async function systemBalances() {
  return Promise.all(
    CURRENCIES.map(async (currency) => {
      const system = await openSystemBooks(t.db, currency);
      return {
        house: await getBalance(t.db, system.house),
        clearing: await getBalance(t.db, system.clearing),
        sharedHold: await getBalance(t.db, system.sharedHold),
      };
    }),
  );
}

describe('ledger under random concurrent moves', () => {
  it('keeps every invariant and matches an independent model of each balance', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(moveArbitrary, { minLength: 40, maxLength: 80 }), async (moves) => {
        const systemBefore = await systemBalances();
        const world = await openWorld();
        const runId = crypto.randomUUID();
        const resolutions = new Map<number, Resolution>();
        const outcomes = (
          await Promise.all(moves.map((_, i) => runMove(world, moves, i, runId, resolutions)))
        ).flat();

        const posted = assertConsistentOutcomes(moves, outcomes);
        expect(await checkInvariants(t.db)).toEqual([]);
        const model = modelBalances(moves, posted, resolutions);
        const systemAfter = await systemBalances();
        for (const [currency] of CURRENCIES.entries()) {
          let house = systemBefore[currency]!.house;
          let sharedHold = systemBefore[currency]!.sharedHold;
          let clearing = systemBefore[currency]!.clearing - PLAYERS * SEED_MINOR;
          for (const [player, row] of world.entries()) {
            const expected = model[player]![currency]!;
            expect(await getBalance(t.db, row[currency]!.cash)).toBe(expected.cash);
            expect(await getBalance(t.db, row[currency]!.hold)).toBe(expected.hold);
            house += expected.house;
            sharedHold += expected.sharedHold;
            clearing += expected.clearing;
          }
          expect(systemAfter[currency]).toEqual({ house, clearing, sharedHold });
        }
      }),
      { numRuns: 20 },
    );
  });
});
