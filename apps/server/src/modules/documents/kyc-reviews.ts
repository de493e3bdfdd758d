import { DOCUMENT_STATUSES } from '@croupier/contract';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client.ts';
import { playerKycReviews, players } from '../../db/schema.ts';
import type { SumsubReview } from '../../integrations/kyc/sumsub.ts';
import { sendMessage } from '../messenger/service.ts';

/** Webhook types that say where the applicant stands; the others (e.g. `applicantCreated`) wait. */
const PENDING_TYPES = new Set(['applicantPending', 'applicantOnHold', 'applicantReset']);

function statusOf(review: SumsubReview): number | undefined {
  if (review.type === 'applicantReviewed') {
    if (review.answer === 'GREEN') return DOCUMENT_STATUSES.approved;
    if (review.answer === 'RED') return DOCUMENT_STATUSES.declined;
    return undefined;
  }
  return PENDING_TYPES.has(review.type) ? DOCUMENT_STATUSES.pending : undefined;
}

/**
 * Applies a Sumsub webhook to the player's identity check: the newest event wins (a late, older
 * one changes nothing), and an approval or decline reaches the player in the messenger once.
 * Answers whether it changed anything; an unknown player or type is accepted and ignored, so
 * Sumsub stops sending it.
 */
export async function applySumsubReview(db: Db, review: SumsubReview): Promise<boolean> {
  const status = statusOf(review);
  if (status === undefined || !z.uuid().safeParse(review.playerId).success) return false;
  return db.transaction(async (tx) => {
    const [player] = await tx
      .select({ id: players.id })
      .from(players)
      .where(eq(players.id, review.playerId));
    if (!player) return false;
    const [previous] = await tx
      .select()
      .from(playerKycReviews)
      .where(eq(playerKycReviews.playerId, review.playerId))
      .for('update');
    if (previous && previous.eventAt > review.createdAt) return false;
    const values = {
      provider: 'sumsub',
      applicantId: review.applicantId,
      status,
      rejectType: review.rejectType ?? null,
      comment: review.comment ?? null,
      eventAt: review.createdAt,
    };
    const [saved] = await tx
      .insert(playerKycReviews)
      .values({ playerId: review.playerId, ...values })
      .onConflictDoUpdate({
        target: playerKycReviews.playerId,
        set: { ...values, updatedAt: sql`now()` },
        setWhere: sql`${playerKycReviews.eventAt} <= ${review.createdAt}`,
      })
      .returning();
    if (!saved) return false;
    if (status !== DOCUMENT_STATUSES.pending && previous?.status !== status) {
      await sendMessage(tx, {
        playerId: review.playerId,
        kind: status === DOCUMENT_STATUSES.approved ? 'kyc.approved' : 'kyc.declined',
        params: review.comment ? { reason: review.comment } : {},
        sourceKey: `sumsub:${review.applicantId}:${review.createdAt.getTime()}:${status}`,
      });
    }
    return true;
  });
}

/** The status of the player's check at the external provider, if one was started. */
export async function kycReviewStatus(db: Executor, playerId: string) {
  const [row] = await db
    .select({ status: playerKycReviews.status })
    .from(playerKycReviews)
    .where(eq(playerKycReviews.playerId, playerId));
  return row?.status;
}
