import { and, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import {
  gameProviders,
  gameSessions,
  games,
  type ProviderTransactionType,
  providerTransactions,
} from '../../../db/schema.ts';

export type GameSessionRow = typeof gameSessions.$inferSelect;
export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;

/** A round as the provider API reads and publishes it (timestamps as ISO 8601 text). */
export interface RoundRow {
  id: string;
  playerId: string;
  gameId: string;
  currency: string;
  stakeAmount: number;
  winAmount: number;
  status: 1 | 2 | 3 | 4;
  createdAt: string;
  settledAt: string | null;
}

interface RawRound {
  id: string;
  player_id: string;
  game_id: string;
  currency: string;
  stake_amount: string | number;
  win_amount: string | number;
  status: number;
  created_at: string;
  settled_at: string | null;
}

// JSON text of a timestamptz is ISO 8601 on both drivers (their Date / text forms differ).
const roundColumns = sql`id, player_id, game_id, currency, stake_amount, win_amount, status,
  to_json(created_at) #>> '{}' as created_at, to_json(settled_at) #>> '{}' as settled_at`;

function toRound(row: RawRound | undefined): RoundRow | undefined {
  if (!row) return undefined;
  return {
    id: row.id,
    playerId: row.player_id,
    gameId: row.game_id,
    currency: row.currency,
    stakeAmount: Number(row.stake_amount),
    winAmount: Number(row.win_amount),
    status: Number(row.status) as RoundRow['status'],
    createdAt: new Date(row.created_at).toISOString(),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
  };
}

export async function selectSession(db: Executor, id: string) {
  const [row] = await db.select().from(gameSessions).where(eq(gameSessions.id, id));
  return row;
}

export async function hasIntegration(db: Executor, integration: string) {
  const [row] = await db
    .select({ id: gameProviders.id })
    .from(gameProviders)
    .where(eq(gameProviders.integration, integration))
    .limit(1);
  return row !== undefined;
}

export async function selectGameNames(db: Executor, gameId: string) {
  const [row] = await db
    .select({ gameName: games.name, providerName: gameProviders.name })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(eq(games.id, gameId));
  return row;
}

export interface BetRound {
  integration: string;
  providerRoundId: string;
  session: Pick<GameSessionRow, 'id' | 'playerId' | 'accountId' | 'gameId' | 'currency'>;
  amount: number;
}

/**
 * Opens the round with this stake or adds the stake to it, in one statement that is also the
 * session check: nothing is written (undefined) when the session is no longer open, or the
 * round is settled or belongs to another player, game or currency.
 */
export async function upsertBetRound(db: Executor, bet: BetRound) {
  const { session } = bet;
  const [row] = await queryRows<RawRound>(
    db,
    sql`insert into game_rounds
          (integration, provider_round_id, session_id, player_id, account_id, game_id, currency, stake_amount)
        select ${bet.integration}::text, ${bet.providerRoundId}::text, s.id, s.player_id, s.account_id,
               s.game_id, s.currency, ${bet.amount}::bigint
        from game_sessions s where s.id = ${session.id}::uuid and s.status = 'open'
        on conflict (integration, provider_round_id) do update
          set stake_amount = game_rounds.stake_amount + excluded.stake_amount
          where game_rounds.status = 1 and game_rounds.player_id = excluded.player_id
            and game_rounds.game_id = excluded.game_id and game_rounds.currency = excluded.currency
        returning ${roundColumns}`,
  );
  return toRound(row);
}

export async function selectRound(db: Executor, integration: string, providerRoundId: string) {
  const [row] = await queryRows<RawRound>(
    db,
    sql`select ${roundColumns} from game_rounds
        where integration = ${integration} and provider_round_id = ${providerRoundId}`,
  );
  return toRound(row);
}

export interface RoundWin {
  integration: string;
  providerRoundId: string;
  playerId: string;
  currency: string;
  amount: number;
  isRoundClosed: boolean;
}

/**
 * Adds a win to the player's round; closing it settles it as won (any win) or lost. A round that
 * was refunded (status 4), or is another player's or currency's, is left alone (undefined).
 */
export async function addRoundWin(db: Executor, win: RoundWin) {
  const [row] = await queryRows<RawRound>(
    db,
    sql`update game_rounds set
          win_amount = win_amount + ${win.amount}::bigint,
          status = case when ${win.isRoundClosed}::boolean
            then case when win_amount + ${win.amount}::bigint > 0 then 2 else 3 end
            else status end,
          settled_at = case when ${win.isRoundClosed}::boolean then coalesce(settled_at, now())
            else settled_at end
        where integration = ${win.integration} and provider_round_id = ${win.providerRoundId}
          and player_id = ${win.playerId}::uuid and currency = ${win.currency} and status <> 4
        returning ${roundColumns}`,
  );
  return toRound(row);
}

/**
 * Takes a rolled-back stake off an unsettled round; the round is refunded (status 4) when no
 * stake is left. Undefined when the round is settled or is not this player's.
 */
export async function refundRoundStake(
  db: Executor,
  roundId: string,
  playerId: string,
  amount: number,
) {
  const [row] = await queryRows<RawRound>(
    db,
    sql`update game_rounds set
          stake_amount = stake_amount - ${amount}::bigint,
          status = case when stake_amount - ${amount}::bigint = 0 then 4 else status end,
          settled_at = case when stake_amount - ${amount}::bigint = 0 then now() else settled_at end
        where id = ${roundId}::uuid and player_id = ${playerId}::uuid and status = 1
        returning ${roundColumns}`,
  );
  return toRound(row);
}

/** Settles an unsettled round with the wins it has (lost when none). Undefined if not open. */
export async function closeRound(db: Executor, roundId: string) {
  const [row] = await queryRows<RawRound>(
    db,
    sql`update game_rounds set status = case when win_amount > 0 then 2 else 3 end,
          settled_at = now()
        where id = ${roundId}::uuid and status = 1
        returning ${roundColumns}`,
  );
  return toRound(row);
}

export interface NewProviderTransaction {
  id: string;
  integration: string;
  transactionId: string;
  type: ProviderTransactionType;
  providerRoundId: string;
  roundId: string | null;
  sessionId: string | null;
  amount: number;
  currency: string;
  requestHash: string;
  ledgerTransferId: string | null;
  response: Record<string, unknown>;
}

/**
 * Records an accepted call; false when its transaction id was accepted before (the partial
 * unique index), in which case the caller's transaction must not go on.
 */
export async function insertAccepted(db: Executor, values: NewProviderTransaction) {
  const rows = await db
    .insert(providerTransactions)
    .values({ ...values, outcome: 'accepted' })
    .onConflictDoNothing()
    .returning({ id: providerTransactions.id });
  return rows.length > 0;
}

export async function insertRefused(
  db: Executor,
  values: Omit<NewProviderTransaction, 'id' | 'ledgerTransferId' | 'response'> & {
    errorCode: number;
  },
) {
  await db.insert(providerTransactions).values({ ...values, outcome: 'refused' });
}

export async function selectAccepted(db: Executor, integration: string, transactionId: string) {
  const [row] = await db
    .select()
    .from(providerTransactions)
    .where(acceptedOf(integration, transactionId));
  return row;
}

/** The accepted call of a transaction id, locked: a bet and its rollbacks run one at a time. */
export async function lockAccepted(db: Executor, integration: string, transactionId: string) {
  const [row] = await db
    .select()
    .from(providerTransactions)
    .where(acceptedOf(integration, transactionId))
    .for('update');
  return row;
}

function acceptedOf(integration: string, transactionId: string) {
  return and(
    eq(providerTransactions.integration, integration),
    eq(providerTransactions.transactionId, transactionId),
    eq(providerTransactions.outcome, 'accepted'),
  );
}

/** Marks a bet as rolled back by a rollback call, kept beside its stored answer. */
export async function markRolledBack(db: Executor, id: string, rollbackTransactionId: string) {
  await db
    .update(providerTransactions)
    .set({
      response: sql`coalesce(${providerTransactions.response}, '{}'::jsonb) || ${JSON.stringify({ rolledBackBy: rollbackTransactionId })}::jsonb`,
    })
    .where(eq(providerTransactions.id, id));
}
