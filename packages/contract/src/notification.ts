import { z } from 'zod';
import { COMMUNICATION_FIELD_RULES } from './forms.ts';
import { paginationMetaSchema, paginationQuerySchema } from './pagination.ts';
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

/**
 * What a messenger message is about; the server writes its title and text in the reader's
 * language from the kind and its parameters.
 */
export const MESSENGER_MESSAGE_KINDS = [
  'document.approved',
  'document.declined',
  'kyc.approved',
  'kyc.declined',
  'loyalty.levelUp',
  'quest.completed',
  'tournament.prize',
  'tournament.cancelled',
  'bonus.issued',
  'freespins.issued',
  'broadcast',
  'deposit.succeeded',
  'deposit.failed',
  'withdrawal.succeeded',
  'withdrawal.failed',
] as const;
export type MessengerMessageKind = (typeof MESSENGER_MESSAGE_KINDS)[number];

/** Spec section 3, Notification message: id, content.title, readAt, state (2 = read). */
export const messengerMessageSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  content: z.object({ title: z.string(), text: z.string() }),
  /** 1 unread, 2 read. */
  state: z.union([z.literal(1), z.literal(2)]),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  /** A page of the web app the message is about, if any (`/profile/documents`). */
  link: z.string().nullable(),
});
export type MessengerMessage = z.infer<typeof messengerMessageSchema>;

export const messengerMessagesQuerySchema = paginationQuerySchema;
export const messengerMessagesResponseSchema = z.object({
  data: z.array(messengerMessageSchema),
  meta: paginationMetaSchema.extend({ totalUnread: z.number().int() }),
});
export const messengerMessageIdsBodySchema = z.object({
  messageIds: z.array(z.uuid()).min(1).max(100),
});
export const messengerUnreadSchema = z.object({
  data: z.object({ totalUnread: z.number().int() }),
});

/**
 * `messenger:notifications#{profileId}`: the unread count after any change, with the message
 * when a new one arrived (other tabs follow reads and deletions by the count).
 */
export const messengerEventSchema = z.object({
  totalUnread: z.number().int(),
  message: messengerMessageSchema.optional(),
});
export type MessengerEvent = z.infer<typeof messengerEventSchema>;
