import { FIELD_RULES } from '@croupier/contract/validation';
import { useMemo, useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { useTranslation } from '~/lib/i18n';
import { ClientApiError, useApi } from '~/lib/session/api-client';
import { KeyRound } from '../../../components/ui/icons';
import styles from '../account.module.css';
import { PasswordField } from '../form/password-field';
import { PasswordStrengthMeter } from '../form/password-strength-meter';
import { useRulesForm } from '../form/use-rules-form';

export interface ResetPasswordFormProps {
  resetCode: string;
  onDone(): void;
  /** Offered when the link is no longer valid. */
  onRequestNewLink(): void;
}

/** A new password and its confirmation for the e-mailed reset link (no player token). */
export function ResetPasswordForm({ resetCode, onDone, onRequestNewLink }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const api = useApi();
  const rules = useMemo(
    () => ({
      password: ['required', ...FIELD_RULES.password],
      password_confirmation: FIELD_RULES.password_confirmation,
    }),
    [],
  );
  const form = useRulesForm(rules, { password: '', password_confirmation: '' });
  const [isSending, setIsSending] = useState(false);
  const [linkError, setLinkError] = useState<string>();

  const submit = async () => {
    form.touchAll();
    if (!form.isValid) return;
    setIsSending(true);
    try {
      await api('confirmPassword', {
        body: {
          resetCode,
          password: String(form.values.password),
          password_confirmation: String(form.values.password_confirmation),
        },
      });
      onDone();
    } catch (error) {
      const fields = error instanceof ClientApiError ? error.fields : {};
      const { resetCode: codeErrors, ...fieldErrors } = fields;
      form.setServerErrors(fieldErrors);
      if (codeErrors || Object.keys(fieldErrors).length === 0) {
        setLinkError(codeErrors?.[0] ?? t('account.resetPassword.invalidLink'));
      }
    } finally {
      setIsSending(false);
    }
  };

  const password = String(form.values.password);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <PasswordField
        label={t('account.fields.newPassword')}
        autoComplete="new-password"
        value={password}
        error={form.errorOf('password')}
        addon={<PasswordStrengthMeter password={password} />}
        onFocus={() => form.clearServerError('password')}
        onBlur={() => form.touch('password')}
        onChange={(event) => form.change('password', event.target.value)}
      />
      <PasswordField
        label={t('account.fields.password_confirmation')}
        autoComplete="new-password"
        value={String(form.values.password_confirmation)}
        error={form.errorOf('password_confirmation')}
        onFocus={() => form.clearServerError('password_confirmation')}
        onBlur={() => form.touch('password_confirmation')}
        onChange={(event) => form.change('password_confirmation', event.target.value)}
      />
      {linkError && (
        <Alert
          type="error"
          action={
            <Button variant="secondary" size="sm" onClick={onRequestNewLink}>
              {t('account.resetPassword.requestNewLink')}
            </Button>
          }
        >
          {linkError}
        </Alert>
      )}
      <Button type="submit" size="lg" isFullWidth isLoading={isSending} icon={<KeyRound />}>
        {t('account.resetPassword.submit')}
      </Button>
    </form>
  );
}
