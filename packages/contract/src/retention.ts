import { z } from 'zod';
import { currencyCodeSchema } from './money.ts';

/** A loyalty level as `GET /api/retention/levels` lists it, in the reader's language. */
export const loyaltyLevelSchema = z.object({
  order: z.number().int(),
  name: z.string(),
  /** Points at which the level is reached. */
  points: z.number().int(),
  benefits: z.array(z.string()),
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
