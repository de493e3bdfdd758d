import type { Db, Executor } from '../../db/client.ts';
import { hold, postHold, voidHold } from './holds.ts';
import { ensureAccount, type PostedTransfer, transfer } from './service.ts';

/** A fresh player's cash and hold accounts in a currency, beside the shared house and clearing. */
export async function openPlayerBooks(db: Db, currency = 'EUR', playerId = crypto.randomUUID()) {
  const owner = { ownerType: 'player', ownerId: playerId, currency } as const;
  return {
    playerId,
    cash: (await ensureAccount(db, { ...owner, kind: 'cash' })).id,
    hold: (await ensureAccount(db, { ...owner, kind: 'hold' })).id,
    ...(await openSystemBooks(db, currency)),
  };
}

export async function openSystemBooks(db: Db, currency: string) {
  const system = { ownerType: 'system', currency } as const;
  return {
    house: (await ensureAccount(db, { ...system, ownerId: 'house', kind: 'house' })).id,
    clearing: (
      await ensureAccount(db, { ...system, ownerId: 'clearing:sandbox', kind: 'clearing' })
    ).id,
    /** The shared hold of every player's pending withdrawals (system legs are append-only). */
    sharedHold: (await ensureAccount(db, { ...system, ownerId: 'withdrawal-hold', kind: 'hold' }))
      .id,
  };
}

type Books = Awaited<ReturnType<typeof openPlayerBooks>>;

/** The requests a wallet and a game provider make, spelled once for all ledger tests. */
export function createMoves(
  db: Executor,
  books: Pick<Books, 'cash' | 'hold' | 'house' | 'clearing'>,
) {
  const move = (
    idempotencyKey: string,
    kind: 'deposit' | 'bet' | 'win',
    from: string,
    to: string,
    amountMinor: number,
  ): Promise<PostedTransfer> =>
    transfer(db, {
      idempotencyKey,
      kind,
      legs: [
        { accountId: from, amountMinor: -amountMinor },
        { accountId: to, amountMinor },
      ],
    });
  return {
    deposit: (key: string, amountMinor: number) =>
      move(key, 'deposit', books.clearing, books.cash, amountMinor),
    bet: (key: string, amountMinor: number) =>
      move(key, 'bet', books.cash, books.house, amountMinor),
    win: (key: string, amountMinor: number) =>
      move(key, 'win', books.house, books.cash, amountMinor),
    hold: (key: string, amountMinor: number) =>
      hold(db, {
        idempotencyKey: key,
        playerAccountId: books.cash,
        holdAccountId: books.hold,
        amountMinor,
      }),
    postHold: (holdTransferId: string) =>
      postHold(db, { holdTransferId, clearingAccountId: books.clearing }),
    voidHold: (holdTransferId: string) => voidHold(db, { holdTransferId }),
  };
}

/** The error name a rejected ledger call failed with, or the error itself when it is not an AppError. */
export function errorNameOf(reason: unknown) {
  return (reason as { errorName?: string }).errorName ?? reason;
}
