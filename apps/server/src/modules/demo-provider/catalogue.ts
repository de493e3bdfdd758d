import type { Currency, Game } from '@croupier/contract';
import { memoize } from '../../lib/ttl-cache.ts';
import type { GameKind } from './engines/engine-types.ts';
import { isGameKind } from './engines/index.ts';
import type { PlatformClient } from './platform-client.ts';

/** What the provider needs of a catalogue game: read from the platform's public API. */
export interface DemoGame {
  id: string;
  name: string;
  kind: GameKind;
  providerName: string;
  theme: Record<string, unknown>;
  config: Record<string, unknown>;
  hasDemo: boolean;
  rtpBasisPoints: number;
}

export interface DemoCurrency {
  code: string;
  type: 'fiat' | 'crypto';
  subunitToUnit: number;
  /** Units of this currency per unit of the base currency (decimal text). */
  rate: string;
}

const GAME_TTL_MS = 30_000;
const CURRENCIES_TTL_MS = 300_000;

export type Catalogue = ReturnType<typeof createCatalogue>;

/**
 * The platform's catalogue as the provider sees it, kept a few seconds: a page load or a round
 * should not cost a catalogue request each. Games of a kind the provider has no engine for are
 * unknown here.
 */
export function createCatalogue(platform: PlatformClient) {
  return {
    findGame: (gameId: string) => readGame(platform, gameId),
    findCurrency: async (code: string): Promise<DemoCurrency | undefined> =>
      (await readCurrencies(platform)).find((currency) => currency.code === code),
  };
}

const readGame = memoize(GAME_TTL_MS, (platform: PlatformClient, gameId: string) =>
  platform
    .read<Game>(`/api/game/games/${encodeURIComponent(gameId)}`, 'en')
    .then((game) => (game ? toDemoGame(game) : null)),
);

const readCurrencies = memoize(CURRENCIES_TTL_MS, (platform: PlatformClient) =>
  platform
    .read<Currency[]>('/api/settings/currencies', 'en')
    .then((list) => (list ?? []).map(toDemoCurrency)),
);

function toDemoGame(game: Game): DemoGame | null {
  if (!isGameKind(game.kind)) return null;
  return {
    id: game.id,
    name: game.name,
    kind: game.kind,
    providerName: game.provider.name,
    theme: game.theme ?? {},
    config: game.config ?? {},
    hasDemo: game.hasDemo,
    rtpBasisPoints: Math.round(game.rtp * 100),
  };
}

function toDemoCurrency(currency: Currency): DemoCurrency {
  return {
    code: currency.code,
    type: currency.type,
    subunitToUnit: currency.subunitToUnit,
    rate: currency.rate.rate,
  };
}
