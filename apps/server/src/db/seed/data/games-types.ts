import type { GameTheme } from '../../../modules/games/theme.ts';
import type { Localized } from './types.ts';

export interface SeedGameProvider {
  id: string;
  name: string;
  /** The provider API integration its games launch through. */
  integration: 'demo';
  theme: GameTheme;
  description: Localized<string>;
}

export interface SeedGameCollection {
  id: 'popular' | 'new' | 'slots' | 'table-games' | 'crash' | 'jackpots';
  name: Localized<string>;
}

export interface SeedGame {
  id: string;
  name: string;
  providerId: string;
  /** The demo provider's engine. */
  kind: 'slot' | 'roulette' | 'crash';
  theme: GameTheme;
  volatility: 'low' | 'medium' | 'high';
  tags: string[];
  /** Lower is more popular. */
  popularity: number;
  /** Release date relative to the seed run, so "new" stays new in a long-lived demo. */
  releasedDaysAgo: number;
  description: Localized<string>;
  devices?: ('desktop' | 'mobile')[];
  restrictedCountries?: string[];
  hasDemo?: boolean;
  isEnabled?: boolean;
}
