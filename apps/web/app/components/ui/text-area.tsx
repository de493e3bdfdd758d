import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Field, useFieldIds } from './field';
import styles from './field.module.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  isLabelHidden?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({
  label,
  isLabelHidden,
  hint,
  error,
  id,
  className,
  ...textAreaProps
}: TextAreaProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <Field {...ids} label={label} isLabelHidden={isLabelHidden} hint={hint} error={error}>
      <textarea
        {...textAreaProps}
        id={ids.controlId}
        className={[styles.control, styles.textArea, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </Field>
  );
}
