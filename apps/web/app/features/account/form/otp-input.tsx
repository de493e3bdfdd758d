import { OTP_LENGTH, sanitizeOtpInput } from '@croupier/contract/validation';
import type { ReactNode } from 'react';
import { Field, useFieldIds } from '~/components/ui/field';
import fieldStyles from '~/components/ui/field.module.css';
import styles from './inputs.module.css';

export interface OtpInputProps {
  label: ReactNode;
  value: string;
  error?: ReactNode;
  isDisabled?: boolean;
  onChange(value: string): void;
}

/**
 * The 6-digit one-time code: digits only, a paste with anything but digits (and spaces) is
 * ignored, and the browser may fill it from the SMS (autocomplete one-time-code).
 */
export function OtpInput({ label, value, error, isDisabled, onChange }: OtpInputProps) {
  const ids = useFieldIds(undefined, false, Boolean(error));
  return (
    <Field {...ids} label={label} error={error}>
      <input
        id={ids.controlId}
        className={`${fieldStyles.control} ${styles.otp}`}
        value={value}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        placeholder={'•'.repeat(OTP_LENGTH)}
        disabled={isDisabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onPaste={(event) => {
          event.preventDefault();
          onChange(sanitizeOtpInput(event.clipboardData.getData('text'), value));
        }}
        onChange={(event) => {
          const typed = event.target.value;
          onChange(typed === '' ? '' : sanitizeOtpInput(typed, value));
        }}
      />
    </Field>
  );
}
