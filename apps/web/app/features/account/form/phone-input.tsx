import type { Country } from '@croupier/contract';
import { formatPhoneInput, sanitizePhoneDigits } from '@croupier/contract/validation';
import { type ReactNode, useState } from 'react';
import { Field, useFieldIds } from '~/components/ui/field';
import fieldStyles from '~/components/ui/field.module.css';
import { useTranslation } from '~/lib/i18n';
import { ChevronDown } from '../../../components/ui/icons';
import styles from './inputs.module.css';

export interface PhoneInputProps {
  label: ReactNode;
  countries: readonly Country[];
  /** The visitor's country, whose calling code is chosen first. */
  defaultCountry?: string | null;
  error?: ReactNode;
  onChange(value: string): void;
  onBlur?(): void;
  onFocus?(): void;
}

/** A flag emoji from the two regional-indicator letters of a country code. */
export function flagOf(countryCode: string) {
  return countryCode
    .toUpperCase()
    .replace(/./g, (letter) => String.fromCodePoint(0x1f1a5 + letter.charCodeAt(0)));
}

/**
 * Calling code and number (spec section 5): the number keeps at most 12 digits, and a value is
 * emitted ('+' code number) only once both parts are there; otherwise the value is empty.
 */
export function PhoneInput({
  label,
  countries,
  defaultCountry,
  error,
  onChange,
  onBlur,
  onFocus,
}: PhoneInputProps) {
  const { t } = useTranslation();
  const ids = useFieldIds(undefined, false, Boolean(error));
  const initial =
    countries.find((c) => c.code === defaultCountry) ?? countries.find((c) => c.code === 'DE');
  const [chosenCode, setCountryCode] = useState<string>();
  const countryCode = chosenCode ?? initial?.code ?? countries[0]?.code ?? '';
  const [number, setNumber] = useState('');
  const prefixOf = (code: string) => countries.find((c) => c.code === code)?.phonePrefix ?? '';
  const emit = (code: string, digits: string) =>
    onChange(formatPhoneInput(prefixOf(code), digits) ?? '');

  return (
    <Field {...ids} label={label} error={error}>
      <div className={styles.phone}>
        <div className={`${fieldStyles.selectWrap} ${styles.phoneCode}`}>
          <select
            className={`${fieldStyles.control} ${fieldStyles.select}`}
            aria-label={t('account.form.callingCode')}
            value={countryCode}
            onChange={(event) => {
              setCountryCode(event.target.value);
              emit(event.target.value, number);
            }}
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {`${flagOf(country.code)} +${country.phonePrefix.replace(/\D/g, '')}`}
              </option>
            ))}
          </select>
          <ChevronDown className={fieldStyles.selectChevron} aria-hidden="true" />
        </div>
        <input
          id={ids.controlId}
          className={fieldStyles.control}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={number}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onFocus={onFocus}
          onBlur={onBlur}
          onChange={(event) => {
            const digits = sanitizePhoneDigits(event.target.value);
            setNumber(digits);
            emit(countryCode, digits);
          }}
        />
      </div>
    </Field>
  );
}
