import type { BackofficeTournamentBody } from '@croupier/contract';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { currencies, tournamentPlayers, tournaments } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { throwIfFailed } from '../players/form-validation.ts';
import { cancelTournamentEntries } from '../retention/tournaments.ts';
import { appendAudit } from './audit.ts';
import {
  type Actor,
  createRetentionChecks,
  isSameValue,
  newRetentionId,
} from './retention-checks.ts';

type TournamentBody = BackofficeTournamentBody;
type TournamentRow = typeof tournaments.$inferSelect;

/**
 * As the player module decides it: finished once paid or past its end, running once started;
 * cancelled by an operator before it began.
 */
function statusOf(row: TournamentRow, now: Date) {
  if (row.cancelledAt) return 'cancelled' as const;
  if (row.finishedAt || row.endsAt <= now) return 'finished' as const;
  return row.startsAt > now ? ('upcoming' as const) : ('running' as const);
}

function toTournament(row: TournamentRow, players: number, now: Date) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    gameIds: row.gameIds,
    currency: row.currency,
    scoring: row.scoring,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    buyIn: row.buyIn,
    prizes: row.prizes,
    status: statusOf(row, now),
    players,
    cancelReason: row.cancelReason,
  };
}

async function loadTournaments(db: Executor, now: Date, ids?: string[]) {
  const rows = await db
    .select({
      row: tournaments,
      players: sql<number>`(select count(*)::int from ${tournamentPlayers} where ${tournamentPlayers.tournamentId} = ${tournaments.id})`,
    })
    .from(tournaments)
    .where(ids ? inArray(tournaments.id, ids) : undefined)
    .orderBy(desc(tournaments.startsAt), desc(tournaments.id));
  return rows.map(({ row, players }) => toTournament(row, players, now));
}

/** Every tournament, the latest start first. */
export function listTournamentDefinitions(db: Executor, now: Date) {
  return loadTournaments(db, now);
}

/**
 * Names and texts in existing locales, an enabled currency, catalogue games, an end after the
 * start and after now, and prizes that never grow from one place to the next.
 */
async function checkTournament(db: Executor, body: TournamentBody, now: Date) {
  const checks = createRetentionChecks(db);
  await checks.locales('name', body.name);
  await checks.locales('description', body.description);
  await checks.currencies('currency', [body.currency]);
  await checks.games('gameIds', body.gameIds);
  if (new Date(body.endsAt) <= new Date(body.startsAt)) {
    checks.fail('endsAt', { rule: 'after', params: { param: body.startsAt } });
  } else if (new Date(body.endsAt) <= now) {
    checks.fail('endsAt', { rule: 'after', params: { param: now.toISOString() } });
  }
  const [unit] = await db
    .select({ subunitToUnit: currencies.subunitToUnit })
    .from(currencies)
    .where(eq(currencies.code, body.currency));
  for (const [index, prize] of body.prizes.entries()) {
    const above = body.prizes[index - 1];
    if (above !== undefined && prize > above) {
      // The place above's prize as the operator typed it: units and currency, not minor units.
      const max = unit ? `${above / unit.subunitToUnit} ${body.currency}` : above;
      checks.fail(`prizes.${index}`, { rule: 'max_numeric', params: { max } });
    }
  }
  throwIfFailed(checks.failures);
}

const valuesOf = (body: TournamentBody) => ({
  name: body.name,
  description: body.description,
  gameIds: [...new Set(body.gameIds)],
  currency: body.currency,
  scoring: body.scoring,
  startsAt: new Date(body.startsAt),
  endsAt: new Date(body.endsAt),
  buyIn: body.buyIn,
  prizes: body.prizes,
});

/** A new tournament; the players' list shows it at once (upcoming, then running). */
export async function createTournament(db: Db, actor: Actor, body: TournamentBody, now: Date) {
  await checkTournament(db, body, now);
  const id = newRetentionId(body.name);
  return db.transaction(async (tx) => {
    await tx.insert(tournaments).values({ id, ...valuesOf(body) });
    const [created] = await loadTournaments(tx, now, [id]);
    await appendAudit(tx, {
      operator: actor.operator,
      action: 'tournament.create',
      target: { type: 'tournament', id },
      after: created,
      ip: actor.ip,
    });
    return created!;
  });
}

/**
 * Edits a tournament. Once it started (or finished) players compete for its prizes by its rules:
 * games, currency, scoring, dates, buy-in and prizes stay, only the name and description change;
 * before the start, players who paid a buy-in keep its amount and currency; a cancelled one stays
 * as it was called off. Otherwise 409 `tournamentLocked`. The row is locked, so a join or the payout waits for the edit.
 */
export async function updateTournament(
  db: Db,
  actor: Actor,
  id: string,
  body: TournamentBody,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
    if (!row) throw new AppError('notFound');
    const [before] = await loadTournaments(tx, now, [id]);
    const next = valuesOf(body);
    const changed = (keys: (keyof typeof next)[]) =>
      keys.some((key) => !isSameValue(row[key], next[key]));
    const isStarted = before!.status !== 'upcoming';
    if (
      before!.status === 'cancelled' ||
      (isStarted &&
        changed(['gameIds', 'currency', 'scoring', 'startsAt', 'endsAt', 'buyIn', 'prizes'])) ||
      (before!.players > 0 && row.buyIn > 0 && changed(['currency', 'buyIn']))
    ) {
      throw new AppError('tournamentLocked');
    }
    // A started tournament's dates are its own: its end is checked against its start only.
    await checkTournament(tx, body, isStarted ? row.startsAt : now);
    await tx.update(tournaments).set(next).where(eq(tournaments.id, id));
    const [after] = await loadTournaments(tx, now, [id]);
    await appendAudit(tx, {
      operator: actor.operator,
      action: 'tournament.update',
      target: { type: 'tournament', id },
      before,
      after,
      ip: actor.ip,
    });
    return after!;
  });
}

/**
 * Cancels a tournament that has not started (409 `tournamentLocked` once it started, finished or
 * was cancelled): the player module refunds each paid buy-in by reversing its transfer (one
 * refund per player, keyed), tells the players who joined, and drops it from their list. The
 * row is locked, so a second cancel sent at once waits and then finds it cancelled.
 */
export async function cancelTournament(
  db: Db,
  actor: Actor,
  id: string,
  reason: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
    if (!row) throw new AppError('notFound');
    const [before] = await loadTournaments(tx, now, [id]);
    if (before!.status !== 'upcoming') throw new AppError('tournamentLocked');
    const refunds = await cancelTournamentEntries(tx, row, reason);
    const [after] = await loadTournaments(tx, now, [id]);
    await appendAudit(tx, {
      operator: actor.operator,
      action: 'tournament.cancel',
      target: { type: 'tournament', id },
      before,
      after: { ...after!, refunds },
      ip: actor.ip,
    });
    return after!;
  });
}
