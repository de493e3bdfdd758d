import { z } from 'zod';

export * from './error-codes.ts';

/** A field error: the message is already translated for the request's locale; `rule` names the failed rule. */
export const fieldErrorSchema = z.object({ rule: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.number().int(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
