import type { ResponseOf } from '@croupier/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { RefreshCw } from '../../components/ui/icons';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import { useToasts } from '../../lib/toasts';
import styles from './backoffice.module.css';
import { DataTable, PageHeader, QueryState } from './console-parts';
import { ReasonDialog } from './reason-dialog';
import { ToggleSwitch } from './toggle-switch';
import { useOperatorApi, useOperatorQuery } from './use-operator-api';

type Country = ResponseOf<'backofficeCountries'>['data'][number];

/** Countries with their restricted flag; switching one asks for the reason the audit keeps. */
export function Countries() {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const { show } = useToasts();
  const query = useOperatorQuery('backofficeCountries', {});
  const [filter, setFilter] = useState('');
  const [switching, setSwitching] = useState<Country | null>(null);
  const all = query.data?.data ?? [];
  const needle = filter.trim().toLowerCase();
  const shown = all.filter(
    (country) =>
      needle === '' ||
      country.code.toLowerCase() === needle ||
      country.name.toLowerCase().includes(needle),
  );
  const confirm = async (country: Country, reason: string) => {
    const isRestricted = !country.isRestricted;
    await call('backofficeUpdateCountry', {
      params: { code: country.code },
      body: { isRestricted, reason },
    });
    setSwitching(null);
    query.reload();
    const key = isRestricted ? 'wasRestricted' : 'wasOpened';
    show({
      type: 'success',
      title: t(`backoffice.content.countries.${key}`, { name: country.name }),
    });
  };
  return (
    <>
      <PageHeader
        title={t('backoffice.content.countries.heading')}
        lead={
          query.data &&
          t('backoffice.content.countries.count', {
            count: all.filter((country) => country.isRestricted).length,
          })
        }
        actions={
          <Button variant="secondary" size="sm" icon={<RefreshCw />} onClick={query.reload}>
            {t('backoffice.content.refresh')}
          </Button>
        }
      />
      <div className={styles.filters}>
        <TextField
          label={t('backoffice.content.countries.filter')}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      <QueryState
        query={query}
        isEmpty={shown.length === 0}
        emptyTitle={t('backoffice.content.countries.emptyTitle')}
        emptyText={t('backoffice.content.countries.emptyText')}
      >
        <DataTable
          label={t('backoffice.content.countries.tableLabel')}
          head={
            <>
              <th>{t('backoffice.content.countries.code')}</th>
              <th>{t('backoffice.content.countries.name')}</th>
              <th>{t('backoffice.content.countries.restricted')}</th>
            </>
          }
        >
          {shown.map((country) => (
            <tr key={country.code}>
              <td className={styles.mono}>{country.code}</td>
              <td>{country.name}</td>
              <td>
                <ToggleSwitch
                  isOn={country.isRestricted}
                  label={t('backoffice.content.countries.restrictLabel', { name: country.name })}
                  stateLabel={t(
                    country.isRestricted
                      ? 'backoffice.content.countries.isRestricted'
                      : 'backoffice.content.countries.isOpen',
                  )}
                  onToggle={() => setSwitching(country)}
                />
              </td>
            </tr>
          ))}
        </DataTable>
      </QueryState>
      {switching && (
        <ReasonDialog
          title={t(
            switching.isRestricted
              ? 'backoffice.content.countries.openTitle'
              : 'backoffice.content.countries.restrictTitle',
            { name: switching.name },
          )}
          text={t(
            switching.isRestricted
              ? 'backoffice.content.countries.openText'
              : 'backoffice.content.countries.restrictText',
          )}
          confirmLabel={t(
            switching.isRestricted
              ? 'backoffice.content.countries.open'
              : 'backoffice.content.countries.restrict',
          )}
          onConfirm={(reason) => confirm(switching, reason)}
          onClose={() => setSwitching(null)}
        />
      )}
    </>
  );
}
