import { z } from 'zod';
import { COMMUNICATION_FIELD_RULES } from './forms.ts';
import { withFieldRules } from './validation/index.ts';

/** `POST /api/notification/communications`: one schema for the browser's form and the server. */
export const communicationBodySchema = withFieldRules(
  z.object({
    name: z.string().trim(),
    email: z.string().trim(),
    subject: z.string().trim(),
    message: z.string().trim(),
  }),
  COMMUNICATION_FIELD_RULES,
);
export type CommunicationBody = z.infer<typeof communicationBodySchema>;

export const communicationCreatedSchema = z.object({ id: z.number().int() });
