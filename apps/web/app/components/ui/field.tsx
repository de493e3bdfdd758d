import { type ReactNode, useId } from 'react';
import styles from './field.module.css';

/** Ids tying a control to its hint and error, for `aria-describedby`. */
export function useFieldIds(id: string | undefined, hasHint: boolean, hasError: boolean) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy =
    [hasError && errorId, hasHint && hintId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

interface FieldProps {
  controlId: string;
  hintId: string;
  errorId: string;
  label: ReactNode;
  isLabelHidden?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  isRequired?: boolean;
  children: ReactNode;
}

/** Label above, control, then the error (or else the hint) below: shared by every form control. */
export function Field({
  controlId,
  hintId,
  errorId,
  label,
  isLabelHidden,
  hint,
  error,
  children,
}: FieldProps) {
  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <label htmlFor={controlId} className={isLabelHidden ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      {children}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
