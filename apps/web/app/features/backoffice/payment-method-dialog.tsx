import { formatMinorToMajor, parseMajorToMinor } from '@croupier/contract/validation';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { IconButton } from '../../components/ui/icon-button';
import { Plus, Trash2 } from '../../components/ui/icons';
import { Modal, ModalTitle } from '../../components/ui/modal';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import { useToasts } from '../../lib/toasts';
import styles from './backoffice.module.css';
import { DialogActions } from './console-parts';
import type { PaymentMethod, PaymentMethods } from './payment-methods';
import own from './payment-methods.module.css';
import { useOperatorApi } from './use-operator-api';
import { useOperatorForm } from './use-operator-form';

const MODAL_Z_INDEX = 1000;
type Currencies = PaymentMethods['currencies'];

interface DialogProps {
  method: PaymentMethod;
  currencies: Currencies;
  onClose(): void;
  onSaved(): void;
}

/** The form's text: limits and quick amounts in major units, keyed `EUR.amountMin`. */
function draftOf(method: PaymentMethod): Record<string, string> {
  const draft: Record<string, string> = {
    position: String(method.position),
    countries: method.countries?.join(', ') ?? '',
    excludedCountries: method.excludedCountries.join(', '),
  };
  for (const limit of method.currencies) {
    const major = (minor: number) => formatMinorToMajor(minor, limit.subunitToUnit);
    draft[`${limit.currency}.amountMin`] = major(limit.amountMin);
    draft[`${limit.currency}.amountMax`] = major(limit.amountMax);
    draft[`${limit.currency}.presets`] = limit.presets.map((p) => major(p.amount)).join(', ');
  }
  return draft;
}

/** Codes or amounts as typed, comma, semicolon or space separated. */
const listOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** Major-unit text to minor units; text that is no amount is sent as such and refused on its field. */
const minorOf = (text: string | undefined, subunitToUnit: number) =>
  parseMajorToMinor(text ?? '', subunitToUnit) ?? Number.NaN;

/** The API's body: every currency of the list, each limit in the currency's minor units. */
function bodyOf(draft: Record<string, string>, codes: string[], currencies: Currencies) {
  const countries = listOf(draft.countries ?? '');
  const position = (draft.position ?? '').trim();
  return {
    position: position === '' ? Number.NaN : Number(position),
    countries: countries.length > 0 ? countries : null,
    excludedCountries: listOf(draft.excludedCountries ?? ''),
    currencies: codes.map((currency) => {
      const subunit = currencies.find((entry) => entry.code === currency)?.subunitToUnit ?? 1;
      return {
        currency,
        amountMin: minorOf(draft[`${currency}.amountMin`], subunit),
        amountMax: minorOf(draft[`${currency}.amountMax`], subunit),
        presets: listOf(draft[`${currency}.presets`] ?? '').map((text) => minorOf(text, subunit)),
      };
    }),
  };
}

/**
 * A method's countries, order and limits per currency. The API checks everything (known codes,
 * min ≤ max, quick amounts between them) and its refusals show under their fields.
 */
