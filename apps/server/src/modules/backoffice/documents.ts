import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { playerDocuments, players } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { readDocumentForReview, reviewDocument, toDocument } from '../documents/service.ts';
import { appendAudit } from './audit.ts';
import type { SignedInOperator } from './operators.ts';

type Actor = { operator: SignedInOperator; ip: string };
type DocumentRow = typeof playerDocuments.$inferSelect;

const withPlayer = (row: DocumentRow, playerEmail: string | null) => ({
  ...toDocument(row),
  playerId: row.playerId,
  playerEmail,
});

/** The KYC queue: documents of one status (pending by default), oldest first, with whose they are. */
export async function listDocumentsForReview(
  db: Executor,
  query: { status: 1 | 2 | 3; playerId?: string | undefined; page: number; perPage: number },
) {
  const conditions: SQL[] = [eq(playerDocuments.status, query.status)];
  if (query.playerId) conditions.push(eq(playerDocuments.playerId, query.playerId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ document: playerDocuments, email: players.email })
      .from(playerDocuments)
      .innerJoin(players, eq(players.id, playerDocuments.playerId))
      .where(where)
      .orderBy(asc(playerDocuments.createdAt), asc(playerDocuments.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(playerDocuments).where(where),
  ]);
  return {
    data: rows.map(({ document, email }) => withPlayer(document, email)),
    meta: { page: query.page, perPage: query.perPage, total: total?.value ?? 0 },
  };
}

/** A document's file for the viewer; looking at a player's papers is recorded like any action. */
export async function openDocumentFile(db: Db, dataDir: string, actor: Actor, id: string) {
  const file = await readDocumentForReview(db, dataDir, id);
  await db.transaction((tx) =>
    appendAudit(tx, {
      operator: actor.operator,
      action: 'document.view',
      target: { type: 'document', id },
      after: { playerId: file.playerId, fileName: file.fileName },
      ip: actor.ip,
    }),
  );
  return file;
}

/**
 * Approves, or declines with a reason, a pending document through the documents service (the
 * player's message and verification level follow), audited in the same transaction.
 */
export async function reviewDocumentAsOperator(
  db: Db,
  actor: Actor,
  id: string,
  body: { decision: 'approve' } | { decision: 'decline'; reason: string },
) {
  const [owner] = await db
    .select({ email: players.email })
    .from(playerDocuments)
    .innerJoin(players, eq(players.id, playerDocuments.playerId))
    .where(eq(playerDocuments.id, id));
  if (!owner) throw new AppError('notFound');
  const isApproved = body.decision === 'approve';
  let reviewedRow: DocumentRow | undefined;
  await reviewDocument(
    db,
    id,
    { isApproved, ...(!isApproved && { reason: body.reason }) },
    async (tx, row) => {
      reviewedRow = row;
      await appendAudit(tx, {
        operator: actor.operator,
        action: `document.${body.decision}`,
        target: { type: 'document', id },
        before: { status: 1, playerId: row.playerId },
        after: { status: row.status, declineReason: row.declineReason },
        ip: actor.ip,
      });
    },
  );
  return withPlayer(reviewedRow!, owner.email);
}
