import { z } from 'zod';
import { currencyCodeSchema, minorAmountSchema } from './money.ts';

/**
 * Payment methods in the back office (issue 16): each cashier method of a direction, the
 * countries it is offered in and its limits per currency, in that currency's minor units.
 */

/** The largest limit an operator may set: a trillion minor units, far below unsafe integers. */
const LIMIT_MAX_MINOR = 1_000_000_000_000;
const PRESETS_MAX = 8;

const limitMinorSchema = minorAmountSchema.min(1).max(LIMIT_MAX_MINOR);
const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/);

/** A method's limits and quick amounts in one currency; `subunitToUnit` to show major units. */
export const backofficePaymentLimitSchema = z.object({
  currency: currencyCodeSchema,
  subunitToUnit: z.number().int(),
  amountMin: minorAmountSchema,
  amountMax: minorAmountSchema,
  presets: z.array(z.object({ amount: minorAmountSchema, default: z.boolean() })),
});

export const backofficePaymentMethodSchema = z.object({
  /** `direction:method`, e.g. `deposit:card`. */
  id: z.string(),
  method: z.string(),
  direction: z.enum(['deposit', 'withdrawal']),
  provider: z.string(),
  processingType: z.string(),
  /** The name players read, in English where there is one. */
  name: z.string(),
  logo: z.string().nullable(),
  isEnabled: z.boolean(),
  /** The cashier's order: lower first. */
  position: z.number().int(),
  /** Countries (ISO 3166-1 alpha-2) it is offered in; null: everywhere but `excludedCountries`. */
  countries: z.array(z.string()).nullable(),
  excludedCountries: z.array(z.string()),
  currencies: z.array(backofficePaymentLimitSchema),
});

/** The methods, and the currencies a method may be given (with their subunits). */
export const backofficePaymentMethodsSchema = z.object({
  methods: z.array(backofficePaymentMethodSchema),
  currencies: z.array(z.object({ code: currencyCodeSchema, subunitToUnit: z.number().int() })),
});

export const backofficePaymentMethodParamsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * One currency of a method: both limits positive, the quick amounts a player taps (at most 8).
 * The server checks what needs the currency: that it exists, min ≤ max, presets between them.
 */
export const backofficePaymentLimitBodySchema = z.object({
  currency: currencyCodeSchema,
  amountMin: limitMinorSchema,
  amountMax: limitMinorSchema,
  presets: z.array(limitMinorSchema).max(PRESETS_MAX).default([]),
});

/** Any of a method's settings; the currencies, when sent, replace the method's whole list. */
export const backofficePaymentMethodUpdateBodySchema = z
  .object({
    isEnabled: z.boolean(),
    position: z.number().int().min(0).max(1_000_000),
    countries: z.array(countryCodeSchema).max(250).nullable(),
    excludedCountries: z.array(countryCodeSchema).max(250),
    currencies: z
      .array(backofficePaymentLimitBodySchema)
      .min(1)
      .max(100)
      .superRefine((limits, context) => {
        const seen = new Set<string>();
        limits.forEach((limit, index) => {
          if (seen.has(limit.currency)) {
            context.addIssue({
              code: 'custom',
              message: 'different',
              params: { rule: 'different' },
              input: limit.currency,
              path: [index, 'currency'],
            });
          }
          seen.add(limit.currency);
        });
      }),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0);
