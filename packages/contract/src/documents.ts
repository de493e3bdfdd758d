import { z } from 'zod';
import { DOCUMENT_MIME_TYPES, DOCUMENT_TYPES } from './document-rules.ts';

/**
 * Identity documents (spec sections 2 and 7; statuses `player.document.status`: 1 pending,
 * 2 approved, 3 declined). The file itself is sent as multipart (`file`, with a `type` field) and
 * read back only by its owner from `documentFile`. The verification level follows the approved
 * documents: 0 none, 1 identity, 2 identity and address.
 */
export const documentSchema = z.object({
  id: z.uuid(),
  type: z.enum(DOCUMENT_TYPES),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  fileName: z.string(),
  mimeType: z.enum(DOCUMENT_MIME_TYPES),
  size: z.number().int().positive(),
  /** Why it was declined (the reviewer's words), else null. */
  declineReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
});
export type PlayerDocument = z.infer<typeof documentSchema>;

export const documentsResponseSchema = z.object({
  data: z.array(documentSchema),
  meta: z.object({ verificationLevel: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
});

/** A Sumsub WebSDK access token for the signed-in player (`POST /api/player/services/sumsub/auth`). */
export const sumsubTokenSchema = z.object({ token: z.string(), userId: z.string() });

export const documentIdParamsSchema = z.object({ id: z.uuid() });
