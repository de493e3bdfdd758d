import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field, useFieldIds } from './field';
import styles from './field.module.css';
import { ChevronDown } from './icons';

export interface SelectOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  isLabelHidden?: boolean;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose…". */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (the platform's own picker on phones), styled like the text fields. */
export function Select({
  label,
  isLabelHidden,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  ...selectProps
}: SelectProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <Field {...ids} label={label} isLabelHidden={isLabelHidden} hint={hint} error={error}>
      <div className={styles.selectWrap}>
        <select
          {...selectProps}
          id={ids.controlId}
          className={[styles.control, styles.select, className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.isDisabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className={styles.selectChevron} aria-hidden="true" />
      </div>
    </Field>
  );
}
