import type { ResponseOf } from '@croupier/contract';
import { Button } from '../../components/ui/button';
import { RefreshCw } from '../../components/ui/icons';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import { useToasts } from '../../lib/toasts';
import styles from './backoffice.module.css';
import { DataTable, FormPanel, PageHeader, QueryState } from './console-parts';
import { useOperator } from './operator-context';
import retentionStyles from './retention.module.css';
import { useOperatorApi, useOperatorQuery } from './use-operator-api';
import { useOperatorForm } from './use-operator-form';

type LoyaltyTable = ResponseOf<'backofficeLoyalty'>['data'];

/** The loyalty levels and point rates, edited as one table (thresholds strictly increasing). */
export function LoyaltyEditor() {
  const { t } = useTranslation();
  const query = useOperatorQuery('backofficeLoyalty', {});
  return (
    <>
      <PageHeader
        title={t('backoffice.retention.loyaltyHeading')}
        lead={t('backoffice.retention.loyaltyLead')}
        actions={
          <Button variant="secondary" size="sm" icon={<RefreshCw />} onClick={query.reload}>
            {t('backoffice.retention.refresh')}
          </Button>
        }
      />
      <QueryState
        query={query}
        isEmpty={(query.data?.data.levels.length ?? 0) === 0}
        emptyTitle={t('backoffice.retention.loyaltyEmptyTitle')}
        emptyText={t('backoffice.retention.loyaltyEmptyText')}
      >
        {query.data && (
          <LoyaltyForm
            key={JSON.stringify(query.data.data)}
            table={query.data.data}
            onSaved={query.reload}
          />
        )}
      </QueryState>
    </>
  );
}

function draftOf(table: LoyaltyTable) {
  return Object.fromEntries([
    ...table.levels.flatMap((level, i) => [
      [`levels.${i}.name`, level.name.en ?? ''],
      [`levels.${i}.points`, String(level.points)],
      [`levels.${i}.cashbackBonusPercent`, String(level.cashbackBonusPercent)],
    ]),
    ...table.rates.map((rate, i) => [`rates.${i}.minorPerPoint`, String(rate.minorPerPoint)]),
  ]) as Record<string, string>;
}

function LoyaltyForm({ table, onSaved }: { table: LoyaltyTable; onSaved(): void }) {
  const { t } = useTranslation();
  const { can } = useOperator();
  const call = useOperatorApi();
  const { show } = useToasts();
  const form = useOperatorForm(draftOf(table));
  const canManage = can('retention.manage');
  const number = (key: string) => Number(form.draft[key]?.trim() || Number.NaN);
  const submit = form.submitWith(async () => {
    await call('backofficeUpdateLoyalty', {
      body: {
        levels: table.levels.map((level, i) => ({
          order: level.order,
          name: { ...level.name, en: form.draft[`levels.${i}.name`]?.trim() ?? '' },
          points: number(`levels.${i}.points`),
          cashbackBonusPercent: number(`levels.${i}.cashbackBonusPercent`),
          rewardBonusId: level.rewardBonusId,
        })),
        rates: table.rates.map((rate, i) => ({
          currency: rate.currency,
          minorPerPoint: number(`rates.${i}.minorPerPoint`),
        })),
      },
    });
    show({ type: 'success', title: t('backoffice.retention.loyaltySaved') });
    onSaved();
  });
  const field = (key: string, label: string, isNumeric = true) => (
    <TextField
      label={label}
      isLabelHidden
      inputMode={isNumeric ? 'numeric' : undefined}
      value={form.draft[key] ?? ''}
      onChange={form.change(key)}
      error={form.errorOf(key)}
      disabled={!canManage}
    />
  );
  const tables = (
    <>
      {form.errorOf('levels') && <p className={styles.muted}>{form.errorOf('levels')}</p>}
      <DataTable
        label={t('backoffice.retention.levelsTableLabel')}
        head={
          <>
            <th>{t('backoffice.retention.level')}</th>
            <th>{t('backoffice.retention.levelName')}</th>
            <th>{t('backoffice.retention.threshold')}</th>
            <th>{t('backoffice.retention.cashback')}</th>
            <th className={styles.numeric}>{t('backoffice.retention.players')}</th>
          </>
        }
      >
        {table.levels.map((level, i) => (
          <tr key={level.order}>
            <td className={styles.numeric}>{level.order}</td>
            <td>
              {field(
                `levels.${i}.name`,
                t('backoffice.retention.levelNameOf', { order: level.order }),
                false,
              )}
            </td>
            <td>
              {field(
                `levels.${i}.points`,
                t('backoffice.retention.thresholdOf', { order: level.order }),
              )}
            </td>
            <td>
              {field(
                `levels.${i}.cashbackBonusPercent`,
                t('backoffice.retention.cashbackOf', { order: level.order }),
              )}
            </td>
            <td className={styles.numeric}>{level.players}</td>
          </tr>
        ))}
      </DataTable>
      <section aria-label={t('backoffice.retention.ratesTableLabel')}>
        <h2 className={styles.sectionTitle}>{t('backoffice.retention.minorPerPoint')}</h2>
        <div className={retentionStyles.ratesGrid}>
          {table.rates.map((rate, i) => (
            <TextField
              key={rate.currency}
              label={t('backoffice.retention.rateOf', { currency: rate.currency })}
              inputMode="numeric"
              value={form.draft[`rates.${i}.minorPerPoint`] ?? ''}
              onChange={form.change(`rates.${i}.minorPerPoint`)}
              error={form.errorOf(`rates.${i}.minorPerPoint`)}
              disabled={!canManage}
            />
          ))}
        </div>
      </section>
    </>
  );
  if (!canManage) return tables;
  return (
    <FormPanel
      label={t('backoffice.retention.loyaltyFormLabel')}
      failure={form.failure}
      isSending={form.isSending}
      submitLabel={t('backoffice.retention.saveLoyalty')}
      onSubmit={submit}
    >
      {tables}
    </FormPanel>
  );
}
