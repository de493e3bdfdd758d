import { OTP_RESEND_SECONDS } from '@croupier/contract/constants';
import { isCompleteOtp } from '@croupier/contract/validation';
import { useEffect, useState } from 'react';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { ModalTitle } from '~/components/ui/modal';
import { useTranslation } from '~/lib/i18n';
import { ArrowLeft, MessageSquareText, RotateCw } from '../../../components/ui/icons';
import styles from '../account.module.css';
import { OtpInput } from '../form/otp-input';
import { formatCountdown } from './countdown';
import signUpStyles from './sign-up.module.css';

export interface PhoneVerificationProps {
  phone: string;
  error: string | undefined;
  isLimitReached: boolean;
  isVerifying: boolean;
  isResending: boolean;
  /** Changes with each code sent, restarting the 60 s countdown. */
  sentAt: number;
  /** The verify button's label; registration's "Verify and create account" by default. */
  verifyLabel?: string;
  onCodeChange(): void;
  onVerify(code: string): void;
  onResend(): void;
  onBack(): void;
}

/**
 * The one-time-code step of phone registration (spec sections 2 and 4): a 60 s countdown, then a
 * resend button; the send limit replaces both with its message. Verify needs a complete code,
 * no error shown and no request running.
 */
export function PhoneVerification(props: PhoneVerificationProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const secondsLeft = useCountdown(props.sentAt, OTP_RESEND_SECONDS);
  const isVerifyDisabled = !isCompleteOtp(code) || Boolean(props.error) || props.isVerifying;

  return (
    <div className={styles.stack}>
      <button type="button" className={signUpStyles.back} onClick={props.onBack}>
        <ArrowLeft aria-hidden="true" />
        {t('account.phoneVerification.back')}
      </button>
      <div className={styles.statusIcon} aria-hidden="true">
        <MessageSquareText />
      </div>
      <header className={`${styles.header} ${styles.centered}`}>
        <ModalTitle>{t('account.phoneVerification.title')}</ModalTitle>
        <p className={styles.lead}>
          {t('account.phoneVerification.description', { phone: props.phone })}
        </p>
      </header>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isVerifyDisabled) props.onVerify(code);
        }}
      >
        <OtpInput
          label={t('account.phoneVerification.codeLabel')}
          value={code}
          error={props.error}
          onChange={(next) => {
            setCode(next);
            props.onCodeChange();
          }}
        />
        <div className={signUpStyles.resend} aria-live="polite">
          {props.isLimitReached ? (
            <Alert type="warning">{t('account.phoneVerification.limitError')}</Alert>
          ) : secondsLeft > 0 ? (
            <p>
              {t('account.phoneVerification.receiveHint')}{' '}
              <span className={signUpStyles.timer}>
                {t('account.phoneVerification.timerLabel', { time: formatCountdown(secondsLeft) })}
              </span>
            </p>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              icon={<RotateCw />}
              isLoading={props.isResending}
              onClick={props.onResend}
            >
              {t('account.phoneVerification.resendButton')}
            </Button>
          )}
        </div>
        <Button
          type="submit"
          size="lg"
          isFullWidth
          isLoading={props.isVerifying}
          disabled={isVerifyDisabled}
        >
          {props.verifyLabel ?? t('account.phoneVerification.verify')}
        </Button>
      </form>
    </div>
  );
}

function useCountdown(startedAt: number, totalSeconds: number) {
  const remaining = () => totalSeconds - (Date.now() - startedAt) / 1000;
  const [secondsLeft, setSecondsLeft] = useState(() => Math.ceil(remaining()));
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts only for a new code.
  useEffect(() => {
    setSecondsLeft(Math.ceil(remaining()));
    const timer = setInterval(() => {
      const left = Math.ceil(remaining());
      setSecondsLeft(left);
      if (left <= 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [startedAt]);
  return Math.max(0, secondsLeft);
}