export function PaymentMethodDialog({ method, currencies, onClose, onSaved }: DialogProps) {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const { show } = useToasts();
  const form = useOperatorForm(draftOf(method));
  const [codes, setCodes] = useState(method.currencies.map((limit) => limit.currency));
  const submit = form.submitWith(async (draft) => {
    await call('backofficeUpdatePaymentMethod', {
      params: { id: method.id },
      body: bodyOf(draft, codes, currencies),
    });
    show({ type: 'success', title: t('backoffice.paymentMethods.saved', { name: method.name }) });
    onSaved();
  });
  const formRef = useRef<HTMLFormElement>(null);
  // After a refusal, the first refused field takes the focus: it may be scrolled out of sight.
  useEffect(() => {
    if (form.isSending) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.isSending]);
  const countryError = (field: string) =>
    form.errorOf(field) ??
    (form
      .itemErrorsOf(field)
      .map(({ index, message }) => {
        const code = listOf(form.draft[field] ?? '')[index] ?? index;
        return `${code}: ${message}`;
      })
      .join(' · ') ||
      undefined);
  return (
    <Modal zIndex={MODAL_Z_INDEX} size="lg" onClose={onClose}>
      <ModalTitle>{t('backoffice.paymentMethods.editTitle', { name: method.name })}</ModalTitle>
      <form ref={formRef} className={styles.dialogBody} onSubmit={submit} noValidate>
        {form.failure && <Alert type="error">{form.failure}</Alert>}
        {form.errorOf('currencies') && <Alert type="error">{form.errorOf('currencies')}</Alert>}
        <div className={styles.formGrid}>
          <TextField
            label={t('backoffice.paymentMethods.countries')}
            hint={t('backoffice.paymentMethods.countriesHint')}
            value={form.draft.countries}
            autoCapitalize="characters"
            spellCheck={false}
            onChange={form.change('countries')}
            error={countryError('countries')}
          />
          <TextField
            label={t('backoffice.paymentMethods.excludedCountries')}
            hint={t('backoffice.paymentMethods.excludedHint')}
            value={form.draft.excludedCountries}
            autoCapitalize="characters"
            spellCheck={false}
            onChange={form.change('excludedCountries')}
            error={countryError('excludedCountries')}
          />
          <TextField
            label={t('backoffice.paymentMethods.position')}
            hint={t('backoffice.paymentMethods.positionHint')}
            type="number"
            inputMode="numeric"
            min={0}
            value={form.draft.position}
            onChange={form.change('position')}
            error={form.errorOf('position')}
          />
        </div>
        <LimitRows form={form} codes={codes} onCodes={setCodes} currencies={currencies} />
        <DialogActions
          submitLabel={t('backoffice.paymentMethods.save')}
          isSending={form.isSending}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

interface LimitRowsProps {
  form: ReturnType<typeof useOperatorForm<Record<string, string>>>;
  codes: string[];
  onCodes(codes: string[]): void;
  currencies: Currencies;
}

/** One row per currency (min, max, quick amounts), then a currency to add. */
function LimitRows({ form, codes, onCodes, currencies }: LimitRowsProps) {
  const { t } = useTranslation();
  const addable = currencies.filter((currency) => !codes.includes(currency.code));
  const [added, setAdded] = useState('');
  const field = (code: string, name: 'amountMin' | 'amountMax' | 'presets') => {
    const index = codes.indexOf(code);
    return {
      label: t(`backoffice.paymentMethods.${name}`, { currency: code }),
      value: form.draft[`${code}.${name}`] ?? '',
      inputMode: 'decimal' as const,
      spellCheck: false,
      onChange: form.change(`${code}.${name}`),
      error:
        form.errorOf(`currencies.${index}.${name}`) ?? form.errorOf(`currencies.${index}.currency`),
    };
  };
  return (
    <fieldset className={own.limits}>
      <legend className={styles.sectionTitle}>{t('backoffice.paymentMethods.limitsTitle')}</legend>
      <p className={own.hint}>{t('backoffice.paymentMethods.limitsHint')}</p>
      <div className={own.limitList}>
        {codes.map((code) => (
          <div key={code} className={own.limitRow}>
            <span className={own.currency}>{code}</span>
            <TextField {...field(code, 'amountMin')} />
            <TextField {...field(code, 'amountMax')} />
            <TextField {...field(code, 'presets')} />
            <IconButton
              className={own.remove}
              icon={<Trash2 aria-hidden="true" />}
              label={t('backoffice.paymentMethods.removeCurrency', { currency: code })}
              disabled={codes.length === 1}
              onClick={() => onCodes(codes.filter((other) => other !== code))}
            />
          </div>
        ))}
      </div>
      {addable.length > 0 && (
        <div className={own.addRow}>
          <Select
            label={t('backoffice.paymentMethods.addCurrency')}
            placeholder={t('backoffice.paymentMethods.chooseCurrency')}
            options={addable.map((currency) => ({ value: currency.code, label: currency.code }))}
            value={added}
            onChange={(event) => setAdded(event.target.value)}
          />
          <Button
            variant="secondary"
            size="sm"
            icon={<Plus aria-hidden="true" />}
            disabled={added === ''}
            onClick={() => {
              onCodes([...codes, added]);
              setAdded('');
            }}
          >
            {t('backoffice.paymentMethods.add')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
