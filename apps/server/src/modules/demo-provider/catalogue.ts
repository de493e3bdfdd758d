import type { Currency, Game } from '@croupier/contract';
import type { GameKind } from './engines/engine-types.ts';
import { ENGINES } from './engines/index.ts';
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
  const games = new Map<string, { expiresAt: number; value: Promise<DemoGame | null> }>();
  let currencies: { expiresAt: number; value: Promise<DemoCurrency[]> } | undefined;

  function findGame(gameId: string): Promise<DemoGame | null> {
    const hit = games.get(gameId);
    if (hit && hit.expiresAt > Date.now()) return hit.value;
    const value = platform
      .read<Game>(`/api/game/games/${encodeURIComponent(gameId)}`, 'en')
      .then((game) => (game ? toDemoGame(game) : null));
    games.set(gameId, { expiresAt: Date.now() + GAME_TTL_MS, value });
    value.catch(() => games.delete(gameId));
    return value;
  }

  async function findCurrency(code: string): Promise<DemoCurrency | undefined> {
    if (!currencies || currencies.expiresAt <= Date.now()) {
      const value = platform
        .read<Currency[]>('/api/settings/currencies', 'en')
        .then((list) => (list ?? []).map(toDemoCurrency));
      currencies = { expiresAt: Date.now() + CURRENCIES_TTL_MS, value };
      value.catch(() => {
        currencies = undefined;
      });
    }
    return (await currencies.value).find((currency) => currency.code === code);
  }

  return { findGame, findCurrency };
}

function toDemoGame(game: Game): DemoGame | null {
  if (!(game.kind in ENGINES)) return null;
  return {
    id: game.id,
    name: game.name,
    kind: game.kind as GameKind,
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
