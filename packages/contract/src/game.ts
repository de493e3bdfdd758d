import { z } from 'zod';
import { currencyCodeSchema, minorAmountSchema } from './money.ts';
import { paginationMetaSchema, paginationQuerySchema } from './pagination.ts';

/**
 * Games: catalogue, play, favourites and history (spec sections 2, 3, 7 and 9). Games, providers
 * and collections are keyed by identity: a lower-case slug that is also their `id`. Amounts are
 * integers in the minor units of `currency`.
 */

export const identitySchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);
export const GAME_DEVICES = ['desktop', 'mobile'] as const;
export type GameDevice = (typeof GAME_DEVICES)[number];
export const GAME_VOLATILITIES = ['low', 'medium', 'high'] as const;
export const GAME_SORTS = ['popular', 'new', 'name'] as const;
export const PLAY_MODES = ['real', 'demo'] as const;
export type PlayMode = (typeof PLAY_MODES)[number];
/** `game.bet.status` of /api/settings/constants. */
export const BET_STATUSES = { unsettled: 1, won: 2, lost: 3, refunded: 4 } as const;
export type BetStatus = (typeof BET_STATUSES)[keyof typeof BET_STATUSES];
/** Spec section 9: tiles at 200x200 and 200x300, each at 1x, 2x and 3x. */
export const GAME_IMAGE_SIZES = { square: [200, 200], portrait: [200, 300] } as const;

const imageSetSchema = z.object({ '1x': z.string(), '2x': z.string(), '3x': z.string() });
export const gameImagesSchema = z.object({ square: imageSetSchema, portrait: imageSetSchema });
export type GameImages = z.infer<typeof gameImagesSchema>;

export const gameCollectionSchema = z.object({
  id: identitySchema,
  identity: identitySchema,
  /** In the request's locale. */
  name: z.string(),
  position: z.number().int(),
  gamesCount: z.number().int(),
});
export type GameCollection = z.infer<typeof gameCollectionSchema>;

export const gameProviderSchema = z.object({
  id: identitySchema,
  identity: identitySchema,
  name: z.string(),
  /** Logo URL (SVG). */
  logo: z.string(),
  gamesCount: z.number().int(),
  /** In the request's locale; only in `GET /api/game/providers/{id}`. */
  description: z.string().optional(),
});
export type GameProvider = z.infer<typeof gameProviderSchema>;

export const gameSchema = z.object({
  id: identitySchema,
  identity: identitySchema,
  name: z.string(),
  provider: z.object({ id: identitySchema, identity: identitySchema, name: z.string() }),
  /** Identities of the collections the game is in. */
  collections: z.array(identitySchema),
  images: gameImagesSchema,
  /** Badges such as `new`, `hot`, `jackpot`, `bonus-buy`. */
  tags: z.array(z.string()),
  devices: z.array(z.enum(GAME_DEVICES)),
  hasDemo: z.boolean(),
  /** Declared return to player, per cent with two decimals (96.2). */
  rtp: z.number(),
  volatility: z.enum(GAME_VOLATILITIES),
  /** The engine of the game at its provider: slot, roulette, crash. */
  kind: z.string(),
  /** Stake range of real play in the requesting player's active currency, when known. */
  betLimits: z
    .object({ currency: currencyCodeSchema, min: minorAmountSchema, max: minorAmountSchema })
    .optional(),
  /** The signed-in player's favourite; always false for guests. */
  isFavorite: z.boolean(),
  /** Not playable from the request's country (the geo-restricted-game modal). */
  isRestricted: z.boolean(),
  /** In the request's locale; only in `GET /api/game/games/{id}`. */
  description: z.string().optional(),
  /** The art of the game (colours, motif): only in `GET /api/game/games/{id}`, for its provider. */
  theme: z.record(z.string(), z.unknown()).optional(),
  /** The engine's parameters at the provider: only in `GET /api/game/games/{id}`. */
  config: z.record(z.string(), z.unknown()).optional(),
});
export type Game = z.infer<typeof gameSchema>;

