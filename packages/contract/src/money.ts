import { z } from 'zod';

/** ISO 4217 or crypto ticker, upper case. */
export const currencyCodeSchema = z.string().regex(/^[A-Z0-9]{3,5}$/);

/** An amount in integer minor units (cents, satoshi), always next to its currency. */
export const minorAmountSchema = z.number().int().refine(Number.isSafeInteger, 'unsafe integer');

export const moneySchema = z.object({
  amountMinor: minorAmountSchema,
  currency: currencyCodeSchema,
});
export type Money = z.infer<typeof moneySchema>;
