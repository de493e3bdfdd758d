import { PLAYER_STATUS } from '@croupier/contract';
import type { Db, Executor } from '../../db/client.ts';
import type { players } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { listLimits } from '../limits/service.ts';
import * as sessionsRepo from '../sessions/repo.ts';
import { closeOtherSessions } from '../sessions/service.ts';
import { listPlayerAccounts, toAccount } from '../wallet/service.ts';
import { appendAudit, findLatestAudit } from './audit.ts';
import type { SignedInOperator } from './operators.ts';
import * as repo from './repo.ts';

type PlayerRow = typeof players.$inferSelect;

const LEDGER_ROWS = 50;
const SESSION_ROWS = 20;

const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;

function toSummary(row: PlayerRow) {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    nickname: row.nickname,
    firstName: row.firstName,
    lastName: row.lastName,
    country: row.country,
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function searchPlayers(db: Executor, query: string, page: number, perPage: number) {
  const { rows, total } = await repo.searchPlayers(db, query, page, perPage);
  return { data: rows.map(toSummary), meta: { page, perPage, total } };
}

/** Everything an operator reads about a player; the reading is audited (who looked at whom). */
export async function getPlayerDetail(
  db: Db,
  operator: SignedInOperator,
  playerId: string,
  now: Date,
) {
  const row = await repo.selectPlayer(db, playerId);
  if (!row) throw new AppError('notFound');
  const [accounts, ledger, sessions, limits] = await Promise.all([
    listPlayerAccounts(db, playerId),
    repo.selectPlayerLedger(db, playerId, LEDGER_ROWS),
    sessionsRepo.selectOpenSessions(db, playerId, 1, SESSION_ROWS),
    listLimits(db, playerId, now),
  ]);
  await db.transaction((tx) =>
    appendAudit(tx, { operator, action: 'player.view', target: { type: 'player', id: playerId } }),
  );
  return {
    profile: {
      ...toSummary(row),
      locale: row.locale,
      birthdate: row.birthdate,
      emailConfirmedAt: isoOrNull(row.emailConfirmedAt),
      phoneConfirmedAt: isoOrNull(row.phoneConfirmedAt),
    },
    accounts: accounts.map(toAccount),
    ledger: ledger.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    sessions: sessions.rows.map((session) => ({
      id: session.id,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      ip: session.ip,
      userAgent: session.userAgent,
      method: session.method,
      isCurrent: false,
    })),
    limits,
  };
}

interface StatusChange {
  operator: SignedInOperator;
  playerId: string;
  reason: string;
  ip: string;
}

/**
 * Blocks a player: sign-in answers 403 `accountBlocked`, and every session closes with its live
 * sockets (after commit). Blocking a blocked player changes nothing and records nothing.
 */
export async function blockPlayer(db: Db, change: StatusChange) {
  return db.transaction(async (tx) => {
    const player = await repo.lockPlayer(tx, change.playerId);
    if (!player) throw new AppError('notFound');
    if (player.status === PLAYER_STATUS.blocked) return toSummary(player);
    const blocked = await repo.updatePlayerStatus(tx, player.id, PLAYER_STATUS.blocked);
    const closed = await closeOtherSessions(tx, player.id);
    await appendAudit(tx, {
      operator: change.operator,
      action: 'player.block',
      target: { type: 'player', id: player.id },
      before: { status: player.status },
      after: { status: blocked.status, reason: change.reason, closedSessions: closed.length },
      ip: change.ip,
    });
    return toSummary(blocked);
  });
}

/**
 * Unblocks a player back to the status the block replaced (a limited or self-excluded player
 * stays so), as the block's audit entry recorded it.
 */
export async function unblockPlayer(db: Db, change: StatusChange) {
  return db.transaction(async (tx) => {
    const player = await repo.lockPlayer(tx, change.playerId);
    if (!player) throw new AppError('notFound');
    if (player.status !== PLAYER_STATUS.blocked) return toSummary(player);
    const block = await findLatestAudit(tx, 'player.block', player.id);
    const status = (block?.before as { status?: number } | null)?.status ?? PLAYER_STATUS.active;
    const unblocked = await repo.updatePlayerStatus(tx, player.id, status);
    await appendAudit(tx, {
      operator: change.operator,
      action: 'player.unblock',
      target: { type: 'player', id: player.id },
      before: { status: player.status },
      after: { status, reason: change.reason },
      ip: change.ip,
    });
    return toSummary(unblocked);
  });
}

/**
 * Marks a player limited (status 2: they play and withdraw, but may not deposit) or lifts it.
 * Only between active and limited: a blocked or self-excluded player is refused (403
 * `forbidden`); asking for the status they already have changes and records nothing.
 */
export async function setPlayerLimited(db: Db, change: StatusChange, isLimited: boolean) {
  const from = isLimited ? PLAYER_STATUS.active : PLAYER_STATUS.limited;
  const to = isLimited ? PLAYER_STATUS.limited : PLAYER_STATUS.active;
  return db.transaction(async (tx) => {
    const player = await repo.lockPlayer(tx, change.playerId);
    if (!player) throw new AppError('notFound');
    if (player.status === to) return toSummary(player);
    if (player.status !== from) throw new AppError('forbidden');
    const changed = await repo.updatePlayerStatus(tx, player.id, to);
    await appendAudit(tx, {
      operator: change.operator,
      action: isLimited ? 'player.limit' : 'player.unlimit',
      target: { type: 'player', id: player.id },
      before: { status: player.status },
      after: { status: to, reason: change.reason },
      ip: change.ip,
    });
    return toSummary(changed);
  });
}
