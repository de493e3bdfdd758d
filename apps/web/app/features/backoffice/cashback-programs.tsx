import type { ResponseOf } from '@croupier/contract';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import { useToasts } from '../../lib/toasts';
import styles from './backoffice.module.css';
import {
  CurrencyRows,
  CurrencySelect,
  type Draft,
  EnabledCheckbox,
  flattenLocalized,
  IdField,
  integerOf,
  LocalizedFields,
  localizedOf,
  MoneyField,
  majorOf,
  minorOf,
} from './bonus-form-parts';
import formStyles from './bonus-forms.module.css';
import { DataTable, FormPanel, Money, PageHeader, QueryState } from './console-parts';
import { useOperator } from './operator-context';
import { useOperatorApi, useOperatorQuery } from './use-operator-api';
import { useOperatorForm } from './use-operator-form';

type Program = ResponseOf<'backofficeCashbackPrograms'>['data'][number];

const NEW_PROGRAM: Draft = {
  id: '',
  period: 'weekly',
  percent: '10',
  paidAs: 'cash',
  bonusId: '',
  isEnabled: 'true',
  rows: '1',
  'currencies.0.currency': 'EUR',
};

function draftOf(program: Program): Draft {
  const draft: Draft = {
    id: program.id,
    ...flattenLocalized('name', program.name),
    ...flattenLocalized('description', program.description),
    period: program.period,
    percent: String(program.percent),
    paidAs: program.paidAs,
    bonusId: program.bonusId ?? '',
    isEnabled: String(program.isEnabled),
    rows: String(Math.max(1, program.currencies.length)),
  };
  program.currencies.forEach((row, index) => {
    draft[`currencies.${index}.currency`] = row.currency;
    draft[`currencies.${index}.minLoss`] = majorOf(row.minLoss, row.currency);
    draft[`currencies.${index}.maxAmount`] = majorOf(row.maxAmount, row.currency);
  });
  return draft;
}

function bodyOf(draft: Draft, isNew: boolean) {
  const currencies = Array.from({ length: Number(draft.rows) }, (_, index) => {
    const currency = (draft[`currencies.${index}.currency`] ?? '').trim().toUpperCase();
    return {
      currency,
      minLoss: minorOf(draft[`currencies.${index}.minLoss`], currency),
      maxAmount: minorOf(draft[`currencies.${index}.maxAmount`], currency),
    };
  });
  const body = {
    name: localizedOf(draft, 'name'),
    description: localizedOf(draft, 'description'),
    period: draft.period,
    percent: integerOf(draft.percent),
    paidAs: draft.paidAs,
    bonusId: draft.paidAs === 'bonus' ? draft.bonusId || null : null,
    currencies,
    isEnabled: draft.isEnabled === 'true',
  };
  return isNew ? { ...body, id: draft.id } : body;
}

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

interface CashbackFormProps {
  program: Program | null;
  onSaved(): void;
  onCancel?(): void;
}

function CashbackForm({ program, onSaved, onCancel }: CashbackFormProps) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const { show } = useToasts();
  const bonuses = useOperatorQuery('backofficeBonuses', {});
  const isNew = program === null;
  const { draft, change, errorOf, failure, isSending, submitWith } = useOperatorForm<Draft>(
    program ? draftOf(program) : NEW_PROGRAM,
  );
  const fields = { draft, change, errorOf };
  const submit = submitWith(async (values) => {
    const body = bodyOf(values, isNew) as never;
    const { data } = program
      ? await call('backofficeUpdateCashbackProgram', { params: { id: program.id }, body })
      : await call('backofficeCreateCashbackProgram', { body });
    show({ type: 'success', title: t('backoffice.bonuses.cashback.saved', { id: data.id }) });
    onSaved();
  });
  return (
    <FormPanel
      label={t(
        isNew ? 'backoffice.bonuses.cashback.createLabel' : 'backoffice.bonuses.cashback.editLabel',
        { name: program?.id ?? '' },
      )}
      heading={t(
        isNew ? 'backoffice.bonuses.cashback.createLabel' : 'backoffice.bonuses.cashback.editLabel',
        { name: program?.id ?? '' },
      )}
      failure={failure}
      isSending={isSending}
      submitLabel={t('backoffice.bonuses.cashback.save')}
      onSubmit={submit}
    >
      <div className={formStyles.fieldGrid}>
        <IdField draft={draft} change={change} errorOf={errorOf} isNew={isNew} />
        <Select
          label={t('backoffice.bonuses.cashback.period')}
          options={['daily', 'weekly'].map((value) => ({
            value,
            label: t(`backoffice.bonuses.cashback.periods.${value}`),
          }))}
          value={draft.period}
          onChange={change('period')}
          error={errorOf('period')}
        />
        <TextField
          label={t('backoffice.bonuses.cashback.percent')}
          inputMode="numeric"
          value={draft.percent ?? ''}
          onChange={change('percent')}
          error={errorOf('percent')}
          required
        />
        <Select
          label={t('backoffice.bonuses.cashback.paidAs')}
          options={['cash', 'bonus'].map((value) => ({
            value,
            label: t(`backoffice.bonuses.cashback.paidAsOptions.${value}`),
          }))}
          value={draft.paidAs}
          onChange={change('paidAs')}
          error={errorOf('paidAs')}
        />
        {draft.paidAs === 'bonus' && (
          <Select
            label={t('backoffice.bonuses.cashback.bonus')}
            placeholder={t('backoffice.bonuses.grant.chooseBonus')}
            options={(bonuses.data?.data ?? [])
              .filter((bonus) => bonus.type !== 3)
              .map((bonus) => ({ value: bonus.id, label: `${bonus.name} (${bonus.id})` }))}
            value={draft.bonusId ?? ''}
            onChange={change('bonusId')}
            error={errorOf('bonusId')}
            required
          />
        )}
        <EnabledCheckbox draft={draft} change={change} errorOf={errorOf} />
      </div>
      <LocalizedFields {...fields} field="name" label={t('backoffice.bonuses.form.name')} />
      <CurrencyRows
        {...fields}
        legend={t('backoffice.bonuses.cashback.currencies')}
        renderRow={(index) => (
          <>
            <CurrencySelect {...fields} index={index} />
            <MoneyField
              {...fields}
              index={index}
              name="minLoss"
              label={t('backoffice.bonuses.cashback.minLoss')}
              isRequired
            />
            <MoneyField
              {...fields}
              index={index}
              name="maxAmount"
              label={t('backoffice.bonuses.cashback.maxAmount')}
              isRequired
            />
          </>
        )}
      />
      {onCancel && (
        <div className={formStyles.rowButtons}>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('backoffice.common.cancel')}
          </Button>
        </div>
      )}
    </FormPanel>
  );
}
