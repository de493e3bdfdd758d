import { PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER } from '@croupier/contract';
import { and, eq, sql } from 'drizzle-orm';
import { loadAppSecret } from '../../../db/app-secrets.ts';
import {
  gameProviders,
  gameRounds,
  gameSessions,
  games,
  ledgerEntries,
  ledgerTransfers,
  providerTransactions,
} from '../../../db/schema.ts';
import type { startTestApp } from '../../../test/test-app.ts';
import { createPaymentsKit, type TestPlayer } from '../../payments/test-kit.ts';
import { signProviderRequest } from './signature.ts';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** The integration, provider and game of these tests, apart from the seeded catalogue. */
export const INTEGRATION = 'acme';
export const GAME_ID = 'acme-fruits';
export const OTHER_GAME_ID = 'acme-wheel';

export type ProviderCallName = 'balance' | 'bet' | 'win' | 'rollback' | 'round-close' | 'freespins';

export interface SessionPlayer extends TestPlayer {
  sessionId: string;
  accountId: string;
}

/** Players with game sessions, signed provider calls and ledger reads the provider API tests share. */
export async function createProviderKit(t: TestApp) {
  const payments = createPaymentsKit(t);
  await t.db
    .insert(gameProviders)
    .values({ id: 'acme-studio', name: 'Acme Studio', integration: INTEGRATION, position: 99 })
    .onConflictDoNothing();
  for (const [id, name] of [
    [GAME_ID, 'Acme Fruits'],
    [OTHER_GAME_ID, 'Acme Wheel'],
  ] as const) {
    await t.db
      .insert(games)
      .values({
        id,
        name,
        providerId: 'acme-studio',
        kind: 'slot',
        rtpBasisPoints: 9600,
        volatility: 'medium',
      })
      .onConflictDoNothing();
  }
  const secret = await loadAppSecret(t.db, `provider-api:${INTEGRATION}`, 32);

  /** A player with `balance` EUR minor units and an open real-money session of the test game. */
  async function sessionPlayer(balance = 10_000, currency = 'EUR'): Promise<SessionPlayer> {
    const player = await payments.player({ currencies: [currency] });
    const accountId = player.accounts[currency]!;
    if (balance > 0) await payments.fund(accountId, currency, balance);
    const sessionId = await openGameSession(player.playerId, accountId, currency);
    return { ...player, sessionId, accountId };
  }

  async function openGameSession(playerId: string, accountId: string, currency = 'EUR') {
    const [row] = await t.db
      .insert(gameSessions)
      .values({
        playerId,
        gameId: GAME_ID,
        accountId,
        currency,
        integration: INTEGRATION,
        device: 'desktop',
      })
      .returning({ id: gameSessions.id });
    return row!.id;
  }

  async function closeGameSession(sessionId: string) {
    await t.db
      .update(gameSessions)
      .set({ status: 'closed', closedAt: new Date() })
      .where(eq(gameSessions.id, sessionId));
  }

  /** A call as a provider sends it: JSON text signed with the integration's secret. */
  function call(
    name: ProviderCallName,
    body: Record<string, unknown> | string,
    options: {
      timestamp?: number;
      signature?: string;
      integration?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    const rawBody = typeof body === 'string' ? body : JSON.stringify(body);
    const signed = signProviderRequest(secret, rawBody, options.timestamp);
    return t.app.inject({
      method: 'POST',
      url: `/api/game/provider-api/${options.integration ?? INTEGRATION}/${name}`,
      headers: options.headers ?? {
        'content-type': 'application/json',
        [PROVIDER_TIMESTAMP_HEADER]: signed.timestamp,
        [PROVIDER_SIGNATURE_HEADER]: options.signature ?? signed.signature,
      },
      payload: rawBody,
    });
  }

  const bet = (player: SessionPlayer, fields: Record<string, unknown>) =>
    call('bet', { sessionToken: player.sessionId, gameId: GAME_ID, currency: 'EUR', ...fields });
  const win = (player: SessionPlayer, fields: Record<string, unknown>) =>
    call('win', { sessionToken: player.sessionId, currency: 'EUR', ...fields });
  const rollback = (player: SessionPlayer, fields: Record<string, unknown>) =>
    call('rollback', { sessionToken: player.sessionId, ...fields });
  const closeRound = (player: SessionPlayer, roundId: string) =>
    call('round-close', { sessionToken: player.sessionId, roundId });

  async function balanceOf(player: SessionPlayer) {
    return (await payments.balanceOf(player.token, player.accountId)).balance;
  }

  async function roundOf(providerRoundId: string) {
    const [row] = await t.db
      .select()
      .from(gameRounds)
      .where(
        and(
          eq(gameRounds.integration, INTEGRATION),
          eq(gameRounds.providerRoundId, providerRoundId),
        ),
      );
    return row;
  }

  async function transactionRows(transactionId: string) {
    return t.db
      .select()
      .from(providerTransactions)
      .where(
        and(
          eq(providerTransactions.integration, INTEGRATION),
          eq(providerTransactions.transactionId, transactionId),
        ),
      );
  }

  /** What a refusal must leave untouched. */
  async function booksSnapshot() {
    const count = async (
      table: typeof ledgerTransfers | typeof ledgerEntries | typeof gameRounds,
    ) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
    return {
      transfers: await count(ledgerTransfers),
      entries: await count(ledgerEntries),
      rounds: await count(gameRounds),
    };
  }

  return {
    ...payments,
    secret,
    sessionPlayer,
    openGameSession,
    closeGameSession,
    call,
    bet,
    win,
    rollback,
    closeRound,
    balanceOf,
    roundOf,
    transactionRows,
    booksSnapshot,
  };
}
