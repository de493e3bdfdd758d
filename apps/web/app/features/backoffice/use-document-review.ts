import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { errorMessageOf } from '../../lib/session/api-error';
import { useToasts } from '../../lib/toasts';
import type { ReviewDocument } from './document-queue';
import { useOperatorApi } from './use-operator-api';

/** The document in the viewer and the review calls; after each, a toast and the queue again. */
export function useDocumentReview(reload: () => void) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const { show } = useToasts();
  const [viewing, setViewing] = useState<ReviewDocument | null>(null);
  const [isDeclining, setIsDeclining] = useState(false);
  const [isApproving, setIsApproving] = useState(false);

  const finish = (message: string) => {
    show({ type: 'success', title: message });
    setIsDeclining(false);
    setViewing(null);
    reload();
  };

  const approve = async (document: ReviewDocument) => {
    setIsApproving(true);
    try {
      await call('backofficeReviewDocument', {
        params: { id: document.id },
        body: { decision: 'approve' },
      });
      finish(t('backoffice.documents.approved', { name: document.fileName }));
    } catch (error) {
      show({ type: 'error', title: errorMessageOf(error, t('backoffice.common.failed')) });
    } finally {
      setIsApproving(false);
    }
  };

  /** Throws the API's refusal: the reason dialog shows it. */
  const decline = async (document: ReviewDocument, reason: string) => {
    await call('backofficeReviewDocument', {
      params: { id: document.id },
      body: { decision: 'decline', reason },
    });
    finish(t('backoffice.documents.declined', { name: document.fileName }));
  };

  return {
    viewing,
    setViewing,
    isApproving,
    isDeclining,
    setIsDeclining,
    approve,
    decline,
  };
}
