import {
  BET_STATUSES,
  type LeaderboardEntry,
  type Tournament,
  type TournamentDetail,
  type TournamentEvent,
} from '@croupier/contract';
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import {
  gameRounds,
  games,
  ledgerEntries,
  ledgerTransfers,
  players,
  tournamentPlayers,
  tournamentRoundScores,
  tournaments,
  walletAccounts,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { localizedText } from '../../lib/localized.ts';
import { houseAccount, postTransfer } from '../ledger/service.ts';
import { TOURNAMENTS_CHANNEL } from '../live/channels.ts';
import { publishAfterCommit } from '../live/events.ts';
import { sendMessage } from '../messenger/service.ts';
import { selectPlayerLocale } from '../players/repo.ts';
import { publishAccountChange } from '../wallet/service.ts';
import { type CountedRound, countedRoundColumns } from './counted-round.ts';

type TournamentRow = typeof tournaments.$inferSelect;

const BOARD_SIZE = 20;
/** Finished tournaments stay listed this long. */
const FINISHED_LISTED_DAYS = 7;

function statusOf(row: TournamentRow, now = Date.now()): Tournament['status'] {
  if (row.finishedAt || row.endsAt.getTime() <= now) return 'finished';
  return row.startsAt.getTime() > now ? 'upcoming' : 'running';
}

/** A nickname partly hidden for a public board: `player0042` → `pla…42`. */
export function maskName(nickname: string | null) {
  const name = nickname ?? '';
  if (name.length <= 4) return `${name.slice(0, 1)}…`;
  return `${name.slice(0, 3)}…${name.slice(-2)}`;
}

async function playerCounts(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: tournamentPlayers.tournamentId, count: sql<number>`count(*)::int` })
    .from(tournamentPlayers)
    .where(inArray(tournamentPlayers.tournamentId, ids))
    .groupBy(tournamentPlayers.tournamentId);
  return new Map(rows.map((row) => [row.id, row.count]));
}

function toTournament(
  row: TournamentRow,
  locale: string,
  players: number,
  isJoined: boolean,
): Tournament {
  return {
    id: row.id,
    name: localizedText(row.name, locale),
    description: localizedText(row.description, locale),
    status: statusOf(row),
    scoring: row.scoring,
    currency: row.currency,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    buyIn: row.buyIn,
    prizes: row.prizes,
    gameIds: row.gameIds,
    players,
    isJoined,
  };
}

/**
 * Running and coming tournaments, and those finished in the last week; soonest end first. A
 * tournament an operator cancelled is gone from players' sight.
 */
export async function listTournaments(
  db: Executor,
  playerId: string | undefined,
  locale: string,
): Promise<Tournament[]> {
  const rows = await db
    .select()
    .from(tournaments)
    .where(
      and(
        isNull(tournaments.cancelledAt),
        gt(tournaments.endsAt, sql`now() - make_interval(days => ${FINISHED_LISTED_DAYS})`),
      ),
    )
    .orderBy(asc(tournaments.endsAt));
  const ids = rows.map((row) => row.id);
  const [counts, joined] = await Promise.all([
    playerCounts(db, ids),
    playerId && ids.length
      ? db
          .select({ id: tournamentPlayers.tournamentId })
          .from(tournamentPlayers)
          .where(
            and(
              eq(tournamentPlayers.playerId, playerId),
              inArray(tournamentPlayers.tournamentId, ids),
            ),
          )
      : Promise.resolve([]),
  ]);
  const joinedIds = new Set(joined.map((row) => row.id));
  const order = { running: 0, upcoming: 1, finished: 2 };
  return rows
    .map((row) => toTournament(row, locale, counts.get(row.id) ?? 0, joinedIds.has(row.id)))
    .sort((a, b) => order[a.status] - order[b.status]);
}

/** Ranked entries: score down, then who reached it first, then who joined first. */
async function rankedEntries(db: Executor, tournamentId: string) {
  return db
    .select({
      playerId: tournamentPlayers.playerId,
      nickname: players.nickname,
      score: tournamentPlayers.score,
      prize: tournamentPlayers.prize,
    })
    .from(tournamentPlayers)
    .innerJoin(players, eq(players.id, tournamentPlayers.playerId))
    .where(eq(tournamentPlayers.tournamentId, tournamentId))
    .orderBy(
      desc(tournamentPlayers.score),
      sql`${tournamentPlayers.scoredAt} asc nulls last`,
      asc(tournamentPlayers.joinedAt),
      asc(tournamentPlayers.playerId),
    );
}

