import type { ResponseOf } from '@croupier/contract';
import { DOCUMENT_STATUSES } from '@croupier/contract/document-rules';
import { useState } from 'react';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { RefreshCw } from '../../components/ui/icons';
import { Select } from '../../components/ui/select';
import { useTranslation } from '../../lib/i18n';
import styles from './backoffice.module.css';
import {
  DataTable,
  DateTime,
  PageHeader,
  Pagination,
  PlayerCell,
  QueryState,
} from './console-parts';
import { DocumentViewer } from './document-viewer';
import { useDocumentReview } from './use-document-review';
import { useOperatorQuery } from './use-operator-api';

export type ReviewDocument = ResponseOf<'backofficeDocuments'>['data'][number];
type Status = ReviewDocument['status'];

const PER_PAGE = 50;
const STATUS_VARIANTS: Record<Status, BadgeVariant> = { 1: 'warning', 2: 'success', 3: 'error' };

/** KYC documents by status, oldest first: open one in the viewer, approve or decline it. */
export function DocumentQueue() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>(DOCUMENT_STATUSES.pending);
  const [page, setPage] = useState(1);
  const query = useOperatorQuery('backofficeDocuments', {
    query: { status, page, perPage: PER_PAGE },
  });
  const review = useDocumentReview(query.reload);
  const documents = query.data?.data ?? [];
  const changeStatus = (value: string) => {
    setStatus(Number(value) as Status);
    setPage(1);
  };
  return (
    <>
      <PageHeader
        title={t('backoffice.documents.heading')}
        lead={query.data && t('backoffice.documents.count', { count: query.data.meta.total })}
        actions={
          <>
            <Select
              label={t('backoffice.documents.status')}
              isLabelHidden
              options={Object.values(DOCUMENT_STATUSES).map((value) => ({
                value: String(value),
                label: t(`backoffice.documents.statuses.${value}`),
              }))}
              value={String(status)}
              onChange={(event) => changeStatus(event.target.value)}
            />
            <Button variant="secondary" size="sm" icon={<RefreshCw />} onClick={query.reload}>
              {t('backoffice.documents.refresh')}
            </Button>
          </>
        }
      />
      <QueryState
        query={query}
        isEmpty={documents.length === 0}
        emptyTitle={t('backoffice.documents.emptyTitle')}
        emptyText={t('backoffice.documents.emptyText')}
      >
        <DocumentTable documents={documents} onOpen={review.setViewing} />
        {query.data && <Pagination meta={query.data.meta} onPage={setPage} />}
      </QueryState>
      {review.viewing && <DocumentViewer document={review.viewing} review={review} />}
    </>
  );
}

function DocumentTable({
  documents,
  onOpen,
}: {
  documents: ReviewDocument[];
  onOpen(document: ReviewDocument): void;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('backoffice.documents.tableLabel')}
      head={
        <>
          <th>{t('backoffice.documents.player')}</th>
          <th>{t('backoffice.documents.type')}</th>
          <th>{t('backoffice.documents.file')}</th>
          <th>{t('backoffice.documents.status')}</th>
          <th>{t('backoffice.documents.uploadedAt')}</th>
          <th className={styles.numeric}>{t('backoffice.documents.actions')}</th>
        </>
      }
    >
      {documents.map((document) => (
        <tr key={document.id}>
          <td>
            <PlayerCell playerId={document.playerId} name={document.playerEmail} />
          </td>
          <td>{t(`backoffice.documents.types.${document.type}`)}</td>
          <td className={styles.wrapAnywhere}>{document.fileName}</td>
          <td>
            <DocumentStatus document={document} />
          </td>
          <td className={styles.nowrap}>
            <DateTime iso={document.createdAt} />
          </td>
          <td className={styles.numeric}>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('backoffice.documents.openLabel', { name: document.fileName })}
              onClick={() => onOpen(document)}
            >
              {t('backoffice.documents.open')}
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

export function DocumentStatus({ document }: { document: ReviewDocument }) {
  const { t } = useTranslation();
  return (
    <Badge variant={STATUS_VARIANTS[document.status]}>
      {t(`backoffice.documents.statuses.${document.status}`)}
    </Badge>
  );
}
