import { z } from 'zod';
import { backofficeReasonBodySchema } from './backoffice.ts';
import { currencyCodeSchema } from './money.ts';

/**
 * The back office's bonus definitions, grants and cashback programmes (issue 16). The bonuses
 * module runs what these describe (docs/decisions/011-bonuses.md): a definition is given by a
 * deposit (trigger `deposit`) or by a code (`code`); the `registration` trigger of the table is
 * given by nothing, so the console does not offer it. Amounts are integer minor units of their
 * row's currency.
 */

const LOCALE_KEY = /^[a-z]{2}(-[A-Z]{2})?$/;
const MAX_MINOR = 1_000_000_000_00;

/** A text per locale (`en`, `pt-BR`…); empty texts are dropped, the others fall back to English. */
export const localizedTextSchema = (max: number) =>
  z
    .record(z.string().regex(LOCALE_KEY), z.string().trim().max(max))
    .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text)));

/** A name: English is required, as every other locale falls back to it. */
const localizedNameSchema = localizedTextSchema(120).refine((texts) => Boolean(texts.en), {
  message: 'required',
  path: ['en'],
});

const positiveMinorSchema = z.number().int().positive().max(MAX_MINOR);

/**
 * The terms of one currency: the deposit range that triggers it (from, to or open), the fixed
 * amount (type 1), the cap of a percentage (type 2), the largest bet while wagering, and the
 * bet of each free spin (when it gives spins).
 */
export const bonusCurrencyTermsSchema = z.object({
  currency: currencyCodeSchema,
  depositFrom: positiveMinorSchema.nullable().default(null),
  depositTo: positiveMinorSchema.nullable().default(null),
  amount: positiveMinorSchema.nullable().default(null),
  maxAmount: positiveMinorSchema.nullable().default(null),
  maxBet: positiveMinorSchema.nullable().default(null),
  freespinBet: positiveMinorSchema.nullable().default(null),
});

export const bonusFreespinTermsSchema = z.object({
  gameId: z.string().trim().min(1).max(64),
  count: z.number().int().min(1).max(1000),
  /** Equal parts a day apart (1: all at once). */
  batches: z.number().int().min(1).max(30),
  expiryDays: z.number().int().min(1).max(90),
  wagerMultiplier: z.number().int().min(0).max(200),
  winningsExpiryDays: z.number().int().min(1).max(90),
});

const BONUS_TYPES = [1, 2, 3] as const;
const DEFINITION_TRIGGERS = ['deposit', 'code'] as const;

/** What an edit may change: everything but the id, the type and the trigger. */
export const backofficeBonusDefinitionUpdateBodySchema = z.object({
  name: localizedNameSchema,
  description: localizedTextSchema(1000).default({}),
  /** Type 2 only: percent of the deposit (1–1000). */
  percentage: z.number().int().min(1).max(1000).nullable().default(null),
  currencies: z.array(bonusCurrencyTermsSchema).min(1).max(30),
  freespins: bonusFreespinTermsSchema.nullable().default(null),
  wagerMultiplier: z.number().int().min(0).max(200),
  /**
   * Percent of a bet that counts towards wagering, by game kind (`slot`, `roulette`…); a kind
   * left out counts in full. Left out of an edit, the stored ones stay.
   */
  contributions: z
    .record(z.string().regex(/^[a-z][a-z-]{1,31}$/), z.number().int().min(0).max(100))
    .optional(),
  expiryDays: z.number().int().min(1).max(365),
  /** How many times one player may get it (null: no limit). */
  maxPerPlayer: z.number().int().min(1).max(1000).nullable().default(null),
  position: z.number().int().min(0).max(100_000).default(100),
  isEnabled: z.boolean().default(true),
});

const definitionShape = backofficeBonusDefinitionUpdateBodySchema.extend({
  id: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{2,63}$/),
  /** 1 a fixed amount, 2 a percentage of the deposit, 3 free spins only. */
  type: z.union(BONUS_TYPES.map((type) => z.literal(type))),
  trigger: z.enum(DEFINITION_TRIGGERS),
});

type Definition = z.infer<typeof definitionShape>;
type Issue = { path: (string | number)[]; message: string; params?: Record<string, unknown> };

/** What each type needs, per currency row, so the bonuses module can run it. */
function currencyIssues(body: Definition, terms: Definition['currencies'][number], at: number) {
  const issues: Issue[] = [];
  const path = (field: string) => ['currencies', at, field];
  const isDepositRange = body.trigger === 'deposit' || body.type === 2;
  if (isDepositRange && terms.depositFrom === null) {
    issues.push({ path: path('depositFrom'), message: 'required' });
  }
  if (
    terms.depositFrom !== null &&
    terms.depositTo !== null &&
    terms.depositTo < terms.depositFrom
  ) {
    issues.push({
      path: path('depositTo'),
      message: 'min_numeric',
      params: { rule: 'min_numeric', values: { min: terms.depositFrom } },
    });
  }
  if (body.type === 1 && terms.amount === null)
    issues.push({ path: path('amount'), message: 'required' });
  if (body.type === 2 && terms.maxAmount === null) {
    issues.push({ path: path('maxAmount'), message: 'required' });
  }
  if ((body.type === 3 || body.freespins) && terms.freespinBet === null) {
    issues.push({ path: path('freespinBet'), message: 'required' });
  }
  return issues;
}

