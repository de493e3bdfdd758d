import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_PENDING,
  DOCUMENT_MIME_TYPES,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  type PlayerDocument,
} from '@croupier/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db, Executor } from '../../db/client.ts';
import { playerDocuments } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { sendMessage } from '../messenger/service.ts';
import { kycReviewStatus } from './kyc-reviews.ts';

/**
 * KYC documents (docs/decisions/012-limits.md, "Identity"). A file is accepted by what it is,
 * not by its name or the browser's word: its first bytes must be a JPEG, PNG or PDF signature
 * (`file-type`), it may not be empty or larger than 5 MiB. It is stored outside the web root
 * under `DATA_DIR/documents/` with a random name and read back only by its owner.
 */

type DocumentRow = typeof playerDocuments.$inferSelect;
type DocumentType = (typeof DOCUMENT_TYPES)[number];
type MimeType = (typeof DOCUMENT_MIME_TYPES)[number];

export function documentsDir(dataDir: string) {
  return path.join(dataDir, 'documents');
}

export function toDocument(row: DocumentRow): PlayerDocument {
  return {
    id: row.id,
    type: row.type as DocumentType,
    status: row.status as 1 | 2 | 3,
    fileName: row.fileName,
    mimeType: row.mimeType as MimeType,
    size: row.size,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** 0 none, 1 an approved identity document, 2 identity and address both approved. */
export function verificationLevelOf(documents: readonly Pick<PlayerDocument, 'type' | 'status'>[]) {
  const approved = new Set(
    documents.filter((d) => d.status === DOCUMENT_STATUSES.approved).map((d) => d.type),
  );
  if (!approved.has('identity')) return 0 as const;
  return approved.has('address') ? (2 as const) : (1 as const);
}

/**
 * The player's documents and the verification level: from the approved documents, or 2 (fully
 * verified) once the external provider approved the player.
 */
export async function listDocuments(db: Executor, playerId: string) {
  const [rows, kycStatus] = await Promise.all([
    db
      .select()
      .from(playerDocuments)
      .where(eq(playerDocuments.playerId, playerId))
      .orderBy(desc(playerDocuments.createdAt), desc(playerDocuments.id)),
    kycReviewStatus(db, playerId),
  ]);
  const data = rows.map(toDocument);
  const level = kycStatus === DOCUMENT_STATUSES.approved ? 2 : verificationLevelOf(data);
  return { data, meta: { verificationLevel: level } };
}

/** A file name safe to show and to send back in a header: no path, no control characters. */
function cleanFileName(name: string) {
  const base = path.basename(name.replaceAll('\\', '/'));
  const clean = base.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(-120);
  return clean || 'document';
}

export interface Upload {
  type: string | undefined;
  fileName: string;
  content: Buffer;
  /** The stream was cut at the size limit. */
  isTruncated: boolean;
}

export async function uploadDocument(
  db: Executor,
  dataDir: string,
  playerId: string,
  upload: Upload,
): Promise<PlayerDocument> {
  if (!DOCUMENT_TYPES.includes(upload.type as DocumentType)) {
    throw new AppError('validation', { fields: { type: [{ rule: 'in' }] } });
  }
  if (upload.isTruncated || upload.content.length === 0) throw new AppError('documentInvalid');
  if (upload.content.length > DOCUMENT_MAX_BYTES) throw new AppError('documentInvalid');
  const [waiting] = await db
    .select({ value: count() })
    .from(playerDocuments)
    .where(
      and(
        eq(playerDocuments.playerId, playerId),
        eq(playerDocuments.status, DOCUMENT_STATUSES.pending),
      ),
    );
  if ((waiting?.value ?? 0) >= DOCUMENT_MAX_PENDING) throw new AppError('documentLimit');
  const detected = await fileTypeFromBuffer(upload.content);
  if (!detected || !DOCUMENT_MIME_TYPES.includes(detected.mime as MimeType)) {
    throw new AppError('documentInvalid');
  }
  const storageKey = `${randomBytes(24).toString('hex')}.${detected.ext}`;
  const dir = documentsDir(dataDir);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.writeFile(path.join(dir, storageKey), upload.content, { mode: 0o600, flag: 'wx' });
  try {
    const [row] = await db
      .insert(playerDocuments)
      .values({
        playerId,
        type: upload.type!,
        fileName: cleanFileName(upload.fileName),
        mimeType: detected.mime,
        size: upload.content.length,
        storageKey,
      })
      .returning();
    return toDocument(row!);
  } catch (error) {
    await fs.rm(path.join(dir, storageKey), { force: true });
    throw error;
  }
}

async function ownDocument(db: Executor, playerId: string, id: string) {
  const [row] = await db
    .select()
    .from(playerDocuments)
    .where(and(eq(playerDocuments.id, id), eq(playerDocuments.playerId, playerId)));
  if (!row) throw new AppError('notFound');
  return row;
}

/** Deletes a document still pending (file and row); a reviewed one stays (409). */
export async function deleteDocument(db: Executor, dataDir: string, playerId: string, id: string) {
  const row = await ownDocument(db, playerId, id);
  if (row.status !== DOCUMENT_STATUSES.pending) throw new AppError('documentReviewed');
  const deleted = await db
    .delete(playerDocuments)
    .where(and(eq(playerDocuments.id, id), eq(playerDocuments.status, DOCUMENT_STATUSES.pending)))
    .returning({ id: playerDocuments.id });
  if (deleted.length === 0) throw new AppError('documentReviewed');
  await fs.rm(path.join(documentsDir(dataDir), row.storageKey), { force: true });
}

/** The file of the player's own document, with what to send it as. */
export async function readDocumentFile(
  db: Executor,
  dataDir: string,
  playerId: string,
  id: string,
) {
  return readFileOf(dataDir, await ownDocument(db, playerId, id));
}

/** Any player's document with its file, for a reviewer (the back office checks who may). */
export async function readDocumentForReview(db: Executor, dataDir: string, id: string) {
  const [row] = await db.select().from(playerDocuments).where(eq(playerDocuments.id, id));
  if (!row) throw new AppError('notFound');
  return { ...(await readFileOf(dataDir, row)), playerId: row.playerId };
}

async function readFileOf(dataDir: string, row: typeof playerDocuments.$inferSelect) {
  const content = await fs.readFile(path.join(documentsDir(dataDir), row.storageKey));
  return { content, mimeType: row.mimeType, fileName: row.fileName };
}

/**
 * A reviewer's decision (the back office, the `documents` command and, in development, its dev
 * route): approve, or decline with a reason. Only a pending document can be reviewed. The player
 * hears of it in the messenger, live, in the same transaction; `onReviewed` (the back office's
 * audit entry) runs in it too.
 */
export async function reviewDocument(
  db: Db,
  id: string,
  decision: { isApproved: boolean; reason?: string },
  onReviewed?: (tx: Executor, row: typeof playerDocuments.$inferSelect) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(playerDocuments)
      .set({
        status: decision.isApproved ? DOCUMENT_STATUSES.approved : DOCUMENT_STATUSES.declined,
        declineReason: decision.isApproved ? null : (decision.reason ?? null),
        reviewedAt: new Date(),
      })
      .where(and(eq(playerDocuments.id, id), eq(playerDocuments.status, DOCUMENT_STATUSES.pending)))
      .returning();
    if (!row) throw new AppError('documentReviewed');
    await sendMessage(tx, {
      playerId: row.playerId,
      kind: decision.isApproved ? 'document.approved' : 'document.declined',
      params: {
        documentType: row.type,
        fileName: row.fileName,
        ...(row.declineReason && { reason: row.declineReason }),
      },
      sourceKey: `document:${row.id}`,
    });
    await onReviewed?.(tx, row);
    return toDocument(row);
  });
}

/** Whether the player's identity is verified: an approved identity document, or the provider's approval. */
export async function isIdentityVerified(db: Executor, playerId: string) {
  const [row] = await db
    .select({ id: playerDocuments.id })
    .from(playerDocuments)
    .where(
      and(
        eq(playerDocuments.playerId, playerId),
        eq(playerDocuments.type, 'identity'),
        eq(playerDocuments.status, DOCUMENT_STATUSES.approved),
      ),
    )
    .limit(1);
  if (row) return true;
  return (await kycReviewStatus(db, playerId)) === DOCUMENT_STATUSES.approved;
}
