import { type ReactNode, useId, useState } from 'react';
import { Field, useFieldIds } from '~/components/ui/field';
import fieldStyles from '~/components/ui/field.module.css';

export interface SearchOption {
  value: string;
  label: string;
}

export interface SearchSelectProps {
  label: ReactNode;
  options: readonly SearchOption[];
  value: string;
  error?: ReactNode;
  placeholder?: string;
  onChange(value: string): void;
  onBlur?(): void;
  onFocus?(): void;
}

/**
 * A choice searchable by typing its name (country by name): a text input with the browser's own
 * suggestion list. The value is the chosen option's code, empty while the text names none.
 */
export function SearchSelect({
  label,
  options,
  value,
  error,
  placeholder,
  onChange,
  onBlur,
  onFocus,
}: SearchSelectProps) {
  const ids = useFieldIds(undefined, false, Boolean(error));
  const listId = useId();
  const labelOf = (code: string) => options.find((option) => option.value === code)?.label ?? '';
  const [text, setText] = useState(() => labelOf(value));
  const shownText = text === '' && value ? labelOf(value) : text;

  return (
    <Field {...ids} label={label} error={error}>
      <input
        id={ids.controlId}
        className={fieldStyles.control}
        list={listId}
        value={shownText}
        placeholder={placeholder}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onFocus={onFocus}
        onBlur={onBlur}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          const match = options.find(
            (option) => option.label.toLowerCase() === typed.trim().toLowerCase(),
          );
          onChange(match?.value ?? '');
        }}
      />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option.value} value={option.label} />
        ))}
      </datalist>
    </Field>
  );
}
