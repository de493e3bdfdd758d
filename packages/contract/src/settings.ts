import { z } from 'zod';
import { CONSTANT_GROUPS } from './constants.ts';
import { currencyCodeSchema } from './money.ts';

export const LOCALE_CODE_PATTERN = /^[a-z]{2}(-[A-Za-z]{2})?$/;
export const localeCodeSchema = z.string().regex(LOCALE_CODE_PATTERN);
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/);

export const localeSchema = z.object({
  code: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
});
export type Locale = z.infer<typeof localeSchema>;

export const currencySchema = z.object({
  code: currencyCodeSchema,
  name: z.string(),
  type: z.enum(['fiat', 'crypto']),
  isEnabled: z.boolean(),
  isBase: z.boolean(),
  subunitToUnit: z.number().int().positive(),
  symbol: z.string(),
  rate: z.object({ rate: z.string(), updatedAt: z.string() }),
  subCurrencies: z.array(
    z.object({ code: z.string(), subunitToUnit: z.number().int().positive() }),
  ),
});
export type Currency = z.infer<typeof currencySchema>;

export const currenciesQuerySchema = z.object({
  visible: z.enum(['0', '1']).optional(),
  locale: localeCodeSchema.optional(),
});

export const countrySchema = z.object({
  code: countryCodeSchema,
  name: z.string(),
  locale: z.string(),
  phonePrefix: z.string(),
  restrict: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;

export const localeQuerySchema = z.object({ locale: localeCodeSchema.optional() });

export const timeZoneSchema = z.object({ id: z.string(), name: z.string() });

const constantItemSchema = z.object({ id: z.union([z.number(), z.string()]), name: z.string() });

const constantGroupSchemas = Object.fromEntries(
  Object.keys(CONSTANT_GROUPS).map((key) => [key, z.array(constantItemSchema)]),
) as { [K in keyof typeof CONSTANT_GROUPS]: z.ZodArray<typeof constantItemSchema> };

export const constantsSchema = z.object({
  ...constantGroupSchemas,
  'player.timeZone': z.array(timeZoneSchema),
  'player.registration.email': z.boolean(),
  'player.registration.phone': z.boolean(),
});
export type Constants = z.infer<typeof constantsSchema>;

/** Feature switches that decide which routes exist (spec section 2, route removal rules). */
export const featuresSchema = z.object({
  isBettingEnabled: z.boolean(),
  isLoyaltyEnabled: z.boolean(),
  isDocumentsPageHidden: z.boolean(),
  /** The external identity check `/profile/verification` launches ('none': the built-in steps). */
  identityProvider: z.enum(['none', 'sumsub']),
  signInDisplay: z.enum(['both', 'email', 'phone']),
  registrationDisplay: z.enum(['both', 'email', 'phone']),
  /** The cashier starts with no deposit bonus chosen (spec section 4, initial choice). */
  isDepositBonusDeclinedByDefault: z.boolean(),
  /** Days the affiliate tag (`stag` cookie) is kept: its lifetime is 86400 s times this. */
  affiliateCookieDays: z.number().int().positive(),
  /** The sportsbook client `/betting` loads (spec section 1); null when betting is off. */
  betting: z.object({ host: z.string(), clientId: z.string() }).nullable(),
  /** The Freshchat-style support chat (spec section 1); null when off. */
  supportChat: z
    .object({ host: z.string(), token: z.string(), isGuestAllowed: z.boolean() })
    .nullable(),
});
export type Features = z.infer<typeof featuresSchema>;

export const initSchema = z.object({
  country: countryCodeSchema.nullable(),
  isRestricted: z.boolean(),
  locale: z.string(),
  defaultLocale: z.string(),
  features: featuresSchema,
});
export type Init = z.infer<typeof initSchema>;
