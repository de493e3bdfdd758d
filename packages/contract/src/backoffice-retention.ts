import { z } from 'zod';
import { currencyCodeSchema } from './money.ts';
import { QUEST_TASK_TYPES, TOURNAMENT_SCORINGS } from './retention.ts';

/**
 * The back office's retention editors (issue 16): quests with their tasks, tournaments, loyalty
 * levels and point rates. Texts are per locale (`en` required, the fallback players get); amounts
 * are minor units per currency. The server adds the rules that need the database: locales and
 * currencies that exist, games of the catalogue, and what players already started.
 */

/** A text per locale code; English is the one every other locale falls back to. */
const localizedSchema = (max: number) =>
  z
    .record(z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/), z.string().trim().min(1).max(max))
    .refine((texts) => texts.en !== undefined, { params: { rule: 'required' } });

/** Minor units per currency, each above zero. */
const amountsSchema = z.record(currencyCodeSchema, z.number().int().positive().max(1e12));

const catalogueIdSchema = z.string().min(1).max(64);

/** Tasks whose goal is a number of bets, wins or rounds; the others are amounts per currency. */
export const COUNTED_TASK_TYPES = ['bets', 'wins', 'games'] as const;

export const backofficeQuestTaskBodySchema = z
  .object({
    type: z.enum(QUEST_TASK_TYPES),
    name: localizedSchema(120),
    count: z.number().int().positive().max(100_000).nullable().default(null),
    amounts: amountsSchema.nullable().default(null),
    gameIds: z.array(catalogueIdSchema).max(50).default([]),
  })
  .superRefine((task, ctx) => {
    const isCounted = (COUNTED_TASK_TYPES as readonly string[]).includes(task.type);
    if (isCounted && task.count === null)
      ctx.addIssue({ code: 'custom', path: ['count'], params: { rule: 'required' } });
    if (!isCounted && (task.amounts === null || Object.keys(task.amounts).length === 0))
      ctx.addIssue({ code: 'custom', path: ['amounts'], params: { rule: 'required' } });
    if (task.type === 'games' && task.gameIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['gameIds'], params: { rule: 'required' } });
  });

/** A quest as the operator writes it: tasks in the order players do them. */
export const backofficeQuestBodySchema = z
  .object({
    name: localizedSchema(120),
    description: localizedSchema(500),
    /** Hours a player has from activating the quest to finish it (at most 90 days). */
    durationHours: z.number().int().min(1).max(2160),
    rewardBonusId: catalogueIdSchema.nullable().default(null),
    rewardAmounts: amountsSchema.default({}),
    position: z.number().int().min(0).max(10_000).default(0),
    isEnabled: z.boolean().default(true),
    tasks: z.array(backofficeQuestTaskBodySchema).min(1).max(10),
    /** When players are offered the quest; either end open when null. A run keeps its own time. */
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .superRefine((quest, ctx) => {
    if (quest.startsAt && quest.endsAt && new Date(quest.endsAt) <= new Date(quest.startsAt))
      ctx.addIssue({
        code: 'custom',
        path: ['endsAt'],
        params: { rule: 'after', values: { param: quest.startsAt } },
      });
  });

export const backofficeQuestSchema = z.object({
  id: z.string(),
  name: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  durationHours: z.number().int(),
  rewardBonusId: z.string().nullable(),
  rewardAmounts: z.record(z.string(), z.number().int()),
  position: z.number().int(),
  isEnabled: z.boolean(),
  tasks: z.array(
    z.object({
      id: z.string(),
      type: z.enum(QUEST_TASK_TYPES),
      name: z.record(z.string(), z.string()),
      count: z.number().int().nullable(),
      amounts: z.record(z.string(), z.number().int()).nullable(),
      gameIds: z.array(z.string()),
    }),
  ),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  /** Players' runs: running now, and ever (a quest ever taken keeps its tasks). */
  activeRuns: z.number().int(),
  totalRuns: z.number().int(),
});

export const backofficeRetentionIdParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/),
});

/**
 * A tournament as the operator writes it. Prizes by place, 1st first, in minor units of the
 * tournament's currency, never growing from one place to the next.
 */
export const backofficeTournamentBodySchema = z.object({
  name: localizedSchema(120),
  description: localizedSchema(500),
  gameIds: z.array(catalogueIdSchema).min(1).max(100),
  currency: currencyCodeSchema,
  scoring: z.enum(TOURNAMENT_SCORINGS),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  buyIn: z.number().int().min(0).max(1e12).default(0),
  prizes: z.array(z.number().int().positive().max(1e12)).min(1).max(100),
});

export const backofficeTournamentSchema = z.object({
  id: z.string(),
  name: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  gameIds: z.array(z.string()),
  currency: z.string(),
  scoring: z.enum(TOURNAMENT_SCORINGS),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  buyIn: z.number().int(),
  prizes: z.array(z.number().int()),
  status: z.enum(['upcoming', 'running', 'finished', 'cancelled']),
  players: z.number().int(),
  /** Why an operator cancelled it (status `cancelled`). */
  cancelReason: z.string().nullable(),
});

/** Cancels a tournament before its start: the reason players are told. */
export const backofficeTournamentCancelBodySchema = z.object({
  reason: z.string().trim().min(3).max(500),
});

/** The loyalty table as a whole: the same levels (by order), thresholds strictly increasing. */
export const backofficeLoyaltyBodySchema = z.object({
  levels: z
    .array(
      z.object({
        order: z.number().int(),
        name: localizedSchema(60),
        points: z.number().int().min(0).max(1e12),
        cashbackBonusPercent: z.number().int().min(0).max(50),
        rewardBonusId: catalogueIdSchema.nullable(),
      }),
    )
    .min(1)
    .max(50),
  /** Minor units staked (real money) for one point, per currency. */
  rates: z
    .array(
      z.object({ currency: currencyCodeSchema, minorPerPoint: z.number().int().min(1).max(1e9) }),
    )
    .max(100),
});

export const backofficeLoyaltySchema = z.object({
  levels: z.array(
    z.object({
      order: z.number().int(),
      name: z.record(z.string(), z.string()),
      points: z.number().int(),
      cashbackBonusPercent: z.number().int(),
      rewardBonusId: z.string().nullable(),
      /** Players whose reached level is this one. */
      players: z.number().int(),
    }),
  ),
  rates: z.array(z.object({ currency: z.string(), minorPerPoint: z.number().int() })),
});

export type BackofficeQuestBody = z.output<typeof backofficeQuestBodySchema>;
export type BackofficeTournamentBody = z.output<typeof backofficeTournamentBodySchema>;
export type BackofficeLoyaltyBody = z.output<typeof backofficeLoyaltyBodySchema>;
