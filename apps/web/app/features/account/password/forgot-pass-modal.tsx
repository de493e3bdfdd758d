import { useMemo, useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { ModalTitle } from '~/components/ui/modal';
import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { useRootData } from '~/lib/root-data';
import { ClientApiError, useApi } from '~/lib/session/api-client';
import { MailCheck, Send } from '../../../components/ui/icons';
import styles from '../account.module.css';
import { useRulesForm } from '../form/use-rules-form';

/**
 * Forgot password: the same success answer whether or not an account exists for the address,
 * so the form tells nobody who has an account. The call goes without the player's token.
 */
export default function ForgotPassModal({ close }: ModalContentProps) {
  const { t } = useTranslation();
  const api = useApi();
  const modals = useModals();
  const locale = useRootData()?.locale;
  const rules = useMemo(() => ({ email: ['required', 'email'] }), []);
  const form = useRulesForm(rules, { email: '' });
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string>();

  const backToSignIn = () => {
    close();
    modals.open('sign-in');
  };

  if (state === 'sent') {
    return (
      <div className={`${styles.stack} ${styles.centered}`}>
        <div className={styles.statusIcon} data-tone="success" aria-hidden="true">
          <MailCheck />
        </div>
        <ModalTitle>{t('account.forgotPassword.sentTitle')}</ModalTitle>
        <p className={styles.lead}>
          {t('account.forgotPassword.sentText', { email: String(form.values.email) })}
        </p>
        <Button size="lg" isFullWidth onClick={backToSignIn}>
          {t('account.forgotPassword.backToSignIn')}
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.stack}>
      <header className={styles.header}>
        <ModalTitle>{t('account.forgotPassword.title')}</ModalTitle>
        <p className={styles.lead}>{t('account.forgotPassword.lead')}</p>
      </header>
      <form
        className={styles.form}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          form.touchAll();
          if (!form.isValid) return;
          setState('sending');
          setError(undefined);
          try {
            await api('resetPassword', {
              body: { email: String(form.values.email).trim(), locale },
            });
            setState('sent');
          } catch (failure) {
            setState('idle');
            if (failure instanceof ClientApiError && Object.keys(failure.fields).length > 0) {
              form.setServerErrors(failure.fields);
            } else {
              setError(
                failure instanceof ClientApiError ? failure.message : t('account.errors.network'),
              );
            }
          }
        }}
      >
        <TextField
          label={t('account.fields.email')}
          type="email"
          autoComplete="email"
          value={String(form.values.email)}
          error={form.errorOf('email')}
          onFocus={() => form.clearServerError('email')}
          onBlur={() => form.touch('email')}
          onChange={(event) => form.change('email', event.target.value)}
        />
        {error && <Alert type="error">{error}</Alert>}
        <Button type="submit" size="lg" isFullWidth isLoading={state === 'sending'} icon={<Send />}>
          {t('account.forgotPassword.submit')}
        </Button>
      </form>
      <button type="button" className={styles.linkButton} onClick={backToSignIn}>
        {t('account.forgotPassword.backToSignIn')}
      </button>
    </div>
  );
}