function boardOf(
  row: TournamentRow,
  entries: Awaited<ReturnType<typeof rankedEntries>>,
  playerId?: string,
): { leaderboard: LeaderboardEntry[]; me: LeaderboardEntry | null } {
  const all = entries.map((entry, index) => ({
    place: index + 1,
    name: maskName(entry.nickname),
    score: entry.score,
    prize: entry.prize ?? row.prizes[index] ?? null,
    isMe: entry.playerId === playerId,
  }));
  return { leaderboard: all.slice(0, BOARD_SIZE), me: all.find((entry) => entry.isMe) ?? null };
}

export async function getTournament(
  db: Executor,
  id: string,
  playerId: string | undefined,
  locale: string,
): Promise<TournamentDetail> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
  if (!row || row.cancelledAt) throw new AppError('tournamentNotFound');
  const [entries, gameRows] = await Promise.all([
    rankedEntries(db, id),
    db.select({ id: games.id, name: games.name }).from(games).where(inArray(games.id, row.gameIds)),
  ]);
  const board = boardOf(row, entries, playerId);
  return {
    ...toTournament(row, locale, entries.length, board.me !== null),
    games: row.gameIds.flatMap((gameId) => gameRows.filter((game) => game.id === gameId)),
    ...board,
  };
}

/**
 * Joins a running or coming tournament; a buy-in moves from the player's account in the
 * tournament's currency to the house (once: a second join is refused before any money moves).
 */
export async function joinTournament(
  db: Db,
  id: string,
  playerId: string,
  locale: string,
): Promise<TournamentDetail> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
    if (!row || row.cancelledAt) throw new AppError('tournamentNotFound');
    if (statusOf(row) === 'finished') throw new AppError('tournamentClosed');
    const [joined] = await tx
      .insert(tournamentPlayers)
      .values({ tournamentId: id, playerId })
      .onConflictDoNothing()
      .returning();
    if (!joined) throw new AppError('tournamentJoined');
    if (row.buyIn > 0) {
      const [account] = await tx
        .select({ id: walletAccounts.id })
        .from(walletAccounts)
        .where(
          and(eq(walletAccounts.playerId, playerId), eq(walletAccounts.currency, row.currency)),
        );
      if (!account) throw new AppError('insufficientFunds');
      const house = await houseAccount(tx, row.currency);
      await postTransfer(
        tx,
        {
          idempotencyKey: `tournament-buy-in:${id}:${playerId}`,
          kind: 'adjustment',
          legs: [
            { accountId: account.id, amountMinor: -row.buyIn },
            { accountId: house.id, amountMinor: row.buyIn },
          ],
          metadata: { tournamentId: id, reason: 'tournament buy-in' },
        },
        { status: 'posted' },
      );
      await publishAccountChange(tx, playerId, account.id);
    }
    await publishBoard(tx, row);
  });
  return getTournament(db, id, playerId, locale);
}

async function publishBoard(tx: Executor, row: TournamentRow) {
  const entries = await rankedEntries(tx, row.id);
  const { leaderboard } = boardOf(row, entries);
  const event: TournamentEvent = {
    tournamentId: row.id,
    players: entries.length,
    status: statusOf(row),
    leaderboard: leaderboard.map(({ isMe: _isMe, ...entry }) => entry),
  };
  await publishAfterCommit(tx, TOURNAMENTS_CHANNEL, event);
}

function roundScore(
  scoring: TournamentRow['scoring'],
  round: { stake: number; bonusStake: number; win: number; status: number },
) {
  if (round.status === BET_STATUSES.refunded) return 0;
  switch (scoring) {
    case 'wins':
      return round.win;
    case 'wager':
      return Math.max(0, round.stake - round.bonusStake);
    case 'multiplier':
      return round.stake > 0 ? Math.floor((round.win * 100) / round.stake) : 0;
  }
}

/**
 * Scores a round in the tournaments it belongs to (its game, its currency, within their time,
 * for a player who joined before it), from the round as it is now: events twice or out of
 * order score once. The board goes out on `tournaments`.
 */
