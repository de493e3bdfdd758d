import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import {
  gameProviders,
  gameSessions,
  games,
  type ProviderTransactionType,
  providerTransactions,
} from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';

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

export async function selectRound(db: Executor, integration: string, providerRoundId: string) {
  const [row] = await queryRows<RawRound>(
    db,
    sql`select ${roundColumns} from game_rounds
        where integration = ${integration} and provider_round_id = ${providerRoundId}`,
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

/** The max bet of the account's active bonus, with its currency's subunit (none: no limit). */
export async function selectActiveMaxBet(db: Executor, accountId: string) {
  const [row] = await queryRows<{ amount: string | number; currency: string; subunit: number }>(
    db,
    sql`select b.max_bet_amount as amount, b.currency, c.subunit_to_unit as subunit
        from player_bonuses b join currencies c on c.code = b.currency
        where b.account_id = ${accountId}::uuid and b.status = 2 and b.max_bet_amount is not null`,
  );
  return row
    ? {
        amountMinor: Number(row.amount),
        currency: row.currency,
        subunitToUnit: Number(row.subunit),
      }
    : undefined;
}

/** A closed round of the active bonus may leave it lost (`bonus_check_lost`, migration 0009). */
export async function checkBonusLost(
  db: Executor,
  roundId: string,
  houseId: string,
  isTurnoverOn: boolean,
) {
  await queryRows(
    db,
    sql`select bonus_check_lost(r.player_bonus_id, ${houseId}::uuid, ${isTurnoverOn}::boolean)
        from game_rounds r where r.id = ${roundId}::uuid and r.player_bonus_id is not null`,
  );
}

export interface RefusedProviderTransaction {
  integration: string;
  transactionId: string;
  type: ProviderTransactionType;
  providerRoundId: string;
  roundId: string | null;
  sessionId: string | null;
  amount: number;
  currency: string;
  requestHash: string;
  errorCode: number;
}

export async function insertRefused(db: Executor, values: RefusedProviderTransaction) {
  await db.insert(providerTransactions).values({ ...values, outcome: 'refused' });
}

export async function selectAccepted(db: Executor, integration: string, transactionId: string) {
  const [row] = await db
    .select()
    .from(providerTransactions)
    .where(acceptedOf(integration, transactionId));
  return row;
}

function acceptedOf(integration: string, transactionId: string) {
  return and(
    eq(providerTransactions.integration, integration),
    eq(providerTransactions.transactionId, transactionId),
    eq(providerTransactions.outcome, 'accepted'),
  );
}

/** What a bet, win or rollback statement answers; undefined when its ledger key was taken. */
export interface CallAnswer {
  balance: number;
  transactionId: string;
}

/** What every call statement is told besides its own fields: where its events go. */
export interface CallScope {
  integration: string;
  transactionId: string;
  providerRoundId: string;
  session: { id: string; playerId: string; accountId: string; currency: string };
  houseId: string;
  requestHash: string;
  ledgerKey: string;
  isTurnoverOn: boolean;
  channels: { account: string; round: string; partitionKey: string };
}

/** What the player can stake on an account: cash plus the active bonus's money. */
export async function selectPlayableBalance(db: Executor, accountId: string): Promise<number> {
  const [row] = await queryRows<{ balance: string | number | null }>(
    db,
    sql`select playable_balance(${accountId}::uuid) as balance`,
  );
  if (row?.balance === null || row?.balance === undefined) throw new AppError('notFound');
  return Number(row.balance);
}

async function answerOf(db: Executor, statement: SQL): Promise<CallAnswer | undefined> {
  const [row] = await queryRows<{ answer: CallAnswer | string | null }>(db, statement);
  const answer = typeof row?.answer === 'string' ? JSON.parse(row.answer) : row?.answer;
  return answer
    ? { balance: Number(answer.balance), transactionId: answer.transactionId }
    : undefined;
}

/**
 * A bet in one statement (`provider_bet`, migration 0007): the ledger posting with its house leg,
 * the round opened or raised (only while the session is open), the wager counted, the call
 * recorded, and the account and round events written to the outbox.
 */
export function placeBetStatement(
  db: Executor,
  scope: CallScope,
  bet: { amount: number; metadata: Record<string, unknown> },
) {
  const { session, channels } = scope;
  return answerOf(
    db,
    sql`select provider_bet(${scope.integration}::text, ${scope.transactionId}::text,
          ${scope.providerRoundId}::text, ${session.id}::uuid, ${session.accountId}::uuid,
          ${scope.houseId}::uuid, ${bet.amount}::bigint, ${session.currency}::text,
          ${scope.requestHash}::text, ${scope.ledgerKey}::text, ${JSON.stringify(bet.metadata)}::jsonb,
          ${scope.isTurnoverOn}::boolean, ${channels.account}::text, ${channels.round}::text,
          ${channels.partitionKey}::text) as answer`,
  );
}

/** A win in one statement (`provider_win`): posting (none for 0), round, call and events. */
export function settleWinStatement(
  db: Executor,
  scope: CallScope,
  win: { amount: number; isRoundClosed: boolean; metadata: Record<string, unknown> },
) {
  const { session, channels } = scope;
  return answerOf(
    db,
    sql`select provider_win(${scope.integration}::text, ${scope.transactionId}::text,
          ${scope.providerRoundId}::text, ${session.id}::uuid, ${session.playerId}::uuid,
          ${session.accountId}::uuid, ${scope.houseId}::uuid, ${win.amount}::bigint,
          ${session.currency}::text, ${win.isRoundClosed}::boolean, ${scope.requestHash}::text,
          ${scope.ledgerKey}::text, ${JSON.stringify(win.metadata)}::jsonb,
          ${scope.isTurnoverOn}::boolean, ${channels.account}::text, ${channels.round}::text,
          ${channels.partitionKey}::text) as answer`,
  );
}

/** A rollback in one statement (`provider_rollback`): the named bet returned once, or a tombstone. */
export function rollbackBetStatement(
  db: Executor,
  scope: CallScope,
  rollback: { rollbackTransactionId: string },
) {
  const { session, channels } = scope;
  return answerOf(
    db,
    sql`select provider_rollback(${scope.integration}::text, ${scope.transactionId}::text,
          ${scope.providerRoundId}::text, ${rollback.rollbackTransactionId}::text,
          ${session.id}::uuid, ${session.playerId}::uuid, ${session.accountId}::uuid,
          ${scope.houseId}::uuid, ${session.currency}::text, ${scope.requestHash}::text,
          ${scope.ledgerKey}::text, ${scope.isTurnoverOn}::boolean, ${channels.account}::text,
          ${channels.round}::text, ${channels.partitionKey}::text) as answer`,
  );
}
