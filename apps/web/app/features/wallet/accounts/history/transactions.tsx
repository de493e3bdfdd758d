import type { Invoice } from '@croupier/contract';
import { useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { Skeleton } from '~/components/ui/skeleton';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import { ClientApiError, useApi } from '~/lib/session/api-client';
import { useToasts } from '~/lib/toasts';
import { Wallet } from '../../../../components/ui/icons';
import styles from './history.module.css';
import {
  countPages,
  hasFilters,
  INVOICES_PER_PAGE,
  type InvoiceFilters,
  NO_FILTERS,
} from './invoice-filters';
import { InvoiceRow } from './invoice-row';
import { TransactionFilters } from './transaction-filters';
import { useInvoices } from './use-invoices';

/** The transactions tab of /profile/history: filters, one page of invoices, pages. */
export function Transactions() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<InvoiceFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const state = useInvoices(filters, page);
  const decline = useDecline(state.update);
  const pages = countPages(state.total, INVOICES_PER_PAGE);

  return (
    <div className={styles.transactions}>
      <TransactionFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {state.hasFailed && (
        <Alert
          type="error"
          action={
            <Button size="sm" variant="secondary" onClick={() => void state.reload()}>
              {t('wallet.history.retry')}
            </Button>
          }
        >
          {t('wallet.history.loadFailed')}
        </Alert>
      )}
      {!state.invoices && !state.hasFailed && <InvoicesSkeleton />}
      {state.invoices?.length === 0 && <NoInvoices isFiltered={hasFilters(filters)} />}
      {state.invoices && state.invoices.length > 0 && (
        <table className={styles.table}>
          <caption className="visually-hidden">{t('wallet.history.transactions')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wallet.history.number')}</th>
              <th scope="col">{t('wallet.history.date')}</th>
              <th scope="col">{t('wallet.history.type')}</th>
              <th scope="col">{t('wallet.history.method')}</th>
              <th scope="col" className={styles.amountColumn}>
                {t('wallet.history.amount')}
              </th>
              <th scope="col">{t('wallet.history.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('wallet.history.cancel')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {state.invoices.map((invoice) => (
              <InvoiceRow
                key={invoice.id}
                invoice={invoice}
                isDeclining={decline.pendingId === invoice.id}
                onDecline={() => void decline.run(invoice)}
              />
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav className={styles.pagination} aria-label={t('wallet.history.pagination')}>
          <Button
            size="sm"
            variant="secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('wallet.history.previous')}
          </Button>
          <span aria-current="page">{t('wallet.history.page', { page, pages })}</span>
          <Button
            size="sm"
            variant="secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('wallet.history.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}

/** Declines a pending withdrawal; the held amount returns (the balance follows live). */
function useDecline(update: (invoice: Partial<Invoice> & Pick<Invoice, 'id'>) => void) {
  const { t } = useTranslation();
  const api = useApi();
  const { show } = useToasts();
  const [pendingId, setPendingId] = useState<string>();
  const run = async (invoice: Invoice) => {
    setPendingId(invoice.id);
    try {
      const { data } = await api('declineInvoice', { params: { id: invoice.id } });
      update(data);
      show({ type: 'success', title: t('wallet.history.canceled', { number: invoice.number }) });
    } catch (error) {
      const message = error instanceof ClientApiError ? error.message : undefined;
      show({ type: 'error', title: message || t('account.errors.somethingWrong') });
    } finally {
      setPendingId(undefined);
    }
  };
  return { pendingId, run };
}

function InvoicesSkeleton() {
  return (
    <ul className={styles.skeletons} aria-busy="true">
      {[0, 1, 2, 3].map((index) => (
        <li key={index}>
          <Skeleton variant="block" height={48} />
        </li>
      ))}
    </ul>
  );
}

function NoInvoices({ isFiltered }: { isFiltered: boolean }) {
  const { t } = useTranslation();
  const modals = useModals();
  return (
    <EmptyState
      title={t('wallet.history.emptyTitle')}
      description={t(isFiltered ? 'wallet.history.emptyFilteredText' : 'wallet.history.emptyText')}
      action={
        isFiltered ? undefined : (
          <Button icon={<Wallet />} onClick={() => modals.open('wallet', { tab: 'deposit' })}>
            {t('wallet.history.deposit')}
          </Button>
        )
      }
    />
  );
}
