import type { MethodField, PaymentMethod } from '@croupier/contract';
import { AMOUNT_INPUT_MAX_LENGTH } from '@croupier/contract/constants';
import { Select } from '~/components/ui/select';
import { TextArea } from '~/components/ui/text-area';
import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/lib/i18n';
import type { Operation } from './api/payment-methods';
import styles from './cashier.module.css';
import { isFieldDisabled, isFieldShown, localized } from './method-fields';
import type { CashierMoney } from './use-cashier-money';
import type { MethodForm } from './use-method-form';

/** Spec section 5 leaves the show-filled-fields setting to the operator; it is off here. */
const SHOW_FILLED_FIELDS = false;

interface AmountFieldProps {
  form: MethodForm;
  currency: string;
  money: CashierMoney;
  presets?: PaymentMethod['presets'];
}

/** The amount in major units with its min/max hint and preset chips. */
export function AmountField({ form, currency, money, presets = [] }: AmountFieldProps) {
  const { t } = useTranslation();
  const unit = money.inputUnitOf(currency);
  const hint = t('cashier.amount.hint', {
    min: money.format(form.limits.minMinor, currency),
    max: money.format(form.limits.maxMinor, currency),
  });
  return (
    <div className={styles.amountGroup}>
      <TextField
        label={t('cashier.amount.label', { currency: unit.code })}
        inputMode="decimal"
        autoComplete="off"
        maxLength={AMOUNT_INPUT_MAX_LENGTH}
        className={styles.amountInput}
        value={form.amountText}
        hint={hint}
        error={form.errorOf('amount')}
        onFocus={() => form.focus('amount')}
        onChange={(event) => form.changeAmount(event.target.value)}
        onBlur={() => form.blurAmount()}
      />
      {presets.length > 0 && (
        <fieldset className={styles.presets}>
          <legend className="visually-hidden">{t('cashier.amount.presets')}</legend>
          {presets.map((preset) => (
            <button
              key={preset.amount}
              type="button"
              className={styles.preset}
              aria-pressed={form.amount.amountMinor === preset.amount}
              onClick={() => form.setAmountMinor(preset.amount)}
            >
              {money.format(preset.amount, currency)}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}

/**
 * The network chooser of a crypto method; it narrows the limits and the address pattern.
 * `onChoose` hears the player's choice (the wallet funnel's 'network' step).
 */
export function NetworkField({ form, onChoose }: { form: MethodForm; onChoose?(): void }) {
  const { t, locale } = useTranslation();
  const field = form.networkField;
  if (!field?.options) return null;
  return (
    <Select
      label={localized(field.labels, locale) ?? t('cashier.fields.network')}
      options={field.options.map((option) => ({ value: option.id, label: option.name }))}
      value={form.values[field.key] ?? ''}
      onChange={(event) => {
        form.change(field.key, event.target.value);
        onChoose?.();
      }}
    />
  );
}

/** The method's own fields, except the network chooser which renders above the amount. */
export function DynamicFields({
  form,
  fields,
  operation,
}: {
  form: MethodForm;
  fields: readonly MethodField[];
  operation: Operation;
}) {
  const shown = fields.filter(
    (field) =>
      field.key !== form.networkField?.key &&
      isFieldShown(field, operation, {
        showFilledFields: SHOW_FILLED_FIELDS,
        network: form.network,
      }),
  );
  return shown.map((field) => (
    <DynamicField key={field.key} field={field} form={form} operation={operation} />
  ));
}

function DynamicField({
  field,
  form,
  operation,
}: {
  field: MethodField;
  form: MethodForm;
  operation: Operation;
}) {
  const { locale } = useTranslation();
  const common = {
    label: localized(field.labels, locale) ?? field.key,
    hint: localized(field.hints, locale),
    error: form.errorOf(field.key),
    value: form.values[field.key] ?? '',
    disabled: isFieldDisabled(field, operation),
    required: field.isRequired,
    onFocus: () => form.focus(field.key),
    onBlur: () => form.touch(field.key),
  };
  if (field.fieldType === 'select') {
    return (
      <Select
        {...common}
        options={(field.options ?? []).map((option) => ({ value: option.id, label: option.name }))}
        onChange={(event) => form.change(field.key, event.target.value)}
      />
    );
  }
  if (field.fieldType === 'textarea') {
    return (
      <TextArea {...common} onChange={(event) => form.change(field.key, event.target.value)} />
    );
  }
  return (
    <TextField
      {...common}
      type={field.fieldType === 'email' ? 'email' : field.fieldType === 'phone' ? 'tel' : 'text'}
      autoComplete="off"
      onChange={(event) => form.change(field.key, event.target.value)}
    />
  );
}
