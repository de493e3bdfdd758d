import type { gamesQuerySchema } from '@croupier/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { memoize } from '../../lib/ttl-cache.ts';
import * as repo from './repo.ts';
import { type GameTheme, readTheme } from './theme.ts';

/**
 * The catalogue is small (tens to a few thousand games) and read on every lobby request, so each
 * process keeps all of it in memory as a snapshot and filters, sorts and pages it there: no query
 * per request for a guest, which keeps `GET /api/game/games` within its budget on PostgreSQL. Only
 * the signed-in player's favourites are read per request and merged in. The snapshot is kept until
 * the catalogue changes: triggers raise `catalogue_version` in the changing transaction
 * (migration 0008), and each process reads that one row at most once a second, so an operator's
 * change shows everywhere within a second, on every process, without Redis.
 */
const VERSION_CHECK_MS = 1_000;

export interface CatalogueProvider {
  id: string;
  name: string;
  integration: string;
  description: Record<string, string>;
  theme: GameTheme;
  isEnabled: boolean;
}

export interface CatalogueGame {
  id: string;
  name: string;
  provider: CatalogueProvider;
  kind: string;
  config: Record<string, unknown>;
  theme: GameTheme;
  description: Record<string, string>;
  rtpBasisPoints: number;
  volatility: 'low' | 'medium' | 'high';
  tags: string[];
  devices: ('desktop' | 'mobile')[];
  restrictedCountries: string[];
  hasDemo: boolean;
  /** Enabled, and so is its provider: listed and playable. */
  isListed: boolean;
  popularity: number;
  releasedAtMs: number;
  /** Collection id → position of the game in it. */
  collections: Map<string, number>;
  /** Game and provider name without case, accents or punctuation. */
  searchKey: string;
}

export interface Catalogue {
  /** Every game, listed or not (art and history still need a withdrawn game's name). */
  byId: Map<string, CatalogueGame>;
  providers: CatalogueProvider[];
  collections: { id: string; name: Record<string, string> }[];
  /** Listed games in each sort order. */
  sorted: Record<'popular' | 'new' | 'name', CatalogueGame[]>;
}

const catalogueVersionOf = memoize(VERSION_CHECK_MS, (db: Executor) =>
  repo.selectCatalogueVersion(db),
);

const snapshots = new WeakMap<Executor, { version: number; catalogue: Promise<Catalogue> }>();

/**
 * This process's catalogue snapshot, built again only when the version moved. The version is read
 * before the tables, so a snapshot is never older than the version it is kept for.
 */
export async function loadCatalogue(db: Executor): Promise<Catalogue> {
  const version = await catalogueVersionOf(db);
  const known = snapshots.get(db);
  if (known && known.version >= version) return known.catalogue;
  const catalogue = repo.selectCatalogueRows(db).then(buildCatalogue);
  snapshots.set(db, { version, catalogue });
  catalogue.catch(() => {
    if (snapshots.get(db)?.catalogue === catalogue) snapshots.delete(db);
  });
  return catalogue;
}

export function buildCatalogue(rows: repo.CatalogueRows): Catalogue {
  const providers = rows.providerRows.map((p) => ({
    id: p.id,
    name: p.name,
    integration: p.integration,
    description: p.description,
    theme: readTheme(p.theme),
    isEnabled: p.isEnabled,
  }));
  const providerById = new Map(providers.map((p) => [p.id, p]));
  const byId = new Map<string, CatalogueGame>();
  for (const row of rows.gameRows) {
    const provider = providerById.get(row.providerId);
    if (!provider) continue;
    byId.set(row.id, {
      ...row,
      provider,
      theme: readTheme(row.theme),
      isListed: row.isEnabled && provider.isEnabled,
      releasedAtMs: row.releasedAt.getTime(),
      collections: new Map(),
      searchKey: normalizeSearch(`${row.name} ${provider.name}`),
    });
  }
  const enabledCollections = new Set(
    rows.collectionRows.filter((c) => c.isEnabled).map((c) => c.id),
  );
  for (const member of rows.memberRows) {
    if (enabledCollections.has(member.collectionId))
      byId.get(member.gameId)?.collections.set(member.collectionId, member.position);
  }
  const listed = [...byId.values()].filter((g) => g.isListed);
  const byName = (a: CatalogueGame, b: CatalogueGame) => NAME_ORDER.compare(a.name, b.name);
  return {
    byId,
    providers,
    collections: rows.collectionRows
      .filter((c) => c.isEnabled)
      .map((c) => ({ id: c.id, name: c.name })),
    sorted: {
      popular: [...listed].sort((a, b) => a.popularity - b.popularity || byName(a, b)),
      new: [...listed].sort((a, b) => b.releasedAtMs - a.releasedAtMs || byName(a, b)),
      name: [...listed].sort(byName),
    },
  };
}

const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Lower case, no accents, apostrophes dropped, other punctuation as spaces. */
export function normalizeSearch(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

type GamesFilter = Pick<
  z.output<typeof gamesQuerySchema>,
  'collection' | 'provider' | 'search' | 'device' | 'sort'
>;

/**
 * Listed games matching the filters. In a collection, "popular" is the collection's own order
 * (what the operator curated for that row); the other sorts apply as they are.
 */
export function filterGames(catalogue: Catalogue, filter: GamesFilter): CatalogueGame[] {
  const { sort } = filter;
  const providers = filter.provider ? new Set(filter.provider.split(',')) : undefined;
  const search = filter.search ? normalizeSearch(filter.search) : '';
  const { collection, device } = filter;
  const found = catalogue.sorted[sort].filter(
    (game) =>
      (!collection || game.collections.has(collection)) &&
      (!providers || providers.has(game.provider.id)) &&
      (!device || game.devices.includes(device)) &&
      (!search || game.searchKey.includes(search)),
  );
  if (collection && sort === 'popular') {
    found.sort((a, b) => a.collections.get(collection)! - b.collections.get(collection)!);
  }
  return found;
}

/** A localized text: the locale's, else the default locale's, else any. */
export function pickText(texts: Record<string, string>, locale: string, fallback: string) {
  return texts[locale] ?? texts[fallback] ?? Object.values(texts)[0] ?? '';
}