/** The rules between fields: each refusal lands on the field an operator corrects. */
function definitionIssues(body: Definition): Issue[] {
  const issues: Issue[] = body.currencies.flatMap((terms, at) => currencyIssues(body, terms, at));
  const seen = new Set<string>();
  body.currencies.forEach((terms, at) => {
    if (seen.has(terms.currency)) {
      issues.push({ path: ['currencies', at, 'currency'], message: 'different' });
    }
    seen.add(terms.currency);
  });
  if (body.type === 2 && body.percentage === null) {
    issues.push({ path: ['percentage'], message: 'required' });
  }
  if (body.type === 3 && !body.freespins) issues.push({ path: ['freespins'], message: 'required' });
  return issues;
}

const withRules = <T extends z.ZodType<Definition>>(schema: T) =>
  schema.superRefine((body, context) => {
    for (const issue of definitionIssues(body)) context.addIssue({ code: 'custom', ...issue });
  });

export const backofficeBonusDefinitionBodySchema = withRules(definitionShape);

/** A definition as the console edits it: the body's fields and what players took of it. */
export const backofficeBonusDefinitionSchema = definitionShape.extend({
  name: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  contributions: z.record(z.string(), z.number().int()),
  /** Player bonuses and free spins given from it so far. */
  grants: z.number().int(),
});
export type BackofficeBonusDefinition = z.infer<typeof backofficeBonusDefinitionSchema>;

export const backofficeBonusDefinitionParamsSchema = z.object({
  id: z.string().min(1).max(64),
});

/** Checks an edit as a whole definition (the stored id, type and trigger with the new terms). */
export function definitionEditIssues(
  stored: Pick<Definition, 'id' | 'type' | 'trigger'>,
  body: z.infer<typeof backofficeBonusDefinitionUpdateBodySchema>,
) {
  return definitionIssues({ ...body, ...stored });
}

/**
 * A bonus given by an operator to one player, in one of their currencies: type 1 its fixed
 * amount, type 3 its free spins, type 2 `amount` (a percentage has no deposit to take it from),
 * at most its cap. The key makes a repeated request (a double click, a retry) give it once.
 */
export const backofficeBonusGrantBodySchema = z.object({
  bonusId: z.string().min(1).max(64),
  currency: currencyCodeSchema,
  amount: positiveMinorSchema.nullable().default(null),
  reason: backofficeReasonBodySchema.shape.reason,
  idempotencyKey: z.uuid(),
});

export const backofficeBonusGrantSchema = z.object({
  /** The player bonus given (null for free spins only). */
  playerBonusId: z.uuid().nullable(),
  freespinIds: z.array(z.uuid()),
  bonusId: z.string(),
  currency: currencyCodeSchema,
  amount: z.number().int().nullable(),
  /** False when the key had already given it: nothing was given again. */
  isNew: z.boolean(),
});

/** A cashback programme as the console edits it; amounts per currency in minor units. */
export const backofficeCashbackUpdateBodySchema = z
  .object({
    name: localizedNameSchema,
    description: localizedTextSchema(1000).default({}),
    period: z.enum(['daily', 'weekly']),
    /** Percent of the net loss (1–100). */
    percent: z.number().int().min(1).max(100),
    paidAs: z.enum(['cash', 'bonus']),
    /** The bonus whose terms a `bonus` payout takes. */
    bonusId: z.string().min(1).max(64).nullable().default(null),
    currencies: z
      .array(
        z.object({
          currency: currencyCodeSchema,
          minLoss: positiveMinorSchema,
          maxAmount: positiveMinorSchema,
        }),
      )
      .min(1)
      .max(30),
    isEnabled: z.boolean().default(true),
  })
  .superRefine((body, context) => {
    if (body.paidAs === 'bonus' && !body.bonusId) {
      context.addIssue({ code: 'custom', path: ['bonusId'], message: 'required' });
    }
    const seen = new Set<string>();
    body.currencies.forEach((row, at) => {
      if (seen.has(row.currency)) {
        context.addIssue({
          code: 'custom',
          path: ['currencies', at, 'currency'],
          message: 'different',
        });
      }
      seen.add(row.currency);
    });
  });

export const backofficeCashbackBodySchema = backofficeCashbackUpdateBodySchema.safeExtend({
  id: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{2,63}$/),
});

export const backofficeCashbackProgramSchema = z.object({
  id: z.string(),
  name: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  period: z.enum(['daily', 'weekly']),
  percent: z.number().int(),
  paidAs: z.enum(['cash', 'bonus']),
  bonusId: z.string().nullable(),
  currencies: z.array(
    z.object({ currency: z.string(), minLoss: z.number().int(), maxAmount: z.number().int() }),
  ),
  isEnabled: z.boolean(),
});

export const backofficeCashbackParamsSchema = z.object({ id: z.string().min(1).max(64) });
