import type { ResponseOf } from '@croupier/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { errorMessageOf } from '../../lib/session/api-error';
import { useToasts } from '../../lib/toasts';
import { useOperatorApi } from './use-operator-api';

export type Withdrawal = ResponseOf<'backofficeWithdrawals'>['data'][number];

/** What the reject dialog is about: one withdrawal, or the selected ones. */
type Rejecting = { kind: 'one'; withdrawal: Withdrawal } | { kind: 'selected' } | null;

/** Selection and the review calls; after each, a toast and the queue again. */
export function useWithdrawalReview(reload: () => void) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const { show } = useToasts();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busyId, setBusyId] = useState<string | null>(null);
  const [isBulkBusy, setIsBulkBusy] = useState(false);
  const [rejecting, setRejecting] = useState<Rejecting>(null);

  const finish = () => {
    setSelected(new Set());
    setRejecting(null);
    reload();
  };
  const toggle = (id: string) =>
    setSelected((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const selectAll = (withdrawals: Withdrawal[]) =>
    setSelected(new Set(withdrawals.map((w) => w.id)));

  const approve = async (withdrawal: Withdrawal) => {
    setBusyId(withdrawal.id);
    try {
      await call('backofficeApproveWithdrawal', { params: { id: withdrawal.id } });
      show({
        type: 'success',
        title: t('backoffice.withdrawals.approved', { number: withdrawal.number }),
      });
    } catch (error) {
      show({ type: 'error', title: errorTitle(error, t) });
    } finally {
      setBusyId(null);
      finish();
    }
  };

  const reviewSelected = async (
    body: { action: 'approve' } | { action: 'reject'; reason: string },
  ) => {
    const invoiceIds = [...selected];
    setIsBulkBusy(true);
    try {
      const { data } = await call('backofficeReviewWithdrawals', { body: { ...body, invoiceIds } });
      const failed = data.filter((outcome) => !outcome.isDone).length;
      show({
        type: failed ? 'warning' : 'success',
        title: t('backoffice.withdrawals.bulkDone', {
          done: data.length - failed,
          total: data.length,
        }),
        description: failed ? t('backoffice.withdrawals.bulkFailed', { failed }) : undefined,
      });
      finish();
    } finally {
      setIsBulkBusy(false);
    }
  };

  const reject = async (reason: string) => {
    if (rejecting?.kind === 'one') {
      const { withdrawal } = rejecting;
      await call('backofficeRejectWithdrawal', { params: { id: withdrawal.id }, body: { reason } });
      show({
        type: 'success',
        title: t('backoffice.withdrawals.rejected', { number: withdrawal.number }),
      });
      finish();
    } else {
      await reviewSelected({ action: 'reject', reason });
    }
  };

  return {
    selected,
    toggle,
    selectAll,
    busyId,
    isBusy: busyId !== null || isBulkBusy,
    rejecting,
    setRejecting,
    approve,
    approveSelected: () =>
      reviewSelected({ action: 'approve' }).catch((error: unknown) =>
        show({ type: 'error', title: errorTitle(error, t) }),
      ),
    reject,
  };
}

function errorTitle(error: unknown, t: (key: string) => string) {
  return errorMessageOf(error, t('backoffice.common.failed'));
}
