import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, useFieldIds } from './field';
import styles from './field.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  isLabelHidden?: boolean;
  hint?: ReactNode;
  /** Shown under the field and announced with it (`aria-describedby`, `aria-invalid`). */
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  isLabelHidden,
  hint,
  error,
  id,
  className,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <Field {...ids} label={label} isLabelHidden={isLabelHidden} hint={hint} error={error}>
      <input
        type="text"
        {...inputProps}
        id={ids.controlId}
        className={[styles.control, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </Field>
  );
}
