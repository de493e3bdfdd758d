import { Button } from '~/components/ui/button';
import { Select } from '~/components/ui/select';
import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/lib/i18n';
import { RotateCcw } from '../../../../components/ui/icons';
import { useAccounts } from '../accounts-provider';
import styles from './history.module.css';
import { hasFilters, type InvoiceFilters, NO_FILTERS } from './invoice-filters';

export interface TransactionFiltersProps {
  filters: InvoiceFilters;
  onChange(filters: InvoiceFilters): void;
}

/** Type, status, currency (of the player's accounts) and a date range; each applies at once. */
export function TransactionFilters({ filters, onChange }: TransactionFiltersProps) {
  const { t } = useTranslation();
  const { allAccounts } = useAccounts();
  const set = <K extends keyof InvoiceFilters>(key: K, value: InvoiceFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const any = t('wallet.history.any');
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{t('wallet.history.filtersLabel')}</legend>
      <Select
        label={t('wallet.history.type')}
        placeholder={any}
        value={filters.type}
        options={[
          { value: '1', label: t('wallet.history.types.deposit') },
          { value: '2', label: t('wallet.history.types.withdrawal') },
        ]}
        onChange={(event) => set('type', event.target.value as InvoiceFilters['type'])}
      />
      <Select
        label={t('wallet.history.status')}
        placeholder={any}
        value={filters.status}
        options={[
          { value: '1', label: t('wallet.history.statuses.pending') },
          { value: '2', label: t('wallet.history.statuses.success') },
          { value: '3', label: t('wallet.history.statuses.failed') },
        ]}
        onChange={(event) => set('status', event.target.value as InvoiceFilters['status'])}
      />
      <Select
        label={t('wallet.history.currency')}
        placeholder={any}
        value={filters.currency}
        options={allAccounts.map((account) => ({
          value: account.currency,
          label: account.currency,
        }))}
        onChange={(event) => set('currency', event.target.value)}
      />
      <TextField
        type="date"
        label={t('wallet.history.from')}
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => set('from', event.target.value)}
      />
      <TextField
        type="date"
        label={t('wallet.history.to')}
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => set('to', event.target.value)}
      />
      {hasFilters(filters) && (
        <Button
          variant="ghost"
          size="sm"
          icon={<RotateCcw />}
          className={styles.reset}
          onClick={() => onChange(NO_FILTERS)}
        >
          {t('wallet.history.reset')}
        </Button>
      )}
    </fieldset>
  );
}
