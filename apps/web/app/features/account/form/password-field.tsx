import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { Field, useFieldIds } from '~/components/ui/field';
import fieldStyles from '~/components/ui/field.module.css';
import { useTranslation } from '~/lib/i18n';
import { Eye, EyeOff } from '../../../components/ui/icons';
import styles from './inputs.module.css';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  /** Shown between the control and its messages, e.g. the strength meter. */
  addon?: ReactNode;
}

/** A password input with a show/hide toggle, labelled and described like every field. */
export function PasswordField({
  label,
  error,
  hint,
  addon,
  id,
  ...inputProps
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [isShown, setIsShown] = useState(false);
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <Field {...ids} label={label} hint={hint} error={error}>
      <div className={styles.adorned}>
        <input
          {...inputProps}
          id={ids.controlId}
          type={isShown ? 'text' : 'password'}
          className={fieldStyles.control}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <button
          type="button"
          className={styles.adornment}
          aria-label={t(isShown ? 'account.form.hidePassword' : 'account.form.showPassword')}
          aria-pressed={isShown}
          onClick={() => setIsShown((shown) => !shown)}
        >
          {isShown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </button>
      </div>
      {addon}
    </Field>
  );
}
