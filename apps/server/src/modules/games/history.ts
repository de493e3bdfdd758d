import type { BetStatus, GameRound, Winner } from '@croupier/contract';
import type { Executor } from '../../db/client.ts';
import { memoize } from '../../lib/ttl-cache.ts';
import { type Catalogue, loadCatalogue } from './catalogue.ts';
import * as repo from './repo.ts';
import { gameImages } from './service.ts';

const WINNERS_DAYS = 7;
const WINNERS_LIMIT = 20;
/** The winners ticker is public and the same for everyone: read at most every few seconds. */
const WINNERS_TTL_MS = 5_000;

function toRound(row: repo.RoundRow, catalogue: Catalogue): GameRound {
  const game = catalogue.byId.get(row.gameId);
  return {
    id: row.id,
    gameId: row.gameId,
    gameName: game?.name ?? row.gameId,
    providerName: game?.provider.name ?? '',
    currency: row.currency,
    amount: row.amount,
    winAmount: row.winAmount,
    status: row.status as BetStatus,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/** The player's rounds, newest first; `isSettled` keeps only settled (or only open) ones. */
export async function listRounds(
  db: Executor,
  playerId: string,
  query: { page: number; perPage: number; isSettled?: boolean },
) {
  const { page, perPage } = query;
  const [catalogue, { rows, total }] = await Promise.all([
    loadCatalogue(db),
    repo.selectRounds(
      db,
      playerId,
      { limit: perPage, offset: (page - 1) * perPage },
      query.isSettled,
    ),
  ]);
  return { data: rows.map((row) => toRound(row, catalogue)), meta: { page, perPage, total } };
}

/** A public name: the first two letters of the nickname (or e-mail) and stars. */
export function maskPlayerName(nickname: string | null, email: string | null) {
  const name = nickname?.trim() || email?.split('@')[0] || 'player';
  return `${[...name].slice(0, 2).join('')}***`;
}

export const listWinners = memoize(WINNERS_TTL_MS, async (db: Executor): Promise<Winner[]> => {
  const since = new Date(Date.now() - WINNERS_DAYS * 86_400_000);
  const [catalogue, rows] = await Promise.all([
    loadCatalogue(db),
    repo.selectBigWins(db, since, WINNERS_LIMIT),
  ]);
  return rows.map((row) => ({
    id: row.id,
    gameId: row.gameId,
    gameName: catalogue.byId.get(row.gameId)?.name ?? row.gameId,
    image: gameImages(row.gameId).square['1x'],
    playerName: maskPlayerName(row.nickname, row.email),
    currency: row.currency,
    winAmount: row.winAmount,
    multiplier: row.amount > 0 ? Math.round((row.winAmount * 100) / row.amount) / 100 : 0,
    createdAt: row.createdAt.toISOString(),
  }));
});