export const gamesQuerySchema = paginationQuerySchema.extend({
  /** A collection identity. */
  collection: identitySchema.optional(),
  /** One provider identity, or several separated by commas. */
  provider: z
    .string()
    .regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/)
    .optional(),
  /** Matches game and provider names, case and accents ignored. */
  search: z.string().trim().max(64).optional(),
  device: z.enum(GAME_DEVICES).optional(),
  sort: z.enum(GAME_SORTS).default('popular'),
});
export type GamesQuery = z.input<typeof gamesQuerySchema>;
export const gamesResponseSchema = z.object({
  data: z.array(gameSchema),
  meta: paginationMetaSchema,
});

export const gameIdParamsSchema = z.object({ id: identitySchema });

export const playBodySchema = z.object({
  mode: z.enum(PLAY_MODES),
  device: z.enum(GAME_DEVICES).default('desktop'),
  /** Where the game's lobby / home button sends the player (a path of this site). */
  returnUrl: z
    .string()
    .regex(/^\/(?![/\\])/)
    .max(512)
    .optional(),
});
export const playSessionSchema = z.object({
  /** The provider's game page, to be shown in an iframe. */
  url: z.url(),
  mode: z.enum(PLAY_MODES),
  /** The platform's game session; absent in demo mode. */
  sessionId: z.uuid().optional(),
  currency: currencyCodeSchema.optional(),
});
export type PlaySession = z.infer<typeof playSessionSchema>;

export const sportsbookSessionBodySchema = z.object({
  device: z.enum(GAME_DEVICES).default('desktop'),
});

/** A wallet session for the sportsbook client: it calls the provider API with `sessionToken`. */
export const sportsbookSessionSchema = z.object({
  sessionToken: z.uuid(),
  currency: currencyCodeSchema,
});
export type SportsbookSession = z.infer<typeof sportsbookSessionSchema>;

export const favoriteStateSchema = z.object({ gameId: identitySchema, isFavorite: z.boolean() });

/** A round of a game: its stake and win (spins and bets of the history; `game:bets` events). */
export const gameRoundSchema = z.object({
  id: z.uuid(),
  gameId: identitySchema,
  gameName: z.string(),
  providerName: z.string(),
  currency: currencyCodeSchema,
  /** Stake, minor units. */
  amount: minorAmountSchema,
  /** Paid out, minor units (0 while unsettled or lost). */
  winAmount: minorAmountSchema,
  status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  createdAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type GameRound = z.infer<typeof gameRoundSchema>;
export const gameBetEventSchema = gameRoundSchema;

/**
 * `game:bets#{profileId}` also carries alerts about refused bets (spec section 8): a game the
 * active bonus does not allow, or a stake above its max bet (given in the bonus currency); and,
 * beyond the spec, `game.limit.reached` when a bet or loss limit refused a stake (the
 * game-limit-reached modal).
 */
export const betAlertEventSchema = z.object({
  event: z.enum(['game.bet.restricted', 'game.bet.max.exceed', 'game.limit.reached']),
  maxBet: z
    .object({
      amountMinor: minorAmountSchema,
      currency: currencyCodeSchema,
      subunitToUnit: z.number().int().positive(),
    })
    .optional(),
});
export type BetAlertEvent = z.infer<typeof betAlertEventSchema>;

export const spinsQuerySchema = paginationQuerySchema;
export const betsQuerySchema = paginationQuerySchema.extend({
  isSettled: z
    .enum(['0', '1', 'true', 'false'])
    .transform((value) => value === '1' || value === 'true')
    .optional(),
});
export const roundsResponseSchema = z.object({
  data: z.array(gameRoundSchema),
  meta: paginationMetaSchema,
});

/** A recent big win, public: the player's name is masked. */
export const winnerSchema = z.object({
  id: z.uuid(),
  gameId: identitySchema,
  gameName: z.string(),
  image: z.string(),
  playerName: z.string(),
  currency: currencyCodeSchema,
  winAmount: minorAmountSchema,
  /** Win divided by stake, two decimals. */
  multiplier: z.number(),
  createdAt: z.iso.datetime(),
});
export type Winner = z.infer<typeof winnerSchema>;
