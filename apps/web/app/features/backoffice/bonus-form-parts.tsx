import type { Currency } from '@croupier/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { displayUnitOf, rememberCurrencyUnits, toMajor, toMinor } from '../../components/ui/amount';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Plus, Trash2 } from '../../components/ui/icons';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import { useRootData } from '../../lib/root-data';
import { requestApi } from '../../lib/session/api-client';
import styles from './bonus-forms.module.css';

/**
 * What the bonus and cashback forms share. Their drafts are flat text keyed by the API's field
 * paths (`name.de`, `currencies.1.maxAmount`), so a 422's refusals land under the right input;
 * amounts are typed in the currency's display unit and sent in minor units.
 */
export type Draft = Record<string, string>;

/** One load per page of the site's enabled currencies (a failure is forgotten, to ask again). */
let currenciesLoad: Promise<Currency[]> | undefined;
function loadCurrencies() {
  currenciesLoad ??= requestApi('currencies', { query: { visible: '1' } }).then(({ data }) => {
    rememberCurrencyUnits(data);
    return data;
  });
  currenciesLoad.catch(() => {
    currenciesLoad = undefined;
  });
  return currenciesLoad;
}

/** The site's enabled currencies, their units remembered for typing amounts. */
export function useCurrencies() {
  const [currencies, setCurrencies] = useState<Currency[]>([]);
  useEffect(() => {
    let isCurrent = true;
    loadCurrencies().then(
      (data) => isCurrent && setCurrencies(data),
      () => {},
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return currencies;
}

/** Typed text to minor units: empty is null, text that is no amount goes as is (the API says why). */
export function minorOf(text: string | undefined, currency: string): number | string | null {
  const value = text?.trim() ?? '';
  if (!value) return null;
  return toMinor(value, displayUnitOf(currency).subunitToUnit) ?? value;
}

export function majorOf(minor: number | null, currency: string) {
  return minor === null ? '' : toMajor(minor, displayUnitOf(currency).subunitToUnit);
}

/** Whole numbers as typed; empty is null. */
export function integerOf(text: string | undefined): number | string | null {
  const value = text?.trim() ?? '';
  if (!value) return null;
  return /^-?\d+$/.test(value) ? Number(value) : value;
}

/** A text per locale from the draft's `field.<locale>` keys. */
export function localizedOf(draft: Draft, field: string) {
  const prefix = `${field}.`;
  return Object.fromEntries(
    Object.entries(draft)
      .filter(([key, text]) => key.startsWith(prefix) && text.trim())
      .map(([key, text]) => [key.slice(prefix.length), text]),
  );
}

export function flattenLocalized(field: string, texts: Record<string, string>): Draft {
  return Object.fromEntries(
    Object.entries(texts).map(([locale, text]) => [`${field}.${locale}`, text]),
  );
}

export interface FieldsProps {
  draft: Draft;
  change(field: string): (event: { target: { value: string } }) => void;
  errorOf(field: string): string | undefined;
}

/** A name (and optionally a description) in each of the site's locales; English is required. */
export function LocalizedFields({
  draft,
  change,
  errorOf,
  field,
  label,
}: FieldsProps & { field: string; label: string }) {
  const { t } = useTranslation();
  const locales = useRootData()?.locales ?? [];
  return (
    <fieldset className={styles.fieldset}>
      <legend>{label}</legend>
      <div className={styles.fieldGrid}>
        {locales.map((locale) => (
          <TextField
            key={locale.code}
            label={t('backoffice.bonuses.form.inLocale', { label, locale: locale.name })}
            value={draft[`${field}.${locale.code}`] ?? ''}
            onChange={change(`${field}.${locale.code}`)}
            error={errorOf(`${field}.${locale.code}`)}
            required={locale.code === 'en'}
          />
        ))}
      </div>
    </fieldset>
  );
}

interface CurrencyRowsProps extends FieldsProps {
  legend: string;
  renderRow(index: number): ReactNode;
}

/** The rows' field paths (`currencies.0`…): rows are only added or removed at the end. */
const rowPaths = (count: number) =>
  Array.from({ length: count }, (_, index) => `currencies.${index}`);

/** Rows of terms, one per currency: add one, or remove the last. */
export function CurrencyRows({ draft, change, errorOf, legend, renderRow }: CurrencyRowsProps) {
  const { t } = useTranslation();
  const count = Number(draft.rows ?? '1');
  const setCount = (next: number) => change('rows')({ target: { value: String(next) } });
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {errorOf('currencies') && <p className={styles.error}>{errorOf('currencies')}</p>}
      {rowPaths(count).map((path, index) => (
        <fieldset key={path} className={styles.currencyRow}>
          <legend className={styles.rowLegend}>
            {t('backoffice.bonuses.form.row', { n: index + 1 })}
          </legend>
          {renderRow(index)}
        </fieldset>
      ))}
      <div className={styles.rowButtons}>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          icon={<Plus aria-hidden="true" />}
          onClick={() => setCount(count + 1)}
        >
          {t('backoffice.bonuses.form.addCurrency')}
        </Button>
        {count > 1 && (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            icon={<Trash2 aria-hidden="true" />}
            onClick={() => setCount(count - 1)}
          >
            {t('backoffice.bonuses.form.removeCurrency')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}

/** An amount of a row, in the row's currency's display unit. */
export function MoneyField({
  draft,
  change,
  errorOf,
  index,
  name,
  label,
  isRequired = false,
}: FieldsProps & { index: number; name: string; label: string; isRequired?: boolean }) {
  const currency = draft[`currencies.${index}.currency`] ?? '';
  const key = `currencies.${index}.${name}`;
  return (
    <TextField
      label={currency ? `${label} (${displayUnitOf(currency).code})` : label}
      inputMode="decimal"
      value={draft[key] ?? ''}
      onChange={change(key)}
      error={errorOf(key)}
      required={isRequired}
    />
  );
}

/** The currency of a row, among the site's enabled currencies. */
export function CurrencySelect({ draft, change, errorOf, index }: FieldsProps & { index: number }) {
  const { t } = useTranslation();
  const currencies = useCurrencies();
  const key = `currencies.${index}.currency`;
  const value = draft[key] ?? '';
  // A stored currency the site no longer offers stays shown, so an edit does not lose it.
  const enabled = currencies.map((currency) => currency.code);
  const codes = value && !enabled.includes(value) ? [...enabled, value] : enabled;
  return (
    <Select
      label={t('backoffice.bonuses.form.currency')}
      placeholder={t('backoffice.bonuses.form.chooseCurrency')}
      options={codes.map((code) => ({ value: code, label: code }))}
      value={value}
      onChange={change(key)}
      error={errorOf(key)}
      required
    />
  );
}

/** A new record's id; it names the record in codes, payouts and the audit log, so it stays. */
export function IdField({ draft, change, errorOf, isNew }: FieldsProps & { isNew: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('backoffice.bonuses.form.id')}
      hint={t('backoffice.bonuses.form.idHint')}
      value={draft.id ?? ''}
      onChange={change('id')}
      error={errorOf('id')}
      readOnly={!isNew}
      required
    />
  );
}

export function EnabledCheckbox({ draft, change }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <Checkbox
      label={t('backoffice.bonuses.form.isEnabled')}
      checked={draft.isEnabled === 'true'}
      onChange={(event) => change('isEnabled')({ target: { value: String(event.target.checked) } })}
    />
  );
}
