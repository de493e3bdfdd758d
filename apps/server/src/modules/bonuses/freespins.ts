import {
  PLAYER_BONUS_STATUSES,
  PLAYER_FREESPIN_RESULTS,
  type PlayerFreespin,
} from '@croupier/contract';
import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { bonuses, freespinRounds, games, playerFreespins, players } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { personalChannel } from '../live/channels.ts';
import { publishAfterCommit } from '../live/events.ts';
import { nameForPlayer, sendMessage } from '../messenger/service.ts';
import * as repo from './repo.ts';
import { issueBonus } from './service.ts';

/**
 * Free spins (docs/decisions/011-bonuses.md, "Free spins"). A definition's `freespins` gives a
 * player `count` spins on one game, in batches a day apart; the player activates them and the
 * game's provider plays them through the provider API (`games/provider-api/freespins.ts`) with no
 * stake. What they win is the house's until every spin's round settled: then it becomes one
 * bonus with the definition's wagering, issued like any other (`issueBonus`), so the only money
 * that ever moves is that bonus's grant.
 */

const { issued, active, finished } = PLAYER_BONUS_STATUSES;

export type FreespinRow = typeof playerFreespins.$inferSelect;

function localized(text: Record<string, string> | null | undefined, locale: string) {
  return text?.[locale] ?? text?.en ?? '';
}

/** The player's free spins as the contract's PlayerFreespin, newest first; later batches once due. */
async function selectViews(
  db: Executor,
  filter: { playerId: string; statuses?: number[]; currency?: string; ids?: string[] },
  locale: string,
): Promise<PlayerFreespin[]> {
  const rows = await db
    .select({
      row: playerFreespins,
      name: bonuses.name,
      packageId: bonuses.packageId,
      gameName: games.name,
    })
    .from(playerFreespins)
    .innerJoin(bonuses, eq(bonuses.id, playerFreespins.bonusId))
    .innerJoin(games, eq(games.id, playerFreespins.gameId))
    .where(
      and(
        eq(playerFreespins.playerId, filter.playerId),
        lte(playerFreespins.availableFrom, sql`now()`),
        filter.statuses?.length ? inArray(playerFreespins.status, filter.statuses) : undefined,
        filter.currency ? eq(playerFreespins.currency, filter.currency) : undefined,
        filter.ids ? inArray(playerFreespins.id, filter.ids) : undefined,
      ),
    )
    .orderBy(desc(playerFreespins.createdAt), desc(playerFreespins.batch));
  return rows.map(({ row, name, packageId, gameName }) => ({
    id: row.id,
    count: row.count,
    currency: row.currency,
    gameId: row.gameId,
    status: row.status as PlayerFreespin['status'],
    result: row.result as PlayerFreespin['result'],
    packageId,
    bonusId: row.bonusId,
    name: localized(name, locale),
    gameName,
    played: row.played,
    winAmount: row.winAmount,
    betAmount: row.betAmount,
    wagerMultiplier: row.wagerMultiplier,
    playerBonusId: row.playerBonusId,
    createdAt: row.availableFrom.toISOString(),
    activatedAt: row.activatedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }));
}

export function listPlayerFreespins(
  db: Executor,
  playerId: string,
  filter: { status?: number[] | undefined; currency?: string | undefined },
  locale: string,
) {
  return selectViews(db, { playerId, statuses: filter.status, currency: filter.currency }, locale);
}

/** Publishes free spins as they are now on `bonus:player-freespins`, in the player's language. */
export async function publishFreespin(tx: Executor, row: Pick<FreespinRow, 'id' | 'playerId'>) {
  const [player] = await tx
    .select({ locale: players.locale })
    .from(players)
    .where(eq(players.id, row.playerId));
  const [view] = await selectViews(
    tx,
    { playerId: row.playerId, ids: [row.id] },
    player?.locale ?? 'en',
  );
  if (view)
    await publishAfterCommit(tx, personalChannel('bonus:player-freespins', row.playerId), view);
}

/**
 * Gives the free spins of a definition to a player on one of their accounts, in the caller's
 * transaction: its batches issued, the first available now and published, the others a day apart.
 * Nothing when the definition gives none, or none in the account's currency.
 */
export async function issueFreespins(
  tx: Executor,
  input: {
    bonus: repo.BonusRow;
    playerId: string;
    accountId: string;
    currency: string;
    invoiceId?: string;
  },
): Promise<FreespinRow[]> {
  const terms = input.bonus.freespins;
  const betAmount = terms?.betAmount[input.currency];
  if (!terms || !betAmount) return [];
  const batches = Math.max(1, Math.min(terms.batches, terms.count));
  const perBatch = Math.floor(terms.count / batches);
  // The database's clock (a transaction's now()), so the first batch is visible at once.
  const values = Array.from({ length: batches }, (_, index) => ({
    playerId: input.playerId,
    bonusId: input.bonus.id,
    accountId: input.accountId,
    currency: input.currency,
    gameId: terms.gameId,
    // The first batch takes what does not divide evenly.
    count: index === 0 ? terms.count - perBatch * (batches - 1) : perBatch,
    batch: index + 1,
    betAmount,
    wagerMultiplier: terms.wagerMultiplier,
    winningsExpiryDays: terms.winningsExpiryDays,
    invoiceId: input.invoiceId ?? null,
    availableFrom: sql`now() + make_interval(days => ${index}::int)`,
    publishedAt: index === 0 ? sql`now()` : null,
    expiresAt: sql`now() + make_interval(days => ${index + terms.expiryDays}::int)`,
  }));
  const rows = await tx.insert(playerFreespins).values(values).returning();
  await publishFreespin(tx, rows[0]!);
  await sendMessage(tx, {
    playerId: input.playerId,
    kind: 'freespins.issued',
    params: {
      bonus: await nameForPlayer(tx, input.playerId, input.bonus.name),
      count: String(terms.count),
    },
    sourceKey: `freespins:${rows[0]!.id}`,
  });
  return rows;
}

