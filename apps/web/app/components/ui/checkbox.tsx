import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styles from './checkbox.module.css';
import { Check } from './icons';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, error, id, className, ...inputProps }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={[styles.checkbox, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.row}>
        <span className={styles.box}>
          <input
            {...inputProps}
            id={inputId}
            type="checkbox"
            className={styles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Check className={styles.mark} aria-hidden="true" />
        </span>
        <span className={styles.label}>{label}</span>
      </label>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
