import type { ResponseOf } from '@croupier/contract';
import { useNavigate } from 'react-router';
import { Checkbox } from '../../components/ui/checkbox';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import { useLocalizedHref } from '../../lib/root-data';
import { useToasts } from '../../lib/toasts';
import {
  CurrencyRows,
  CurrencySelect,
  type Draft,
  EnabledCheckbox,
  type FieldsProps,
  flattenLocalized,
  IdField,
  integerOf,
  LocalizedFields,
  localizedOf,
  MoneyField,
  majorOf,
  minorOf,
} from './bonus-form-parts';
import styles from './bonus-forms.module.css';
import { FormPanel } from './console-parts';
import { useOperator } from './operator-context';
import { useOperatorApi, useOperatorQuery } from './use-operator-api';
import { useOperatorForm } from './use-operator-form';

type Definition = ResponseOf<'backofficeBonusDefinition'>['data'];

const MONEY_FIELDS = [
  'depositFrom',
  'depositTo',
  'amount',
  'maxAmount',
  'maxBet',
  'freespinBet',
] as const;
const SPIN_FIELDS = [
  'count',
  'batches',
  'expiryDays',
  'wagerMultiplier',
  'winningsExpiryDays',
] as const;

export const NEW_DEFINITION: Draft = {
  id: '',
  type: '1',
  trigger: 'deposit',
  'name.en': '',
  percentage: '',
  wagerMultiplier: '30',
  expiryDays: '14',
  maxPerPlayer: '',
  position: '100',
  isEnabled: 'true',
  hasFreespins: 'false',
  'freespins.batches': '1',
  'freespins.expiryDays': '7',
  'freespins.wagerMultiplier': '40',
  'freespins.winningsExpiryDays': '14',
  rows: '1',
  'currencies.0.currency': 'EUR',
};

/** A stored definition as the form's draft. */
export function draftOf(definition: Definition): Draft {
  const draft: Draft = {
    id: definition.id,
    type: String(definition.type),
    trigger: definition.trigger,
    ...flattenLocalized('name', definition.name),
    ...flattenLocalized('description', definition.description),
    percentage: definition.percentage === null ? '' : String(definition.percentage),
    wagerMultiplier: String(definition.wagerMultiplier),
    expiryDays: String(definition.expiryDays),
    maxPerPlayer: definition.maxPerPlayer === null ? '' : String(definition.maxPerPlayer),
    position: String(definition.position),
    isEnabled: String(definition.isEnabled),
    hasFreespins: String(definition.freespins !== null),
    ...Object.fromEntries(
      Object.entries(definition.contributions).map(([kind, percent]) => [
        `contributions.${kind}`,
        String(percent),
      ]),
    ),
    rows: String(Math.max(1, definition.currencies.length)),
  };
  for (const field of SPIN_FIELDS) {
    draft[`freespins.${field}`] = String(
      definition.freespins?.[field] ?? NEW_DEFINITION[`freespins.${field}`] ?? '',
    );
  }
  draft['freespins.gameId'] = definition.freespins?.gameId ?? '';
  definition.currencies.forEach((row, index) => {
    draft[`currencies.${index}.currency`] = row.currency;
    for (const field of MONEY_FIELDS)
      draft[`currencies.${index}.${field}`] = majorOf(row[field], row.currency);
  });
  return draft;
}

/** The draft as the API reads it; the id, type and trigger only when creating. */
function bodyOf(draft: Draft, isNew: boolean) {
  const type = Number(draft.type);
  const hasFreespins = type === 3 || draft.hasFreespins === 'true';
  const currencies = Array.from({ length: Number(draft.rows) }, (_, index) => {
    const currency = (draft[`currencies.${index}.currency`] ?? '').trim().toUpperCase();
    const money = (field: string) => minorOf(draft[`currencies.${index}.${field}`], currency);
    return {
      currency,
      depositFrom: money('depositFrom'),
      depositTo: money('depositTo'),
      amount: type === 1 ? money('amount') : null,
      maxAmount: type === 2 ? money('maxAmount') : null,
      maxBet: money('maxBet'),
      freespinBet: hasFreespins ? money('freespinBet') : null,
    };
  });
  const freespins = hasFreespins
    ? {
        gameId: draft['freespins.gameId'] ?? '',
        ...Object.fromEntries(
          SPIN_FIELDS.map((field) => [field, integerOf(draft[`freespins.${field}`])]),
        ),
      }
    : null;
  const contributions = Object.fromEntries(
    Object.entries(localizedOf(draft, 'contributions')).map(([kind, text]) => [
      kind,
      integerOf(text),
    ]),
  );
  const body = {
    contributions,
    name: localizedOf(draft, 'name'),
    description: localizedOf(draft, 'description'),
    percentage: type === 2 ? integerOf(draft.percentage) : null,
    currencies,
    freespins,
    wagerMultiplier: integerOf(draft.wagerMultiplier),
    expiryDays: integerOf(draft.expiryDays),
    maxPerPlayer: integerOf(draft.maxPerPlayer),
    position: integerOf(draft.position) ?? 100,
    isEnabled: draft.isEnabled === 'true',
  };
  return isNew ? { ...body, id: draft.id, type, trigger: draft.trigger } : body;
}

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

function FreespinFields({
  draft,
  change,
  errorOf,
  isRequired,
}: FieldsProps & { isRequired: boolean }) {
  const { t } = useTranslation();
  const { can } = useOperator();
  const games = useOperatorQuery('backofficeGames', can('content.manage') ? {} : null);
  const isShown = isRequired || draft.hasFreespins === 'true';
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('backoffice.bonuses.form.freespins')}</legend>
      {errorOf('freespins') && <p className={styles.error}>{errorOf('freespins')}</p>}
      {!isRequired && (
        <Checkbox
          label={t('backoffice.bonuses.form.hasFreespins')}
          checked={draft.hasFreespins === 'true'}
          onChange={(event) =>
            change('hasFreespins')({ target: { value: String(event.target.checked) } })
          }
        />
      )}
      {isShown && (
        <div className={styles.fieldGrid}>
          <Select
            label={t('backoffice.bonuses.form.game')}
            placeholder={t('backoffice.bonuses.form.chooseGame')}
            options={(games.data?.data ?? []).map((game) => ({ value: game.id, label: game.name }))}
            value={draft['freespins.gameId'] ?? ''}
            onChange={change('freespins.gameId')}
            error={errorOf('freespins.gameId')}
            required
          />
          {SPIN_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`backoffice.bonuses.form.spins.${field}`)}
              inputMode="numeric"
              value={draft[`freespins.${field}`] ?? ''}
              onChange={change(`freespins.${field}`)}
              error={errorOf(`freespins.${field}`)}
              required
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** Percent of a bet that counts towards wagering, per game kind of the catalogue; empty is 100. */
function ContributionFields({ draft, change, errorOf }: FieldsProps) {
  const { t } = useTranslation();
  const { can } = useOperator();
  const games = useOperatorQuery('backofficeGames', can('content.manage') ? {} : null);
  const kinds = [...new Set((games.data?.data ?? []).map((game) => game.kind))].sort();
  if (kinds.length === 0) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('backoffice.bonuses.form.contributions')}</legend>
      <div className={styles.fieldGrid}>
        {kinds.map((kind) => (
          <TextField
            key={kind}
            label={t('backoffice.bonuses.form.contributionOf', { kind })}
            hint={t('backoffice.bonuses.form.contributionHint')}
            inputMode="numeric"
            value={draft[`contributions.${kind}`] ?? ''}
            onChange={change(`contributions.${kind}`)}
            error={errorOf(`contributions.${kind}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
