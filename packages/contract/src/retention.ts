import { z } from 'zod';
import { currencyCodeSchema } from './money.ts';
import { csvOf } from './payment.ts';

/** A loyalty level as `GET /api/retention/levels` lists it, in the reader's language. */
export const loyaltyLevelSchema = z.object({
  order: z.number().int(),
  name: z.string(),
  /** Points at which the level is reached. */
  points: z.number().int(),
  benefits: z.array(z.string()),
  /** Percentage points the level adds to every cashback programme's rate. */
  cashbackBonusPercent: z.number().int(),
  /** The bonus reaching the level gives, if any. */
  reward: z.object({ bonusId: z.string(), name: z.string() }).nullable(),
});
export type LoyaltyLevel = z.infer<typeof loyaltyLevelSchema>;

export const loyaltyLevelsResponseSchema = z.object({
  data: z.array(loyaltyLevelSchema),
  meta: z.object({
    /** One point for every `minorPerPoint` minor units staked with real money, per currency. */
    rates: z.array(z.object({ currency: currencyCodeSchema, minorPerPoint: z.number().int() })),
  }),
});

const levelRefSchema = z.object({
  name: z.string(),
  points: z.number().int(),
  order: z.number().int(),
});

/** Spec section 3, Loyalty account: points, currentLevel, nextLevel (none at the top). */
export const loyaltyAccountSchema = z.object({
  points: z.number().int(),
  currentLevel: levelRefSchema,
  nextLevel: levelRefSchema.nullable(),
});
export type LoyaltyAccount = z.infer<typeof loyaltyAccountSchema>;

/** `retention:accounts#{profileId}`: the account after points or a level changed. */
export const loyaltyEventSchema = z.object({
  points: z.number().int(),
  levelOrder: z.number().int(),
  previousLevelOrder: z.number().int(),
  levelName: z.string(),
});
export type LoyaltyEvent = z.infer<typeof loyaltyEventSchema>;

export const QUEST_STATES = { active: 2, completed: 3, expired: 5, cancelled: 6 } as const;
export const QUEST_TASK_TYPES = ['wager', 'bets', 'wins', 'deposit', 'games'] as const;

/** Spec section 3: a task of a quest (done in order: one is active at a time). */
export const questTaskSchema = z.object({
  id: z.string(),
  questId: z.string(),
  type: z.enum(QUEST_TASK_TYPES),
  name: z.string(),
  isActive: z.boolean(),
  isCompleted: z.boolean(),
  /** Bets, wins or games counted; or minor units wagered or deposited (up to `quantity`). */
  progress: z.number().int(),
  quantity: z.number().int(),
  /** The games a `games` task counts. */
  gameIds: z.array(z.string()),
});
export type QuestTask = z.infer<typeof questTaskSchema>;

const questRewardSchema = z.object({
  bonusName: z.string().nullable(),
  /** Cash in the quest's currency, minor units. */
  amount: z.number().int().nullable(),
});

/** A quest on offer (`GET /api/retention/quests`), its goals in the asked currency. */
export const questSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  durationHours: z.number().int(),
  currency: currencyCodeSchema,
  reward: questRewardSchema,
  tasks: z.array(questTaskSchema),
});
export type Quest = z.infer<typeof questSchema>;

/** A quest the player took (`GET /api/retention/player-quests`). */
export const playerQuestSchema = questSchema.extend({
  /** The player quest's id (cancel); `questId` names the quest. */
  id: z.uuid(),
  questId: z.string(),
  state: z.union([z.literal(2), z.literal(3), z.literal(5), z.literal(6)]),
  activatedAt: z.string(),
  expiresAt: z.string(),
});
export type PlayerQuest = z.infer<typeof playerQuestSchema>;

export const questsQuerySchema = z.object({ currency: currencyCodeSchema.optional() });
/** `state` as `2` or `2,3` (the spec's `state [2]`). */
export const playerQuestsQuerySchema = z.object({
  state: csvOf(z.coerce.number().int().min(1).max(9)).optional(),
  currency: currencyCodeSchema.optional(),
});
export const questActivateBodySchema = z.object({ currency: currencyCodeSchema });
export const questIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const playerQuestIdParamsSchema = z.object({ id: z.uuid() });

/** `retention:quests#{profileId}`: a quest whose state changed, or a task whose progress did. */
export type QuestEvent =
  | { kind: 'quest'; id: string; questId: string; name: string; state: number }
  | {
      kind: 'task';
      questId: string;
      playerQuestId: string;
      questState: number;
      id: string;
      name: string;
      progress: number;
      quantity: number;
    };

export const TOURNAMENT_SCORINGS = ['wins', 'multiplier', 'wager'] as const;
export type TournamentScoring = (typeof TOURNAMENT_SCORINGS)[number];

export const leaderboardEntrySchema = z.object({
  place: z.number().int(),
  /** The player's nickname, partly hidden. */
  name: z.string(),
  /** Minor units won or wagered, or the best multiplier × 100. */
  score: z.number().int(),
  /** What the place wins (minor units of the tournament's currency). */
  prize: z.number().int().nullable(),
  isMe: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const tournamentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(['upcoming', 'running', 'finished']),
  scoring: z.enum(TOURNAMENT_SCORINGS),
  currency: currencyCodeSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  buyIn: z.number().int(),
  /** Prizes by place (1st first), minor units. */
  prizes: z.array(z.number().int()),
  gameIds: z.array(z.string()),
  players: z.number().int(),
  isJoined: z.boolean(),
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const tournamentDetailSchema = tournamentSchema.extend({
  games: z.array(z.object({ id: z.string(), name: z.string() })),
  leaderboard: z.array(leaderboardEntrySchema),
  /** The player's own entry when they take part (even outside the top). */
  me: leaderboardEntrySchema.nullable(),
});
export type TournamentDetail = z.infer<typeof tournamentDetailSchema>;

export const tournamentIdParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,64}$/) });

/** `tournaments`: a tournament's leaderboard after a score changed, or its final one. */
export interface TournamentEvent {
  tournamentId: string;
  players: number;
  leaderboard: Omit<LeaderboardEntry, 'isMe'>[];
  status: Tournament['status'];
}
