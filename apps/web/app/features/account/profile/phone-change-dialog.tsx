import type { Profile } from '@croupier/contract';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Modal, ModalTitle } from '~/components/ui/modal';
import { useTranslation } from '~/lib/i18n';
import { modalZIndex } from '~/lib/modals/modal-rules';
import { ClientApiError, useApi } from '~/lib/session/api-client';
import { errorMessageOf, isApiError } from '~/lib/session/api-error';
import { useSession } from '~/lib/session/session-provider';
import { useToasts } from '~/lib/toasts';
import { MessageSquareText, Send } from '../../../components/ui/icons';
import styles from '../account.module.css';
import { useCountries } from '../api/reference-data';
import { PasswordField } from '../form/password-field';
import { PhoneInput } from '../form/phone-input';
import { useRulesForm } from '../form/use-rules-form';
import { PhoneVerification } from '../sign-up/phone-verification';

const PHONE_RULES = { phone: ['required', 'phone'] };

interface CodeStep {
  phone: string;
  sentAt: number;
  error: string | undefined;
  isLimitReached: boolean;
}

/** Number, then the code sent to it; the profile takes the number only with its code. */
export default function PhoneChangeDialog({
  profile,
  onClose,
}: {
  profile: Profile;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toasts = useToasts();
  const { setProfile } = useSession();
  const countries = useCountries();
  const form = useRulesForm(PHONE_RULES, { phone: '' });
  const [step, setStep] = useState<CodeStep>();
  const [isBusy, setIsBusy] = useState(false);
  // Asked with the number, sent with the code: the phone signs in with SMS codes, so it moves only
  // with the password (a player who signed up through a social provider has none, and leaves it).
  const [currentPassword, setCurrentPassword] = useState('');

  const send = async (to: string, isResend: boolean) => {
    setIsBusy(true);
    try {
      await api('otpSend', { body: { phone: to, reason: 'profile' } });
      setStep({ phone: to, sentAt: Date.now(), error: undefined, isLimitReached: false });
    } catch (error) {
      const isLimit = isApiError(error, 'otpLimit');
      const message = isLimit
        ? t('account.phoneVerification.limitError')
        : errorMessageOf(error, t('account.errors.somethingWrong'));
      if (isResend) {
        setStep(
          (s) => s && { ...s, isLimitReached: isLimit, error: isLimit ? undefined : message },
        );
      } else if (isLimit || !form.showServerErrors(error)) {
        form.setServerErrors({ phone: [message] });
      }
    } finally {
      setIsBusy(false);
    }
  };

  const verify = async (code: string) => {
    if (!step) return;
    setIsBusy(true);
    try {
      const body = { phone: step.phone, code, ...(currentPassword && { currentPassword }) };
      const { data } = await api('updateProfile', { body });
      setProfile(data);
      toasts.show({ type: 'success', title: t('account.profile.phoneChanged') });
      onClose();
    } catch (error) {
      const message = isApiError(error, 'otpInvalid')
        ? t('account.phoneVerification.invalidError')
        : (fieldMessage(error, 'currentPassword') ??
          fieldMessage(error, 'phone') ??
          errorMessageOf(error, t('account.phoneVerification.cannotVerify')));
      setStep((s) => s && { ...s, error: message });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Modal zIndex={modalZIndex(0)} size="sm" onClose={onClose}>
      {step ? (
        <PhoneVerification
          phone={step.phone}
          error={step.error}
          isLimitReached={step.isLimitReached}
          isVerifying={isBusy}
          isResending={isBusy}
          sentAt={step.sentAt}
          verifyLabel={t('account.profile.phoneSave')}
          onCodeChange={() => setStep((s) => s && { ...s, error: undefined })}
          onVerify={(code) => void verify(code)}
          onResend={() => void send(step.phone, true)}
          onBack={() => setStep(undefined)}
        />
      ) : (
        <div className={styles.stack}>
          <div className={styles.statusIcon} aria-hidden="true">
            <MessageSquareText />
          </div>
          <header className={`${styles.header} ${styles.centered}`}>
            <ModalTitle>
              {profile.phone ? t('account.profile.phoneChange') : t('account.profile.phoneAdd')}
            </ModalTitle>
            <p className={styles.lead}>{t('account.profile.phoneLead')}</p>
          </header>
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              form.touchAll();
              if (form.isValid) void send(String(form.values.phone), false);
            }}
          >
            <PhoneInput
              label={t('account.fields.phone')}
              countries={countries.data ?? []}
              defaultCountry={profile.country}
              error={form.errorOf('phone')}
              onFocus={() => form.clearServerError('phone')}
              onBlur={() => form.touch('phone')}
              onChange={(value) => form.change('phone', value)}
            />
            <PasswordField
              label={t('account.fields.currentPassword')}
              hint={t('account.profile.phoneChangePassword')}
              autoComplete="current-password"
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
            />
            <Button type="submit" size="lg" isFullWidth icon={<Send />} isLoading={isBusy}>
              {t('account.profile.phoneSendCode')}
            </Button>
          </form>
        </div>
      )}
    </Modal>
  );
}

/** The first message a 422 gives for one field. */
function fieldMessage(error: unknown, field: string) {
  return error instanceof ClientApiError ? error.fields[field]?.[0] : undefined;
}
