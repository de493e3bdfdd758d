import { DOCUMENT_STATUSES } from '@croupier/contract/document-rules';
import { useEffect, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Modal, ModalTitle } from '../../components/ui/modal';
import { Skeleton } from '../../components/ui/skeleton';
import { useTranslation } from '../../lib/i18n';
import { errorMessageOf } from '../../lib/session/api-error';
import styles from './backoffice.module.css';
import { DateTime } from './console-parts';
import { DocumentStatus, type ReviewDocument } from './document-queue';
import { useOperator } from './operator-context';
import { ReasonDialog } from './reason-dialog';
import type { useDocumentReview } from './use-document-review';
import { useOperatorFile } from './use-operator-api';

const MODAL_Z_INDEX = 1000;

interface ViewerProps {
  document: ReviewDocument;
  review: ReturnType<typeof useDocumentReview>;
}

/**
 * The document's file beside its facts; approve, or decline with a reason asked above it (the
 * viewer stays, so cancelling returns to the file without fetching it again).
 */
export function DocumentViewer({ document, review }: ViewerProps) {
  const { t } = useTranslation();
  const { can } = useOperator();
  const close = () => review.setViewing(null);
  const canReview = can('documents.review') && document.status === DOCUMENT_STATUSES.pending;
  return (
    <>
      <Modal zIndex={MODAL_Z_INDEX} size="lg" onClose={close}>
        <ModalTitle>{document.fileName}</ModalTitle>
        <div className={styles.viewer}>
          <DocumentFile document={document} />
          <dl className={styles.facts}>
            <dt>{t('backoffice.documents.player')}</dt>
            <dd className={styles.wrapAnywhere}>{document.playerEmail ?? document.playerId}</dd>
            <dt>{t('backoffice.documents.type')}</dt>
            <dd>{t(`backoffice.documents.types.${document.type}`)}</dd>
            <dt>{t('backoffice.documents.uploadedAt')}</dt>
            <dd>
              <DateTime iso={document.createdAt} />
            </dd>
            <dt>{t('backoffice.documents.status')}</dt>
            <dd>
              <DocumentStatus document={document} />
            </dd>
            {document.declineReason && (
              <>
                <dt>{t('backoffice.documents.declineReason')}</dt>
                <dd>{document.declineReason}</dd>
              </>
            )}
          </dl>
        </div>
        {canReview && (
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={() => review.setIsDeclining(true)}>
              {t('backoffice.documents.decline')}
            </Button>
            <Button isLoading={review.isApproving} onClick={() => review.approve(document)}>
              {t('backoffice.documents.approve')}
            </Button>
          </div>
        )}
      </Modal>
      {review.isDeclining && (
        <ReasonDialog
          zIndex={MODAL_Z_INDEX + 2}
          title={t('backoffice.documents.declineTitle', { name: document.fileName })}
          text={t('backoffice.documents.declineText')}
          confirmLabel={t('backoffice.documents.decline')}
          onConfirm={(reason) => review.decline(document, reason)}
          onClose={() => review.setIsDeclining(false)}
        />
      )}
    </>
  );
}

/** The bytes fetched with the operator's token, shown from an object URL revoked on close. */
function DocumentFile({ document }: { document: ReviewDocument }) {
  const { t } = useTranslation();
  const { url, error } = useDocumentUrl(document.id);
  const label = t('backoffice.documents.fileLabel', { name: document.fileName });
  if (error) {
    return <Alert type="error">{errorMessageOf(error, t('backoffice.common.loadFailed'))}</Alert>;
  }
  if (!url) return <Skeleton variant="block" height={360} />;
  if (document.mimeType === 'application/pdf') {
    return <iframe className={styles.viewerFile} src={url} title={label} />;
  }
  return <img className={styles.viewerFile} src={url} alt={label} />;
}

function useDocumentUrl(id: string) {
  const request = useOperatorFile();
  const [state, setState] = useState<{ url?: string; error?: unknown }>({});
  useEffect(() => {
    let url: string | undefined;
    let isCurrent = true;
    request('backofficeDocumentFile', { params: { id } }).then(
      (blob) => {
        if (!isCurrent) return;
        url = URL.createObjectURL(blob);
        setState({ url });
      },
      (error: unknown) => isCurrent && setState({ error }),
    );
    return () => {
      isCurrent = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [request, id]);
  return state;
}
