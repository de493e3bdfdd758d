import type { ResponseOf } from '@croupier/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { RefreshCw } from '../../components/ui/icons';
import { useTranslation } from '../../lib/i18n';
import { errorMessageOf } from '../../lib/session/api-error';
import { useToasts } from '../../lib/toasts';
import styles from './backoffice.module.css';
import {
  DataTable,
  DateTime,
  Money,
  PageHeader,
  Pagination,
  PlayerCell,
  QueryState,
} from './console-parts';
import { useOperator } from './operator-context';
import { ReasonDialog } from './reason-dialog';
import { useOperatorApi, useOperatorQuery } from './use-operator-api';

type Adjustment = ResponseOf<'backofficeAdjustments'>['data'][number];

const PER_PAGE = 50;

/** Adjustments above the threshold, oldest first, for an operator other than the requester. */
export function AdjustmentQueue() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<Adjustment | null>(null);
  const query = useOperatorQuery('backofficeAdjustments', { query: { page, perPage: PER_PAGE } });
  const call = useOperatorApi();
  const { show } = useToasts();
  const adjustments = query.data?.data ?? [];

  const reject = async (reason: string) => {
    if (!rejecting) return;
    await call('backofficeRejectAdjustment', { params: { id: rejecting.id }, body: { reason } });
    show({ type: 'success', title: t('backoffice.adjustments.rejected') });
    setRejecting(null);
    query.reload();
  };
  const approve = async (adjustment: Adjustment) => {
    try {
      await call('backofficeApproveAdjustment', { params: { id: adjustment.id } });
      show({ type: 'success', title: t('backoffice.adjustments.approved') });
    } catch (error) {
      show({ type: 'error', title: errorMessageOf(error, t('backoffice.common.failed')) });
    }
    query.reload();
  };

  return (
    <>
      <PageHeader
        title={t('backoffice.adjustments.heading')}
        lead={query.data && t('backoffice.adjustments.count', { count: query.data.meta.total })}
        actions={
          <Button variant="secondary" size="sm" icon={<RefreshCw />} onClick={query.reload}>
            {t('backoffice.adjustments.refresh')}
          </Button>
        }
      />
      <QueryState
        query={query}
        isEmpty={adjustments.length === 0}
        emptyTitle={t('backoffice.adjustments.emptyTitle')}
        emptyText={t('backoffice.adjustments.emptyText')}
      >
        <DataTable
          label={t('backoffice.adjustments.tableLabel')}
          head={
            <>
              <th>{t('backoffice.adjustments.player')}</th>
              <th className={styles.numeric}>{t('backoffice.adjustments.amount')}</th>
              <th>{t('backoffice.common.reason')}</th>
              <th>{t('backoffice.adjustments.requestedAt')}</th>
              <th className={styles.numeric}>{t('backoffice.adjustments.actions')}</th>
            </>
          }
        >
          {adjustments.map((adjustment) => (
            <AdjustmentRow
              key={adjustment.id}
              adjustment={adjustment}
              onApprove={approve}
              onReject={setRejecting}
            />
          ))}
        </DataTable>
        {query.data && <Pagination meta={query.data.meta} onPage={setPage} />}
      </QueryState>
      {rejecting && (
        <ReasonDialog
          title={t('backoffice.adjustments.rejectTitle')}
          text={t('backoffice.adjustments.rejectText')}
          confirmLabel={t('backoffice.adjustments.reject')}
          onConfirm={reject}
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}

interface RowProps {
  adjustment: Adjustment;
  onApprove(adjustment: Adjustment): Promise<void>;
  onReject(adjustment: Adjustment): void;
}

/** The requester cannot decide their own adjustment: the buttons say so instead of failing. */
function AdjustmentRow({ adjustment, onApprove, onReject }: RowProps) {
  const { t } = useTranslation();
  const { operator } = useOperator();
  const [isApproving, setIsApproving] = useState(false);
  const isOwn = adjustment.requestedBy === operator.id;
  const approve = async () => {
    setIsApproving(true);
    await onApprove(adjustment);
    setIsApproving(false);
  };
  return (
    <tr>
      <td>
        <PlayerCell playerId={adjustment.playerId} name={null} />
      </td>
      <td className={styles.numeric}>
        <Money amountMinor={adjustment.amount} currency={adjustment.currency} />
      </td>
      <td className={styles.wrapAnywhere}>{adjustment.reason}</td>
      <td className={styles.nowrap}>
        <DateTime iso={adjustment.createdAt} />
      </td>
      <td>
        {isOwn ? (
          <span className={styles.muted}>{t('backoffice.adjustments.ownRequest')}</span>
        ) : (
          <div className={styles.rowActions}>
            <Button size="sm" isLoading={isApproving} onClick={approve}>
              {t('backoffice.adjustments.approve')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onReject(adjustment)}>
              {t('backoffice.adjustments.reject')}
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}
