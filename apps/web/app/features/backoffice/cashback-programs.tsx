import type { ResponseOf } from '@croupier/contract';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { RefreshCw } from '../../components/ui/icons';
import { useTranslation } from '../../lib/i18n';
import styles from './backoffice.module.css';
import { CashbackForm } from './cashback-program-form';
import { DataTable, Money, PageHeader, QueryState } from './console-parts';
import { useOperator } from './operator-context';
import { useOperatorQuery } from './use-operator-api';

type Program = ResponseOf<'backofficeCashbackPrograms'>['data'][number];

/** Cashback programmes: their terms, and one form to add a programme or edit the chosen one. */
export function CashbackPrograms() {
  const { t } = useTranslation();
  const { can } = useOperator();
  const programs = useOperatorQuery('backofficeCashbackPrograms', {});
  const [editing, setEditing] = useState<Program | null>(null);
  const [formKey, setFormKey] = useState(0);
  const list = programs.data?.data ?? [];
  const edit = (program: Program | null) => {
    setEditing(program);
    setFormKey((key) => key + 1);
  };
  return (
    <>
      <PageHeader
        title={t('backoffice.bonuses.cashback.heading')}
        lead={t('backoffice.bonuses.cashback.lead')}
        actions={
          <Button variant="secondary" size="sm" icon={<RefreshCw />} onClick={programs.reload}>
            {t('backoffice.bonuses.refresh')}
          </Button>
        }
      />
      <QueryState
        query={programs}
        isEmpty={list.length === 0}
        emptyTitle={t('backoffice.bonuses.cashback.emptyTitle')}
        emptyText={t('backoffice.bonuses.cashback.emptyText')}
      >
        <DataTable
          label={t('backoffice.bonuses.cashback.tableLabel')}
          head={
            <>
              <th>{t('backoffice.bonuses.name')}</th>
              <th>{t('backoffice.bonuses.cashback.period')}</th>
              <th className={styles.numeric}>{t('backoffice.bonuses.cashback.percent')}</th>
              <th>{t('backoffice.bonuses.cashback.paidAs')}</th>
              <th>{t('backoffice.bonuses.cashback.limits')}</th>
              <th>{t('backoffice.bonuses.state')}</th>
              {can('bonuses.manage') && (
                <th className={styles.numeric}>{t('backoffice.bonuses.actions')}</th>
              )}
            </>
          }
        >
          {list.map((program) => (
            <ProgramRow key={program.id} program={program} onEdit={() => edit(program)} />
          ))}
        </DataTable>
      </QueryState>
      {can('bonuses.manage') && (
        <CashbackForm
          key={formKey}
          program={editing}
          onSaved={() => {
            edit(null);
            programs.reload();
          }}
          onCancel={editing ? () => edit(null) : undefined}
        />
      )}
    </>
  );
}

function ProgramRow({ program, onEdit }: { program: Program; onEdit(): void }) {
  const { t } = useTranslation();
  const { can } = useOperator();
  const name = program.name.en ?? Object.values(program.name)[0] ?? program.id;
  return (
    <tr>
      <td>
        <div className={styles.stack}>
          {name}
          <span className={`${styles.muted} ${styles.mono}`}>{program.id}</span>
        </div>
      </td>
      <td>{t(`backoffice.bonuses.cashback.periods.${program.period}`)}</td>
      <td className={styles.numeric}>{program.percent} %</td>
      <td>
        {program.paidAs === 'bonus'
          ? t('backoffice.bonuses.cashback.asBonus', { id: program.bonusId ?? '' })
          : t('backoffice.bonuses.cashback.asCash')}
      </td>
      <td>
        <div className={styles.stack}>
          {program.currencies.map((row) => (
            <span key={row.currency} className={styles.nowrap}>
              <Money amountMinor={row.minLoss} currency={row.currency} /> → ≤{' '}
              <Money amountMinor={row.maxAmount} currency={row.currency} />
            </span>
          ))}
        </div>
      </td>
      <td>
        <Badge variant={program.isEnabled ? 'success' : 'neutral'}>
          {t(program.isEnabled ? 'backoffice.bonuses.enabled' : 'backoffice.bonuses.disabled')}
        </Badge>
      </td>
      {can('bonuses.manage') && (
        <td className={styles.numeric}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('backoffice.bonuses.cashback.editLabel', { name })}
            onClick={onEdit}
          >
            {t('backoffice.bonuses.cashback.edit')}
          </Button>
        </td>
      )}
    </tr>
  );
}
