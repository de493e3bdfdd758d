import type { ResponseOf } from '@croupier/contract';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import { useToasts } from '../../lib/toasts';
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
import { FormPanel } from './console-parts';
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

interface CashbackFormProps {
  program: Program | null;
  onSaved(): void;
  onCancel?(): void;
}

/** A new cashback programme, or the chosen one's terms; the next cashback run pays by them. */
export function CashbackForm({ program, onSaved, onCancel }: CashbackFormProps) {
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