export async function scoreRound(db: Db, round: CountedRound) {
  const roundId = round.id;
  const candidates = await db
    .select({ tournament: tournaments })
    .from(tournaments)
    .innerJoin(
      tournamentPlayers,
      and(
        eq(tournamentPlayers.tournamentId, tournaments.id),
        eq(tournamentPlayers.playerId, round.playerId),
      ),
    )
    .where(
      and(
        isNull(tournaments.finishedAt),
        eq(tournaments.currency, round.currency),
        lte(tournaments.startsAt, round.createdAt),
        gt(tournaments.endsAt, round.createdAt),
        lte(tournamentPlayers.joinedAt, round.createdAt),
        sql`${round.gameId} = any(${tournaments.gameIds})`,
      ),
    );
  for (const { tournament } of candidates) {
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(tournaments)
        .where(eq(tournaments.id, tournament.id))
        .for('update');
      if (!locked || locked.finishedAt) return;
      const score = roundScore(locked.scoring, round);
      const [previous] = await tx
        .select({ score: tournamentRoundScores.score })
        .from(tournamentRoundScores)
        .where(
          and(
            eq(tournamentRoundScores.tournamentId, locked.id),
            eq(tournamentRoundScores.roundId, roundId),
          ),
        );
      if (previous?.score === score) return;
      await tx
        .insert(tournamentRoundScores)
        .values({ tournamentId: locked.id, roundId, playerId: round.playerId, score })
        .onConflictDoUpdate({
          target: [tournamentRoundScores.tournamentId, tournamentRoundScores.roundId],
          set: { score },
        });
      const aggregate =
        locked.scoring === 'multiplier'
          ? sql`coalesce(max(${tournamentRoundScores.score}), 0)`
          : sql`coalesce(sum(${tournamentRoundScores.score}), 0)`;
      const [total] = await tx
        .select({ score: sql<number>`${aggregate}::bigint` })
        .from(tournamentRoundScores)
        .where(
          and(
            eq(tournamentRoundScores.tournamentId, locked.id),
            eq(tournamentRoundScores.playerId, round.playerId),
          ),
        );
      const newScore = Number(total?.score ?? 0);
      const [entry] = await tx
        .select({ score: tournamentPlayers.score })
        .from(tournamentPlayers)
        .where(
          and(
            eq(tournamentPlayers.tournamentId, locked.id),
            eq(tournamentPlayers.playerId, round.playerId),
          ),
        );
      if (entry?.score === newScore) return;
      await tx
        .update(tournamentPlayers)
        .set({ score: newScore, scoredAt: sql`clock_timestamp()` })
        .where(
          and(
            eq(tournamentPlayers.tournamentId, locked.id),
            eq(tournamentPlayers.playerId, round.playerId),
          ),
        );
      await publishBoard(tx, locked);
    });
  }
}

/**
 * Ends the tournaments past their end: places fixed, prizes paid through the ledger (one
 * transfer per place, keyed by it), winners told in the messenger, the final board published.
 * Answers how many ended.
 */
export async function finishDueTournaments(db: Db): Promise<number> {
  const due = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(isNull(tournaments.finishedAt), lte(tournaments.endsAt, sql`now()`)));
  let finished = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
      if (!row || row.finishedAt) return false;
      const entries = await rankedEntries(tx, id);
      for (const [index, entry] of entries.entries()) {
        const prize = entry.score > 0 ? (row.prizes[index] ?? 0) : 0;
        await tx
          .update(tournamentPlayers)
          .set({ place: index + 1, prize })
          .where(
            and(
              eq(tournamentPlayers.tournamentId, id),
              eq(tournamentPlayers.playerId, entry.playerId),
            ),
          );
        if (prize === 0) continue;
        const [account] = await tx
          .select({ id: walletAccounts.id })
          .from(walletAccounts)
          .where(
            and(
              eq(walletAccounts.playerId, entry.playerId),
              eq(walletAccounts.currency, row.currency),
            ),
          );
        if (!account) continue;
        const house = await houseAccount(tx, row.currency);
        await postTransfer(
          tx,
          {
            idempotencyKey: `tournament-prize:${id}:${index + 1}`,
            kind: 'adjustment',
            legs: [
              { accountId: house.id, amountMinor: -prize },
              { accountId: account.id, amountMinor: prize },
            ],
            metadata: { tournamentId: id, place: index + 1, reason: 'tournament prize' },
          },
          { status: 'posted' },
        );
        await publishAccountChange(tx, entry.playerId, account.id);
        const locale = await selectPlayerLocale(tx, entry.playerId);
        await sendMessage(tx, {
          playerId: entry.playerId,
          kind: 'tournament.prize',
          params: { tournament: localizedText(row.name, locale), place: String(index + 1) },
          sourceKey: `tournament:${id}`,
        });
      }
      const [ended] = await tx
        .update(tournaments)
        .set({ finishedAt: sql`now()` })
        .where(eq(tournaments.id, id))
        .returning();
      await publishBoard(tx, ended!);
      return true;
    });
    if (done) finished += 1;
  }
  return finished;
}

