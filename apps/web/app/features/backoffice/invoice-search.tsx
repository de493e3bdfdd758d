import type { ResponseOf } from '@croupier/contract';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { RefreshCw } from '../../components/ui/icons';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
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
import { useOperatorQuery } from './use-operator-api';

type Invoice = ResponseOf<'backofficeInvoices'>['data'][number];
const FILTERS = ['playerId', 'type', 'status', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
const TYPES = [1, 2] as const;
const STATUSES = [1, 2, 3] as const;
const STATUS_VARIANTS: Record<Invoice['status'], BadgeVariant> = {
  1: 'warning',
  2: 'success',
  3: 'error',
};
const PER_PAGE = 50;

/**
 * Deposits and withdrawals of every status, newest first, by player, type, status and UTC day.
 * The filters live in the URL, so a player's page links here with the player chosen.
 */
export function InvoiceSearch() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = Object.fromEntries(
    FILTERS.map((name) => [name, searchParams.get(name) ?? '']),
  ) as Filters;
  const page = Number(searchParams.get('page') ?? 1) || 1;
  const query = useOperatorQuery('backofficeInvoices', {
    query: {
      page,
      perPage: PER_PAGE,
      ...(filters.playerId && { playerId: filters.playerId }),
      ...(filters.type && { type: Number(filters.type) as Invoice['type'] }),
      ...(filters.status && { status: Number(filters.status) as Invoice['status'] }),
      ...(filters.from && { from: filters.from }),
      ...(filters.to && { to: filters.to }),
    },
  });
  const show = (next: Filters, nextPage = 1) =>
    setSearchParams(
      Object.fromEntries(
        [...Object.entries(next), ['page', nextPage > 1 ? String(nextPage) : '']].filter(
          ([, value]) => value !== '',
        ),
      ),
    );
  const invoices = query.data?.data ?? [];
  return (
    <>
      <PageHeader
        title={t('backoffice.invoices.heading')}
        lead={query.data && t('backoffice.invoices.count', { count: query.data.meta.total })}
        actions={
          <Button variant="secondary" size="sm" icon={<RefreshCw />} onClick={query.reload}>
            {t('backoffice.invoices.refresh')}
          </Button>
        }
      />
      <FilterForm key={searchParams.toString()} filters={filters} onApply={show} />
      <QueryState
        query={query}
        isEmpty={invoices.length === 0}
        emptyTitle={t('backoffice.invoices.emptyTitle')}
        emptyText={t('backoffice.invoices.emptyText')}
      >
        <InvoiceTable invoices={invoices} />
        {query.data && <Pagination meta={query.data.meta} onPage={(next) => show(filters, next)} />}
      </QueryState>
    </>
  );
}

const NO_FILTERS: Filters = { playerId: '', type: '', status: '', from: '', to: '' };

function FilterForm({ filters, onApply }: { filters: Filters; onApply(filters: Filters): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>(filters);
  const change = (field: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((before) => ({ ...before, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, playerId: draft.playerId.trim() });
  };
  return (
    <form
      className={`${styles.filters} ${styles.invoiceFilters}`}
      aria-label={t('backoffice.invoices.filtersLabel')}
      onSubmit={submit}
    >
      <TextField
        label={t('backoffice.invoices.playerId')}
        value={draft.playerId}
        spellCheck={false}
        onChange={change('playerId')}
      />
      <Select
        label={t('backoffice.invoices.type')}
        placeholder={t('backoffice.invoices.anyType')}
        options={TYPES.map((type) => ({
          value: String(type),
          label: t(`backoffice.invoices.types.${type}`),
        }))}
        value={draft.type}
        onChange={change('type')}
      />
      <Select
        label={t('backoffice.invoices.status')}
        placeholder={t('backoffice.invoices.anyStatus')}
        options={STATUSES.map((status) => ({
          value: String(status),
          label: t(`backoffice.invoices.statuses.${status}`),
        }))}
        value={draft.status}
        onChange={change('status')}
      />
      <TextField
        label={t('backoffice.invoices.from')}
        type="date"
        value={draft.from}
        onChange={change('from')}
      />
      <TextField
        label={t('backoffice.invoices.to')}
        type="date"
        value={draft.to}
        onChange={change('to')}
      />
      <div className={styles.filterActions}>
        <Button type="submit">{t('backoffice.invoices.apply')}</Button>
        <Button variant="ghost" onClick={() => onApply(NO_FILTERS)}>
          {t('backoffice.invoices.reset')}
        </Button>
      </div>
    </form>
  );
}

function InvoiceTable({ invoices }: { invoices: Invoice[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('backoffice.invoices.tableLabel')}
      head={
        <>
          <th>{t('backoffice.invoices.number')}</th>
          <th>{t('backoffice.invoices.player')}</th>
          <th>{t('backoffice.invoices.type')}</th>
          <th>{t('backoffice.invoices.status')}</th>
          <th>{t('backoffice.invoices.method')}</th>
          <th className={styles.numeric}>{t('backoffice.invoices.amount')}</th>
          <th>{t('backoffice.invoices.createdAt')}</th>
        </>
      }
    >
      {invoices.map((invoice) => (
        <tr key={invoice.id}>
          <td className={styles.muted}>{invoice.number}</td>
          <td>
            <PlayerCell playerId={invoice.playerId} name={invoice.playerEmail} />
          </td>
          <td>{t(`backoffice.invoices.types.${invoice.type}`)}</td>
          <td>
            <div className={styles.stack}>
              <span>
                <Badge variant={STATUS_VARIANTS[invoice.status]}>
                  {t(`backoffice.invoices.statuses.${invoice.status}`)}
                </Badge>
              </span>
              {invoice.failureReason && (
                <span className={`${styles.muted} ${styles.wrapAnywhere}`}>
                  {t('backoffice.invoices.failureReason', { reason: invoice.failureReason })}
                </span>
              )}
            </div>
          </td>
          <td>
            <div className={styles.stack}>
              <span>{invoice.method}</span>
              <span className={styles.muted}>{invoice.provider}</span>
            </div>
          </td>
          <td className={styles.numeric}>
            <Money amountMinor={invoice.amount} currency={invoice.currency} />
          </td>
          <td className={styles.nowrap}>
            <div className={styles.stack}>
              <DateTime iso={invoice.createdAt} isCompact />
              {invoice.updatedAt !== invoice.createdAt && (
                <span className={styles.muted}>
                  {t('backoffice.invoices.updatedAt')}{' '}
                  <DateTime iso={invoice.updatedAt} isCompact />
                </span>
              )}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
