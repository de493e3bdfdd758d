import type { ResponseOf } from '@croupier/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { RefreshCw } from '../../components/ui/icons';
import { Select } from '../../components/ui/select';
import { useTranslation } from '../../lib/i18n';
import { ActionSwitch } from './action-switch';
import styles from './backoffice.module.css';
import { DataTable, EditButton, Money, PageHeader, QueryState } from './console-parts';
import { PaymentMethodDialog } from './payment-method-dialog';
import { useOperatorApi, useOperatorQuery } from './use-operator-api';

export type PaymentMethods = ResponseOf<'backofficePaymentMethods'>['data'];
export type PaymentMethod = PaymentMethods['methods'][number];

/**
 * The cashier's methods, deposits then withdrawals in the cashier's order: switch one on or off,
 * and edit its countries, order and limits. Limits show in one currency at a time.
 */
export function PaymentMethodsPage() {
  const { t } = useTranslation();
  const query = useOperatorQuery('backofficePaymentMethods', {});
  const [currency, setCurrency] = useState('EUR');
  const [editing, setEditing] = useState<PaymentMethod | null>(null);
  const methods = query.data?.data.methods ?? [];
  const offered = [...new Set(methods.flatMap((m) => m.currencies.map((c) => c.currency)))].sort();
  return (
    <>
      <PageHeader
        title={t('backoffice.paymentMethods.heading')}
        lead={
          query.data &&
          t('backoffice.paymentMethods.count', {
            count: methods.length,
            enabled: methods.filter((method) => method.isEnabled).length,
          })
        }
        actions={
          <>
            <Select
              label={t('backoffice.paymentMethods.limitsIn')}
              options={offered.map((code) => ({ value: code, label: code }))}
              value={currency}
              onChange={(event) => setCurrency(event.target.value)}
            />
            <Button variant="secondary" size="sm" icon={<RefreshCw />} onClick={query.reload}>
              {t('backoffice.paymentMethods.refresh')}
            </Button>
          </>
        }
      />
      <QueryState
        query={query}
        isEmpty={methods.length === 0}
        emptyTitle={t('backoffice.paymentMethods.emptyTitle')}
        emptyText={t('backoffice.paymentMethods.emptyText')}
      >
        <MethodsTable
          methods={methods}
          currency={currency}
          onEdit={setEditing}
          onChanged={query.reload}
        />
      </QueryState>
      {editing && query.data && (
        <PaymentMethodDialog
          method={editing}
          currencies={query.data.data.currencies}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            query.reload();
          }}
        />
      )}
    </>
  );
}

interface TableProps {
  methods: PaymentMethod[];
  currency: string;
  onEdit(method: PaymentMethod): void;
  onChanged(): void;
}

function MethodsTable({ methods, currency, onEdit, onChanged }: TableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={t('backoffice.paymentMethods.tableLabel')}
      head={
        <>
          <th className={styles.numeric}>{t('backoffice.paymentMethods.position')}</th>
          <th>{t('backoffice.paymentMethods.method')}</th>
          <th>{t('backoffice.paymentMethods.direction')}</th>
          <th>{t('backoffice.paymentMethods.offered')}</th>
          <th>{t('backoffice.paymentMethods.countries')}</th>
          <th className={styles.numeric}>{t('backoffice.paymentMethods.limits', { currency })}</th>
          <th className={styles.numeric}>{t('backoffice.paymentMethods.actions')}</th>
        </>
      }
    >
      {methods.map((method) => {
        const limit = method.currencies.find((entry) => entry.currency === currency);
        return (
          <tr key={method.id}>
            <td className={`${styles.numeric} ${styles.muted}`}>{method.position}</td>
            <td>
              <div className={styles.stack}>
                <span>{method.name}</span>
                <span className={`${styles.mono} ${styles.muted}`}>{method.id}</span>
              </div>
            </td>
            <td>{t(`backoffice.paymentMethods.directions.${method.direction}`)}</td>
            <td>
              <EnabledSwitch method={method} onChanged={onChanged} />
            </td>
            <td>
              <CountriesCell method={method} />
            </td>
            <td className={styles.numeric}>
              {limit ? (
                <span>
                  <Money amountMinor={limit.amountMin} currency={currency} />
                  {' – '}
                  <Money amountMinor={limit.amountMax} currency={currency} />
                </span>
              ) : (
                <span className={styles.muted}>{t('backoffice.paymentMethods.notInCurrency')}</span>
              )}
            </td>
            <td className={styles.numeric}>
              <EditButton
                label={t('backoffice.paymentMethods.editLabel', { name: method.id })}
                onClick={() => onEdit(method)}
              >
                {t('backoffice.paymentMethods.edit')}
              </EditButton>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

function CountriesCell({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation();
  const excluded = method.excludedCountries.join(' ');
  return (
    <div className={styles.stack}>
      <span className={method.countries ? styles.mono : undefined}>
        {method.countries ? method.countries.join(' ') : t('backoffice.paymentMethods.everywhere')}
      </span>
      {excluded && (
        <span className={styles.muted}>
          {t('backoffice.paymentMethods.except', { countries: excluded })}
        </span>
      )}
    </div>
  );
}

/** Offers or withdraws a method at once: the cashier lists it, or not, on its next opening. */
function EnabledSwitch({ method, onChanged }: { method: PaymentMethod; onChanged(): void }) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const key = (on: string, off: string) =>
    `backoffice.paymentMethods.${method.isEnabled ? on : off}`;
  return (
    <ActionSwitch
      isOn={method.isEnabled}
      label={t('backoffice.paymentMethods.enabledLabel', { name: method.id })}
      stateText={t(key('enabled', 'disabled'))}
      onToggle={async (isEnabled) => {
        const body = { isEnabled };
        await call('backofficeUpdatePaymentMethod', { params: { id: method.id }, body });
        onChanged();
        return t(
          isEnabled
            ? 'backoffice.paymentMethods.wasEnabled'
            : 'backoffice.paymentMethods.wasDisabled',
          { name: method.id },
        );
      }}
    />
  );
}
