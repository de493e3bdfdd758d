import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { RefreshCw } from '../../components/ui/icons';
import { useTranslation } from '../../lib/i18n';
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
import { useOperatorQuery } from './use-operator-api';
import { useWithdrawalReview, type Withdrawal } from './use-withdrawal-review';

const PER_PAGE = 50;

/** Pending withdrawals, oldest first: approve, reject with a reason, one by one or selected. */
export function WithdrawalQueue() {
  const { t } = useTranslation();
  const { can } = useOperator();
  const [page, setPage] = useState(1);
  const query = useOperatorQuery('backofficeWithdrawals', { query: { page, perPage: PER_PAGE } });
  const review = useWithdrawalReview(query.reload);
  const withdrawals = query.data?.data ?? [];
  const canReview = can('withdrawals.review');
  const total = query.data?.meta.total ?? 0;

  return (
    <>
      <PageHeader
        title={t('backoffice.withdrawals.heading')}
        lead={query.data && t('backoffice.withdrawals.count', { count: total })}
        actions={
          <Button variant="secondary" size="sm" icon={<RefreshCw />} onClick={query.reload}>
            {t('backoffice.withdrawals.refresh')}
          </Button>
        }
      />
      {canReview && review.selected.size > 0 && (
        <BulkBar
          count={review.selected.size}
          isBusy={review.isBusy}
          onApprove={() => review.approveSelected()}
          onReject={() => review.setRejecting({ kind: 'selected' })}
        />
      )}
      <QueryState
        query={query}
        isEmpty={withdrawals.length === 0}
        emptyTitle={t('backoffice.withdrawals.emptyTitle')}
        emptyText={t('backoffice.withdrawals.emptyText')}
      >
        <WithdrawalTable withdrawals={withdrawals} canReview={canReview} review={review} />
        {query.data && <Pagination meta={query.data.meta} onPage={setPage} />}
      </QueryState>
      {review.rejecting && (
        <ReasonDialog
          title={
            review.rejecting.kind === 'one'
              ? t('backoffice.withdrawals.rejectTitle', {
                  number: review.rejecting.withdrawal.number,
                })
              : t('backoffice.withdrawals.rejectManyTitle', { count: review.selected.size })
          }
          text={t('backoffice.withdrawals.rejectText')}
          confirmLabel={t('backoffice.withdrawals.reject')}
          onConfirm={review.reject}
          onClose={() => review.setRejecting(null)}
        />
      )}
    </>
  );
}

interface TableProps {
  withdrawals: Withdrawal[];
  canReview: boolean;
  review: ReturnType<typeof useWithdrawalReview>;
}

function WithdrawalTable({ withdrawals, canReview, review }: TableProps) {
  const { t } = useTranslation();
  const isAllSelected =
    withdrawals.length > 0 && withdrawals.every((w) => review.selected.has(w.id));
  return (
    <DataTable
      label={t('backoffice.withdrawals.tableLabel')}
      head={
        <>
          {canReview && (
            <th className={styles.selectCell}>
              <Checkbox
                label={<HiddenLabel>{t('backoffice.withdrawals.selectAll')}</HiddenLabel>}
                checked={isAllSelected}
                onChange={() => review.selectAll(isAllSelected ? [] : withdrawals)}
              />
            </th>
          )}
          <th>{t('backoffice.withdrawals.number')}</th>
          <th>{t('backoffice.withdrawals.player')}</th>
          <th className={styles.numeric}>{t('backoffice.withdrawals.amount')}</th>
          <th>{t('backoffice.withdrawals.method')}</th>
          <th>{t('backoffice.withdrawals.review')}</th>
          <th>{t('backoffice.withdrawals.requestedAt')}</th>
          {canReview && <th className={styles.numeric}>{t('backoffice.withdrawals.actions')}</th>}
        </>
      }
    >
      {withdrawals.map((withdrawal) => (
        <WithdrawalRow
          key={withdrawal.id}
          withdrawal={withdrawal}
          canReview={canReview}
          review={review}
        />
      ))}
    </DataTable>
  );
}

function WithdrawalRow({
  withdrawal,
  canReview,
  review,
}: Omit<TableProps, 'withdrawals'> & { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const isSelected = review.selected.has(withdrawal.id);
  const number = withdrawal.number;
  return (
    <tr data-selected={isSelected || undefined}>
      {canReview && (
        <td className={styles.selectCell}>
          <Checkbox
            label={<HiddenLabel>{t('backoffice.withdrawals.select', { number })}</HiddenLabel>}
            checked={isSelected}
            onChange={() => review.toggle(withdrawal.id)}
          />
        </td>
      )}
      <td className={styles.muted}>{number}</td>
      <td>
        <PlayerCell
          playerId={withdrawal.playerId}
          name={withdrawal.playerEmail ?? withdrawal.playerNickname}
        />
      </td>
      <td className={styles.numeric}>
        <Money amountMinor={withdrawal.amount} currency={withdrawal.currency} />
      </td>
      <td>{withdrawal.method}</td>
      <td>
        <Badge variant={withdrawal.review === 'auto' ? 'neutral' : 'warning'}>
          {t(
            withdrawal.review === 'auto'
              ? 'backoffice.withdrawals.reviewAuto'
              : 'backoffice.withdrawals.reviewManual',
          )}
        </Badge>
      </td>
      <td className={styles.nowrap}>
        <DateTime iso={withdrawal.createdAt} />
      </td>
      {canReview && (
        <td>
          <div className={styles.rowActions}>
            <Button
              size="sm"
              aria-label={t('backoffice.withdrawals.approveLabel', { number })}
              isLoading={review.busyId === withdrawal.id}
              disabled={review.isBusy}
              onClick={() => review.approve(withdrawal)}
            >
              {t('backoffice.withdrawals.approve')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('backoffice.withdrawals.rejectLabel', { number })}
              disabled={review.isBusy}
              onClick={() => review.setRejecting({ kind: 'one', withdrawal })}
            >
              {t('backoffice.withdrawals.reject')}
            </Button>
          </div>
        </td>
      )}
    </tr>
  );
}

function HiddenLabel({ children }: { children: string }) {
  return <span className="visually-hidden">{children}</span>;
}

interface BulkBarProps {
  count: number;
  isBusy: boolean;
  onApprove(): void;
  onReject(): void;
}

function BulkBar({ count, isBusy, onApprove, onReject }: BulkBarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.bulkBar}>
      <p className={styles.bulkCount} aria-live="polite">
        {t('backoffice.withdrawals.selected', { count })}
      </p>
      <Button size="sm" isLoading={isBusy} onClick={onApprove}>
        {t('backoffice.withdrawals.approveSelected')}
      </Button>
      <Button size="sm" variant="secondary" disabled={isBusy} onClick={onReject}>
        {t('backoffice.withdrawals.rejectSelected')}
      </Button>
    </div>
  );
}
