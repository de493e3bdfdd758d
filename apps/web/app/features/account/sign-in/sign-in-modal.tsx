import type { LoginType } from '@croupier/contract/validation';
import { useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { ModalTitle } from '~/components/ui/modal';
import { Tabs } from '~/components/ui/tabs';
import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { useRootData } from '~/lib/root-data';
import { LogIn } from '../../../components/ui/icons';
import styles from '../account.module.css';
import { useCountries } from '../api/reference-data';
import { PasswordField } from '../form/password-field';
import { PhoneInput } from '../form/phone-input';
import { SocialSignIn } from '../social/social-sign-in';
import { useSignIn } from './use-sign-in';

const LOGIN_TYPES: readonly LoginType[] = ['email', 'phone'];

/** Sign-in (spec section 2): tabs by the display setting, login, password, hint, social, links. */
export default function SignInModal({ close }: ModalContentProps) {
  const { t } = useTranslation();
  const modals = useModals();
  const display = useRootData()?.init.features.signInDisplay ?? 'both';
  const [loginType, setLoginType] = useState<LoginType>(display === 'phone' ? 'phone' : 'email');

  const openInstead = (name: 'forgot-pass' | 'sign-up') => {
    close();
    modals.open(name);
  };

  return (
    <div className={styles.stack}>
      <header className={styles.header}>
        <ModalTitle>{t('account.signIn.title')}</ModalTitle>
        <p className={styles.lead}>{t('account.signIn.lead')}</p>
      </header>
      {display === 'both' && (
        <Tabs<LoginType>
          label={t('account.signIn.typeLabel')}
          items={LOGIN_TYPES.map((id) => ({ id, label: t(`account.tabs.${id}`) }))}
          value={loginType}
          onValueChange={setLoginType}
          isFullWidth
        />
      )}
      <SignInForm key={loginType} loginType={loginType} onSignedIn={close} />
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => openInstead('forgot-pass')}
      >
        {t('account.signIn.forgotPassword')}
      </button>
      <SocialSignIn />
      <p className={styles.switch}>
        {t('account.signIn.noAccount')}
        <button type="button" className={styles.linkButton} onClick={() => openInstead('sign-up')}>
          {t('account.signIn.register')}
        </button>
      </p>
    </div>
  );
}

function SignInForm({ loginType, onSignedIn }: { loginType: LoginType; onSignedIn(): void }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const country = useRootData()?.init.country;
  const { form, hint, isSubmitting, submit, focus } = useSignIn(loginType, onSignedIn);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {loginType === 'email' ? (
        <TextField
          label={t('account.fields.email')}
          type="email"
          autoComplete="username"
          value={String(form.values.login)}
          error={form.errorOf('login')}
          onFocus={() => focus('login')}
          onBlur={() => form.touch('login')}
          onChange={(event) => form.change('login', event.target.value)}
        />
      ) : (
        <PhoneInput
          label={t('account.fields.phone')}
          countries={countries.data ?? []}
          defaultCountry={country}
          error={form.errorOf('login')}
          onFocus={() => focus('login')}
          onBlur={() => form.touch('login')}
          onChange={(value) => form.change('login', value)}
        />
      )}
      <PasswordField
        label={t('account.fields.password')}
        autoComplete="current-password"
        value={String(form.values.password)}
        error={form.errorOf('password')}
        onFocus={() => focus('password')}
        onBlur={() => form.touch('password')}
        onChange={(event) => form.change('password', event.target.value)}
      />
      {hint && <Alert type="error">{hint}</Alert>}
      <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting} icon={<LogIn />}>
        {t('account.signIn.submit')}
      </Button>
    </form>
  );
}
