import type { ResponseOf } from '@croupier/contract';
import { useNavigate } from 'react-router';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import { useLocalizedHref } from '../../lib/root-data';
import { useToasts } from '../../lib/toasts';
import { bodyOf, draftOf, NEW_DEFINITION } from './bonus-definition-draft';
import { ContributionFields, FreespinFields } from './bonus-definition-sections';
import {
  CurrencyRows,
  CurrencySelect,
  type Draft,
  EnabledCheckbox,
  type FieldsProps,
  IdField,
  LocalizedFields,
  MoneyField,
} from './bonus-form-parts';
import styles from './bonus-forms.module.css';
import { FormPanel } from './console-parts';
import { useOperatorApi } from './use-operator-api';
import { useOperatorForm } from './use-operator-form';

type Definition = ResponseOf<'backofficeBonusDefinition'>['data'];

/**
 * A bonus definition's terms, created or edited. The API checks them as the bonuses module runs
 * them and its refusals show under their fields; an edit applies to the next grant, never to
 * bonuses players already hold.
 */
export function BonusDefinitionForm({ definition }: { definition?: Definition }) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const navigate = useNavigate();
  const href = useLocalizedHref();
  const { show } = useToasts();
  const isNew = definition === undefined;
  const form = useOperatorForm<Draft>(definition ? draftOf(definition) : NEW_DEFINITION);
  const { draft, change, errorOf, failure, isSending, submitWith } = form;
  const submit = submitWith(async (values) => {
    // The API checks each value's type; text that is not a number is refused under its field.
    const body = bodyOf(values, isNew) as never;
    const { data } = isNew
      ? await call('backofficeCreateBonus', { body })
      : await call('backofficeUpdateBonus', { params: { id: definition.id }, body });
    show({
      type: 'success',
      title: t(isNew ? 'backoffice.bonuses.form.created' : 'backoffice.bonuses.form.saved', {
        id: data.id,
      }),
    });
    navigate(href('/backoffice/bonuses'));
  });
  const fields = { draft, change, errorOf };
  const type = draft.type;

  return (
    <FormPanel
      label={t(
        isNew ? 'backoffice.bonuses.form.createLabel' : 'backoffice.bonuses.form.editLabel',
        { id: draft.id },
      )}
      failure={failure}
      isSending={isSending}
      submitLabel={t(isNew ? 'backoffice.bonuses.form.create' : 'backoffice.bonuses.form.save')}
      onSubmit={submit}
    >
      <BasicFields {...fields} isNew={isNew} />
      <LocalizedFields {...fields} field="name" label={t('backoffice.bonuses.form.name')} />
      <LocalizedFields
        {...fields}
        field="description"
        label={t('backoffice.bonuses.form.description')}
      />
      <CurrencyRows
        {...fields}
        legend={t('backoffice.bonuses.form.currencies')}
        renderRow={(index) => (
          <TermsRow
            {...fields}
            index={index}
            type={type}
            hasFreespins={type === '3' || draft.hasFreespins === 'true'}
          />
        )}
      />
      <ContributionFields {...fields} />
      <FreespinFields {...fields} isRequired={type === '3'} />
    </FormPanel>
  );
}

function BasicFields({ draft, change, errorOf, isNew }: FieldsProps & { isNew: boolean }) {
  const { t } = useTranslation();
  const number = (field: string, hint?: string) => (
    <TextField
      label={t(`backoffice.bonuses.form.${field}`)}
      hint={hint}
      inputMode="numeric"
      value={draft[field] ?? ''}
      onChange={change(field)}
      error={errorOf(field)}
    />
  );
  return (
    <div className={styles.fieldGrid}>
      <IdField draft={draft} change={change} errorOf={errorOf} isNew={isNew} />
      <Select
        label={t('backoffice.bonuses.form.type')}
        hint={isNew ? undefined : t('backoffice.bonuses.form.fixedHint')}
        options={['1', '2', '3'].map((value) => ({
          value,
          label: t(`backoffice.bonuses.types.${value}`),
        }))}
        value={draft.type}
        onChange={change('type')}
        error={errorOf('type')}
        disabled={!isNew}
      />
      <Select
        label={t('backoffice.bonuses.form.trigger')}
        hint={isNew ? undefined : t('backoffice.bonuses.form.fixedHint')}
        options={['deposit', 'code'].map((value) => ({
          value,
          label: t(`backoffice.bonuses.triggers.${value}`),
        }))}
        value={draft.trigger}
        onChange={change('trigger')}
        error={errorOf('trigger')}
        disabled={!isNew}
      />
      {draft.type === '2' && number('percentage')}
      {number('wagerMultiplier')}
      {number('expiryDays')}
      {number('maxPerPlayer', t('backoffice.bonuses.form.noLimitHint'))}
      {number('position', t('backoffice.bonuses.form.positionHint'))}
      <EnabledCheckbox draft={draft} change={change} errorOf={errorOf} />
    </div>
  );
}

function TermsRow(props: FieldsProps & { index: number; type: string; hasFreespins: boolean }) {
  const { t } = useTranslation();
  const { draft, type, hasFreespins } = props;
  const money = (name: string, isRequired = false) => (
    <MoneyField
      {...props}
      name={name}
      label={t(`backoffice.bonuses.form.${name}`)}
      isRequired={isRequired}
    />
  );
  const isDeposit = draft.trigger === 'deposit' || type === '2';
  return (
    <>
      <CurrencySelect {...props} />
      {money('depositFrom', isDeposit)}
      {money('depositTo')}
      {type === '1' && money('amount', true)}
      {type === '2' && money('maxAmount', true)}
      {money('maxBet')}
      {hasFreespins && money('freespinBet', true)}
    </>
  );
}
