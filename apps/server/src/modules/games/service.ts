import {
  type Game,
  type GameCollection,
  type GameImages,
  type GameProvider,
  type gamesQuerySchema,
  gamesResponseSchema,
} from '@croupier/contract';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findCountry, getDefaultLocale } from '../settings/service.ts';
import {
  type Catalogue,
  type CatalogueGame,
  filterGames,
  loadCatalogue,
  pickText,
} from './catalogue.ts';
import * as repo from './repo.ts';

/** Who is asking: the signed-in player (if any), the request's country and locale. */
export interface Viewer {
  playerId: string | undefined;
  country: string | null;
  locale: string;
}

const PLAYED_GAMES_LIMIT = 24;

export function gameImages(id: string): GameImages {
  const set = (shape: string) => ({
    '1x': `/media/games/${id}/${shape}@1x.webp`,
    '2x': `/media/games/${id}/${shape}@2x.webp`,
    '3x': `/media/games/${id}/${shape}@3x.webp`,
  });
  return { square: set('square'), portrait: set('portrait') };
}

export const providerLogo = (id: string) => `/media/providers/${id}.webp`;

/** Whether a game is not playable from `country`: the game excludes it, or the whole site does. */
export async function restrictionIn(db: Executor, country: string | null) {
  if (!country) return (_game: CatalogueGame) => false;
  const isSiteRestricted = (await findCountry(db, country))?.isRestricted ?? false;
  return (game: CatalogueGame) => isSiteRestricted || game.restrictedCountries.includes(country);
}

function toGame(game: CatalogueGame, isFavorite: boolean, isRestricted: boolean): Game {
  return {
    id: game.id,
    identity: game.id,
    name: game.name,
    provider: { id: game.provider.id, identity: game.provider.id, name: game.provider.name },
    collections: [...game.collections.keys()],
    images: gameImages(game.id),
    tags: game.tags,
    devices: game.devices,
    hasDemo: game.hasDemo,
    rtp: game.rtpBasisPoints / 100,
    volatility: game.volatility,
    kind: game.kind,
    isFavorite,
    isRestricted,
  };
}

/** The wire shape of games, with the viewer's favourites and restrictions. */
async function presentGames(db: Executor, list: CatalogueGame[], viewer: Viewer) {
  const favorites = new Set(
    viewer.playerId ? await repo.selectFavoriteIds(db, viewer.playerId) : [],
  );
  const isRestricted = await restrictionIn(db, viewer.country);
  return list.map((game) => toGame(game, favorites.has(game.id), isRestricted(game)));
}