/**
 * Rebuilds the boards of unfinished tournaments from the history: scores forgotten, then every
 * round of their players in their window scored again in the order played (so ties keep who got
 * there first). Answers how many tournaments.
 */
export async function rebuildTournamentScores(db: Db): Promise<number> {
  const open = await db.select().from(tournaments).where(isNull(tournaments.finishedAt));
  for (const row of open) {
    await db.transaction(async (tx) => {
      await tx.delete(tournamentRoundScores).where(eq(tournamentRoundScores.tournamentId, row.id));
      await tx
        .update(tournamentPlayers)
        .set({ score: 0, scoredAt: null })
        .where(eq(tournamentPlayers.tournamentId, row.id));
    });
    const rounds = await db
      .select(countedRoundColumns)
      .from(gameRounds)
      .innerJoin(
        tournamentPlayers,
        and(
          eq(tournamentPlayers.tournamentId, row.id),
          eq(tournamentPlayers.playerId, gameRounds.playerId),
        ),
      )
      .where(
        and(
          eq(gameRounds.currency, row.currency),
          inArray(gameRounds.gameId, row.gameIds),
          sql`${gameRounds.createdAt} >= ${row.startsAt}`,
          sql`${gameRounds.createdAt} < ${row.endsAt}`,
        ),
      )
      .orderBy(asc(gameRounds.createdAt), asc(gameRounds.id));
    for (const round of rounds) await scoreRound(db, round);
  }
  return open.length;
}

/**
 * Calls off a tournament inside the caller's transaction (the row locked by the caller): each
 * paid buy-in goes back by the reverse of its own transfer (keyed by tournament and player, so
 * once whatever runs twice), every player who joined gets a message, and the row is marked
 * cancelled and finished (no scoring, no payout, gone from players' lists). Answers the refunds.
 */
export async function cancelTournamentEntries(
  tx: Executor,
  row: TournamentRow,
  reason: string,
): Promise<{ playerId: string; amount: number }[]> {
  const joined = await tx
    .select({ playerId: tournamentPlayers.playerId })
    .from(tournamentPlayers)
    .where(eq(tournamentPlayers.tournamentId, row.id));
  const refunds: { playerId: string; amount: number }[] = [];
  for (const { playerId } of joined) {
    const [paid] = await tx
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `tournament-buy-in:${row.id}:${playerId}`));
    if (paid) {
      const legs = await tx
        .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.transferId, paid.id));
      const account = legs.find((leg) => leg.amount < 0);
      await postTransfer(
        tx,
        {
          idempotencyKey: `tournament-refund:${row.id}:${playerId}`,
          kind: 'adjustment',
          legs: legs.map((leg) => ({ accountId: leg.accountId, amountMinor: -leg.amount })),
          metadata: { tournamentId: row.id, reason: 'tournament buy-in refund' },
        },
        { status: 'posted' },
      );
      if (account) {
        await publishAccountChange(tx, playerId, account.accountId);
        refunds.push({ playerId, amount: -account.amount });
      }
    }
    const locale = await selectPlayerLocale(tx, playerId);
    await sendMessage(tx, {
      playerId,
      kind: 'tournament.cancelled',
      params: { tournament: localizedText(row.name, locale), reason },
      sourceKey: `tournament-cancelled:${row.id}`,
    });
  }
  const [cancelled] = await tx
    .update(tournaments)
    .set({ cancelledAt: sql`now()`, finishedAt: sql`now()`, cancelReason: reason })
    .where(eq(tournaments.id, row.id))
    .returning();
  await publishBoard(tx, cancelled!);
  return refunds;
}
