import { inArray, sql } from 'drizzle-orm';
import { ENGINES } from '../../modules/demo-provider/engines/index.ts';
import type { Executor } from '../client.ts';
import { gameCollectionGames, gameCollections, gameProviders, games } from '../schema.ts';
import {
  gameCollections as collectionSeeds,
  gameProviders as providerSeeds,
} from './data/games-providers.ts';
import { adventureSlots } from './data/games-slots-adventure.ts';
import { classicSlots } from './data/games-slots-classic.ts';
import { tableAndCrashGames } from './data/games-tables.ts';
import type { SeedGame, SeedGameCollection } from './data/games-types.ts';

export const gameSeeds: SeedGame[] = [...classicSlots, ...adventureSlots, ...tableAndCrashGames];

const DAY_MS = 86_400_000;
const POPULAR_SIZE = 16;
const NEW_WITHIN_DAYS = 30;

/**
 * The demo catalogue: providers, collections and games. A few batched statements, because the
 * seed runs before every API test file. Idempotent: rows are upserted by id, and the seeded
 * collections' memberships are rebuilt.
 */
export async function seedGames(tx: Executor) {
  await tx
    .insert(gameProviders)
    .values(providerSeeds.map((p, index) => ({ ...p, position: index + 1, isEnabled: true })))
    .onConflictDoUpdate({
      target: gameProviders.id,
      set: excluded(['name', 'integration', 'description', 'theme', 'position', 'is_enabled']),
    });
  await tx
    .insert(gameCollections)
    .values(collectionSeeds.map((c, index) => ({ ...c, position: index + 1, isEnabled: true })))
    .onConflictDoUpdate({
      target: gameCollections.id,
      set: excluded(['name', 'position', 'is_enabled']),
    });
  const now = Date.now();
  await tx
    .insert(games)
    .values(gameSeeds.map((game) => toGameRow(game, now)))
    .onConflictDoUpdate({
      target: games.id,
      set: excluded([
        'name',
        'provider_id',
        'kind',
        'config',
        'theme',
        'description',
        'rtp_basis_points',
        'volatility',
        'tags',
        'devices',
        'restricted_countries',
        'has_demo',
        'is_enabled',
        'popularity',
        'released_at',
      ]),
    });
  const collectionIds = collectionSeeds.map((c) => c.id);
  await tx
    .delete(gameCollectionGames)
    .where(inArray(gameCollectionGames.collectionId, collectionIds));
  await tx.insert(gameCollectionGames).values(
    collectionSeeds.flatMap((collection) =>
      membersOf(collection.id).map((game, index) => ({
        collectionId: collection.id,
        gameId: game.id,
        position: index + 1,
      })),
    ),
  );
}

function toGameRow(game: SeedGame, nowMs: number): typeof games.$inferInsert {
  const { releasedDaysAgo, ...rest } = game;
  return {
    ...rest,
    config: {},
    // The engine's declared RTP: a game cannot promise more than its engine pays.
    rtpBasisPoints: ENGINES[game.kind].rtpBasisPoints,
    devices: game.devices ?? ['desktop', 'mobile'],
    restrictedCountries: game.restrictedCountries ?? [],
    hasDemo: game.hasDemo ?? true,
    isEnabled: game.isEnabled ?? true,
    // Whole days, so two seeds on the same day write the same date.
    releasedAt: new Date(Math.floor(nowMs / DAY_MS) * DAY_MS - releasedDaysAgo * DAY_MS),
  };
}

/** The games of a collection in their lobby order. */
function membersOf(collection: SeedGameCollection['id']): SeedGame[] {
  const listed = gameSeeds.filter((game) => game.isEnabled !== false);
  const byPopularity = [...listed].sort((a, b) => a.popularity - b.popularity);
  switch (collection) {
    case 'popular':
      return byPopularity.slice(0, POPULAR_SIZE);
    case 'new':
      return listed
        .filter((g) => g.releasedDaysAgo <= NEW_WITHIN_DAYS || g.tags.includes('new'))
        .sort((a, b) => a.releasedDaysAgo - b.releasedDaysAgo);
    case 'slots':
      return byPopularity.filter((g) => g.kind === 'slot');
    case 'table-games':
      return byPopularity.filter((g) => g.kind === 'roulette');
    case 'crash':
      return byPopularity.filter((g) => g.kind === 'crash');
    case 'jackpots':
      return byPopularity.filter((g) => g.tags.includes('jackpot'));
  }
}

function excluded(columns: string[]) {
  return Object.fromEntries(
    columns.map((c) => [
      c.replace(/_(\w)/g, (_m, ch: string) => ch.toUpperCase()),
      sql.raw(`excluded.${c}`),
    ]),
  );
}