export async function listCollections(db: Executor, locale: string): Promise<GameCollection[]> {
  const catalogue = await loadCatalogue(db);
  const fallback = await getDefaultLocale(db);
  const counts = new Map<string, number>();
  for (const game of catalogue.sorted.popular) {
    for (const id of game.collections.keys()) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return catalogue.collections.map((c, index) => ({
    id: c.id,
    identity: c.id,
    name: pickText(c.name, locale, fallback),
    position: index + 1,
    gamesCount: counts.get(c.id) ?? 0,
  }));
}

async function providersWithCounts(db: Executor) {
  const catalogue = await loadCatalogue(db);
  const counts = new Map<string, number>();
  for (const game of catalogue.sorted.popular) {
    counts.set(game.provider.id, (counts.get(game.provider.id) ?? 0) + 1);
  }
  return catalogue.providers
    .filter((p) => p.isEnabled && (counts.get(p.id) ?? 0) > 0)
    .map((p) => ({ provider: p, gamesCount: counts.get(p.id)! }));
}

export async function listProviders(db: Executor): Promise<GameProvider[]> {
  return (await providersWithCounts(db)).map(({ provider, gamesCount }) => ({
    id: provider.id,
    identity: provider.id,
    name: provider.name,
    logo: providerLogo(provider.id),
    gamesCount,
  }));
}

export async function getProvider(db: Executor, id: string, locale: string): Promise<GameProvider> {
  const found = (await providersWithCounts(db)).find(({ provider }) => provider.id === id);
  if (!found) throw new AppError('providerNotFound');
  const { provider, gamesCount } = found;
  const fallback = await getDefaultLocale(db);
  return {
    id: provider.id,
    identity: provider.id,
    name: provider.name,
    logo: providerLogo(provider.id),
    gamesCount,
    description: pickText(provider.description, locale, fallback),
  };
}

type GamesQueryOutput = z.output<typeof gamesQuerySchema>;

export async function listGames(db: Executor, query: GamesQueryOutput, viewer: Viewer) {
  return listGamesOf(db, await loadCatalogue(db), query, viewer);
}

async function listGamesOf(
  db: Executor,
  catalogue: Catalogue,
  query: GamesQueryOutput,
  viewer: Viewer,
) {
  const { page, perPage } = query;
  const found = filterGames(catalogue, query);
  const slice = found.slice((page - 1) * perPage, page * perPage);
  return {
    data: await presentGames(db, slice, viewer),
    meta: { page, perPage, total: found.length },
  };
}

const GUEST_LIST_TTL_MS = 5_000;
const GUEST_LISTS_LIMIT = 2_000;
const guestLists = new WeakMap<
  Catalogue,
  Map<string, { expiresAt: number; json: Promise<string> }>
>();

/**
 * A guest's page of games as the JSON the route sends, encoded with the contract's schema as the
 * route's serializer would and kept per process for the catalogue's lifetime (at most 5 s): a
 * guest's list depends only on the catalogue, the country (restrictions), the locale and the
 * query, so the lobby's common pages cost neither the filtering nor the encoding again. A signed-in
 * player's list (favourites) is never cached: see `listGames`.
 */
export async function listGuestGamesJson(
  db: Executor,
  query: GamesQueryOutput,
  viewer: Viewer,
): Promise<string> {
  const catalogue = await loadCatalogue(db);
  let entries = guestLists.get(catalogue);
  if (!entries) {
    entries = new Map();
    guestLists.set(catalogue, entries);
  }
  // The parsed query: defaults applied, search trimmed, keys in the schema's order.
  const key = JSON.stringify([viewer.locale, viewer.country, query]);
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expiresAt > now) return hit.json;
  if (entries.size >= GUEST_LISTS_LIMIT) entries.clear();
  const guest = { ...viewer, playerId: undefined };
  const json = listGamesOf(db, catalogue, query, guest).then((list) =>
    JSON.stringify(z.encode(gamesResponseSchema, list)),
  );
  const cached = entries;
  cached.set(key, { expiresAt: now + GUEST_LIST_TTL_MS, json });
  json.catch(() => cached.delete(key));
  return json;
}

/** A listed game, or gameNotFound (unknown, disabled, or its provider disabled). */
export async function findListedGame(db: Executor, id: string) {
  const game = (await loadCatalogue(db)).byId.get(id);
  if (!game?.isListed) throw new AppError('gameNotFound');
  return game;
}

export async function getGame(db: Executor, id: string, viewer: Viewer): Promise<Game> {
  const game = await findListedGame(db, id);
  const [view] = await presentGames(db, [game], viewer);
  const fallback = await getDefaultLocale(db);
  return {
    ...view!,
    description: pickText(game.description, viewer.locale, fallback),
    theme: { ...game.theme },
    config: game.config,
  };
}

export async function listFavoriteGames(db: Executor, viewer: Viewer & { playerId: string }) {
  const catalogue = await loadCatalogue(db);
  const ids = await repo.selectFavoriteIds(db, viewer.playerId);
  const list = ids.flatMap((id) => {
    const game = catalogue.byId.get(id);
    return game?.isListed ? [game] : [];
  });
  return presentGames(db, list, viewer);
}

export async function setFavorite(db: Executor, playerId: string, id: string, isFavorite: boolean) {
  await findListedGame(db, id);
  if (isFavorite) await repo.insertFavorite(db, playerId, id);
  else await repo.deleteFavorite(db, playerId, id);
  return { gameId: id, isFavorite };
}

export async function listPlayedGames(db: Executor, viewer: Viewer & { playerId: string }) {
  const catalogue = await loadCatalogue(db);
  const ids = await repo.selectPlayedGameIds(db, viewer.playerId, PLAYED_GAMES_LIMIT);
  const list = ids.flatMap((id) => {
    const game = catalogue.byId.get(id);
    return game?.isListed ? [game] : [];
  });
  return presentGames(db, list, viewer);
}