async function lockOwn(tx: Executor, playerId: string, id: string) {
  const [row] = await tx
    .select()
    .from(playerFreespins)
    .where(eq(playerFreespins.id, id))
    .for('update');
  if (!row || row.playerId !== playerId || row.availableFrom.getTime() > Date.now()) {
    throw new AppError('bonusNotFound');
  }
  return row;
}

async function viewOf(db: Executor, playerId: string, id: string, locale: string) {
  const [view] = await selectViews(db, { playerId, ids: [id] }, locale);
  if (!view) throw new AppError('bonusNotFound');
  return view;
}

/** Activates issued free spins: from now the provider may play them. */
export async function activatePlayerFreespin(
  db: Db,
  playerId: string,
  id: string,
  locale: string,
): Promise<PlayerFreespin> {
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, playerId, id);
    if (row.status === finished) throw new AppError('bonusFinished');
    if (row.status !== issued) throw new AppError('bonusNotActivatable');
    await tx
      .update(playerFreespins)
      .set({ status: active, activatedAt: new Date() })
      .where(eq(playerFreespins.id, id));
    await publishFreespin(tx, row);
  });
  return viewOf(db, playerId, id, locale);
}

export async function hasOpenRounds(tx: Executor, id: string) {
  const [row] = await tx
    .select({ id: freespinRounds.id })
    .from(freespinRounds)
    .where(and(eq(freespinRounds.playerFreespinId, id), eq(freespinRounds.status, 1)))
    .limit(1);
  return row !== undefined;
}

/**
 * Cancels free spins; what their played spins won is forfeited (it never left the house). Refused
 * while a spin is being played (its round open): the player waits for it (bonus-cancel-lock).
 */
export async function cancelPlayerFreespin(
  db: Db,
  playerId: string,
  id: string,
  locale: string,
): Promise<PlayerFreespin> {
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, playerId, id);
    if (row.status === finished) throw new AppError('bonusFinished');
    if (await hasOpenRounds(tx, id)) throw new AppError('bonusUnsettledBets');
    await finish(tx, row, PLAYER_FREESPIN_RESULTS.canceled);
  });
  return viewOf(db, playerId, id, locale);
}

async function finish(tx: Executor, row: FreespinRow, result: number, playerBonusId?: string) {
  await tx
    .update(playerFreespins)
    .set({ status: finished, result, finishedAt: new Date(), playerBonusId: playerBonusId ?? null })
    .where(eq(playerFreespins.id, row.id));
  await publishFreespin(tx, row);
}

/**
 * Finishes active free spins once every spin was played and every spin's round settled: their
 * winnings, if any, become a bonus with the definition's wagering (issued, or active at once when
 * the account has no active bonus). `row` must be locked and current.
 */
export async function finishIfPlayed(tx: Executor, row: FreespinRow) {
  if (row.status !== active || row.played < row.count) return;
  if (await hasOpenRounds(tx, row.id)) return;
  let playerBonusId: string | undefined;
  if (row.winAmount > 0) {
    const bonus = await repo.selectBonus(tx, row.bonusId);
    const bonusRow = await issueBonus(tx, {
      bonus: {
        ...bonus!,
        wagerMultiplier: row.wagerMultiplier,
        expiryDays: row.winningsExpiryDays,
      },
      playerId: row.playerId,
      accountId: row.accountId,
      currency: row.currency,
      amount: row.winAmount,
      playerFreespinId: row.id,
    });
    playerBonusId = bonusRow.id;
  }
  await finish(tx, row, PLAYER_FREESPIN_RESULTS.played, playerBonusId);
}

/**
 * The free spins job: batches that became available are published (the player hears of them),
 * and free spins past their expiry finish expired (result 4; winnings forfeited). Answers how
 * many it changed. Safe on every process: each row is taken under its lock.
 */
export async function sweepFreespins(db: Db, batch = 100): Promise<number> {
  const due = await db.transaction(async (tx) => {
    const published = await tx
      .update(playerFreespins)
      .set({ publishedAt: sql`now()` })
      .where(
        and(isNull(playerFreespins.publishedAt), lte(playerFreespins.availableFrom, sql`now()`)),
      )
      .returning();
    for (const row of published) await publishFreespin(tx, row);
    return published.length;
  });
  const expired = await db
    .select({ id: playerFreespins.id })
    .from(playerFreespins)
    .where(
      and(
        inArray(playerFreespins.status, [issued, active]),
        lte(playerFreespins.expiresAt, sql`now()`),
      ),
    )
    .limit(batch);
  for (const { id } of expired) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(playerFreespins)
        .where(eq(playerFreespins.id, id))
        .for('update');
      if (row && row.status !== finished) await finish(tx, row, PLAYER_FREESPIN_RESULTS.expired);
    });
  }
  return due + expired.length;
}
