import { inArray, or, sql } from 'drizzle-orm';
import { ensureAccount, postTransfer } from '../../modules/ledger/service.ts';
import { openWalletAccount } from '../../modules/wallet/service.ts';
import type { Executor } from '../client.ts';
import { players } from '../schema.ts';
import { DEMO_PLAYERS } from './players.ts';

/** Demo balances in minor units: the player's own currency (active), then USD and BTC. */
const HOME_BALANCE: Record<string, number> = { EUR: 500_00, BRL: 2500_00 };
const EXTRA_BALANCES = [
  { currency: 'USD', amountMinor: 250_00 },
  { currency: 'BTC', amountMinor: 1_000_000 }, // 0.01 BTC
];

/**
 * Gives each demo player wallet accounts with money on them, funded from the house account by
 * `adjustment` transfers. Idempotent: the accounts are opened only when missing (a status the
 * player changed stays), and each funding transfer has a stable key, so a re-run replays it.
 */
export async function seedDemoWallets(tx: Executor) {
  const logins = DEMO_PLAYERS.map((player) => player.login.toLowerCase());
  const demoPlayers = await tx
    .select({ id: players.id, currency: players.currency })
    .from(players)
    .where(or(inArray(sql`lower(${players.email})`, logins), inArray(players.phone, logins)));
  for (const player of demoPlayers) {
    const home = player.currency ?? 'EUR';
    const funding = [
      { currency: home, amountMinor: HOME_BALANCE[home] ?? 500_00 },
      ...EXTRA_BALANCES.filter((extra) => extra.currency !== home),
    ];
    for (const { currency, amountMinor } of funding) {
      await fundDemoAccount(tx, player.id, currency, amountMinor);
    }
  }
}

/** Opens the player's account in `currency` and funds it from the house once (stable key). */
export async function fundDemoAccount(
  tx: Executor,
  playerId: string,
  currency: string,
  amountMinor: number,
) {
  const account = await openWalletAccount(tx, playerId, currency);
  const house = await ensureAccount(tx, {
    ownerType: 'system',
    ownerId: 'house',
    currency,
    kind: 'house',
  });
  await postTransfer(
    tx,
    {
      idempotencyKey: `seed:demo-wallet:${playerId}:${currency}`,
      kind: 'adjustment',
      legs: [
        { accountId: house.id, amountMinor: -amountMinor },
        { accountId: account.id, amountMinor },
      ],
      metadata: { reason: 'demo balance' },
    },
    { status: 'posted' },
  );
}
