import { z } from 'zod';
import { currencyCodeSchema, minorAmountSchema } from './money.ts';
import { paginationMetaSchema, paginationQuerySchema } from './pagination.ts';

/**
 * Cashier: payment methods, invoices and their events (spec sections 2, 3 and 7). Amounts are
 * integers in the minor units of `currency`; players type major units and the web app converts.
 */

export const INVOICE_TYPES = { deposit: 1, withdrawal: 2 } as const;
export const INVOICE_STATUSES = { pending: 1, success: 2, failed: 3 } as const;
export const PROCESSING_TYPES = ['form', 'iframe', 'qr', 'message', 'asyncRedirect'] as const;
export type ProcessingType = (typeof PROCESSING_TYPES)[number];

const localizedSchema = z.record(z.string(), z.string());

export const methodFieldOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Crypto networks: the address pattern on this network. */
  regex: z.string().optional(),
  /** A network may narrow the method's limits (minor units). */
  minAmount: minorAmountSchema.optional(),
  maxAmount: minorAmountSchema.optional(),
});

export const methodFieldSchema = z.object({
  key: z.string(),
  fieldType: z.enum(['text', 'select', 'textarea', 'phone', 'email']),
  /** Prefilled from the profile (or the only choice); hidden when valid unless shown by setting. */
  value: z.string().optional(),
  isRequired: z.boolean(),
  regexp: z.string().optional(),
  labels: localizedSchema,
  hints: localizedSchema.optional(),
  options: z.array(methodFieldOptionSchema).optional(),
});
export type MethodField = z.infer<typeof methodFieldSchema>;

export const paymentMethodSchema = z.object({
  method: z.string(),
  type: z.enum(['form', 'address']),
  name: z.string(),
  logo: z.string().nullable(),
  amountMin: minorAmountSchema,
  amountMax: minorAmountSchema,
  presets: z.array(z.object({ amount: minorAmountSchema, default: z.boolean() })),
  fields: z.array(methodFieldSchema),
  processingType: z.enum(PROCESSING_TYPES),
  currency: currencyCodeSchema,
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsQuerySchema = z.object({
  currency: currencyCodeSchema,
  country: z.string().length(2).optional(),
});

const redirectUrlSchema = z.url().max(2048).optional();

export const depositBodySchema = z.object({
  method: z.string().min(1).max(64),
  currency: currencyCodeSchema,
  country: z.string().length(2).optional(),
  amount: minorAmountSchema,
  accountId: z.uuid(),
  redirectSuccessUrl: redirectUrlSchema,
  redirectErrorUrl: redirectUrlSchema,
  redirectUrl: redirectUrlSchema,
  bonusId: z.string().max(64).nullish(),
  isBonusDecline: z.boolean().optional(),
  fields: z.record(z.string(), z.string().max(512)).default({}),
});

export const withdrawalBodySchema = z.object({
  method: z.string().min(1).max(64),
  currency: currencyCodeSchema,
  country: z.string().length(2).optional(),
  amount: minorAmountSchema,
  accountId: z.uuid(),
  fields: z.record(z.string(), z.string().max(512)).default({}),
});

/**
 * What the cashier does next: `action` is a URL to open (form: redirect; iframe: embed), `fields`
 * what to show (bank-transfer instructions for `message`), `qr` the payment URI to encode, and
 * `address`/`tag` the crypto destination. asyncRedirect answers with none of them: the QR follows
 * in a `payment:invoices` event.
 */
export const paymentResponseSchema = z.object({
  invoiceId: z.uuid(),
  action: z.string().nullable(),
  fields: z.record(z.string(), z.string()),
  qr: z.string().nullable(),
  address: z.string().nullable(),
  tag: z.string().nullable(),
});
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

export const invoiceSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  type: z.union([z.literal(1), z.literal(2)]),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  amount: minorAmountSchema,
  currency: currencyCodeSchema,
  method: z.string(),
  processingType: z.enum(PROCESSING_TYPES),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The player may decline it (a pending withdrawal, where the jurisdiction allows). */
  isDeclinable: z.boolean(),
  publicData: z.object({
    qr: z.string().optional(),
    address: z.string().optional(),
    tag: z.string().optional(),
    network: z.string().optional(),
    reference: z.string().optional(),
  }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** A query list as `a,b` or repeated (`a&a`): both become an array. */
export const csvOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z.array(item),
  );

export const invoicesQuerySchema = paginationQuerySchema.extend({
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
  status: csvOf(
    z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
  ).optional(),
  currency: currencyCodeSchema.optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
});

export const invoicesResponseSchema = z.object({
  data: z.array(invoiceSchema),
  meta: paginationMetaSchema,
});

export const invoiceIdParamsSchema = z.object({ id: z.uuid() });

/** Counts and sums of the player's invoices; `successDepositCount` numbers analytics deposits. */
export const invoiceStatisticsSchema = z.object({
  depositCount: z.number().int(),
  successDepositCount: z.number().int(),
  withdrawalCount: z.number().int(),
  successWithdrawalCount: z.number().int(),
  totals: z.array(
    z.object({
      currency: currencyCodeSchema,
      deposited: minorAmountSchema,
      withdrawn: minorAmountSchema,
    }),
  ),
});

/** `payment:invoices#{profileId}`: an invoice whose status changed or whose QR arrived. */
export const invoiceEventSchema = z.object({
  id: z.uuid(),
  type: z.union([z.literal(1), z.literal(2)]),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  amount: minorAmountSchema,
  currency: currencyCodeSchema,
  qr: z.string().optional(),
});
export type InvoiceEvent = z.infer<typeof invoiceEventSchema>;
