import type { FieldDefinition, SessionToken } from '@croupier/contract';
import { WELCOME_ALERT_DELAY_MS } from '@croupier/contract/constants';
import { useMemo, useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import { useRootData } from '~/lib/root-data';
import { ClientApiError, useApi } from '~/lib/session/api-client';
import { isApiError } from '~/lib/session/api-error';
import { useSession } from '~/lib/session/session-provider';
import { getAffiliateTag, getVisitorFingerprint } from '~/lib/session/visitor';
import { useToasts } from '~/lib/toasts';
import { useRulesForm } from '../form/use-rules-form';
import {
  initialValuesOf,
  listRegistrationFields,
  rulesOfFields,
  toRegistrationBody,
} from './registration-fields';
import { pushRegistrationEvent, type RegistrationType } from './registration-funnel';

export type VerificationState = {
  phone: string;
  sentAt: number;
  error: string | undefined;
  isLimitReached: boolean;
};

/**
 * Sign-up (spec section 4): the form, then for phone the one-time-code step, then registration.
 * 422 answers put their messages under the fields (and leave the code step).
 */
export function useRegistration(
  definitions: readonly FieldDefinition[],
  type: RegistrationType,
  onRegistered: () => void,
) {
  const { t } = useTranslation();
  const api = useApi();
  const root = useRootData();
  const session = useSession();
  const toasts = useToasts();
  const fields = useMemo(() => listRegistrationFields(definitions), [definitions]);
  const rules = useMemo(() => rulesOfFields(fields), [fields]);
  const form = useRulesForm(rules, initialValuesOf(fields, { country: root?.init.country ?? '' }));
  const [isSending, setIsSending] = useState(false);
  const [verification, setVerification] = useState<VerificationState>();
  const [isResending, setIsResending] = useState(false);

  const body = () => ({
    ...toRegistrationBody(form.values),
    locale: root?.locale,
    fingerprint: getVisitorFingerprint(),
    affiliateTag: getAffiliateTag(),
  });

  const finish = async (token: SessionToken) => {
    await session.signIn(token);
    pushRegistrationEvent({ category: 'registration', regType: type, userId: token.profileId });
    onRegistered();
    setTimeout(() => {
      toasts.show({
        type: 'success',
        title: t('account.welcome.title'),
        description: t('account.welcome.text'),
      });
      if (type === 'email') {
        toasts.show({ type: 'info', title: t('account.welcome.confirmEmail') });
      }
    }, WELCOME_ALERT_DELAY_MS);
  };

  const showFormErrors = (error: unknown) => {
    if (form.showServerErrors(error)) return;
    toasts.show({ type: 'error', title: errorMessage(error, t('account.errors.somethingWrong')) });
  };

  const sendCode = async (phone: string, isResend: boolean) => {
    try {
      await api('otpSend', { body: { phone, reason: 'registration' } });
      setVerification({ phone, sentAt: Date.now(), error: undefined, isLimitReached: false });
    } catch (error) {
      const isLimit = isApiError(error, 'otpLimit');
      if (isResend) {
        setVerification(
          (current) =>
            current && {
              ...current,
              isLimitReached: isLimit,
              error: isLimit ? undefined : errorMessage(error, t('account.errors.somethingWrong')),
            },
        );
      } else {
        form.setServerErrors({
          phone: [
            isLimit
              ? t('account.phoneVerification.limitError')
              : errorMessage(error, t('account.errors.somethingWrong')),
          ],
        });
      }
    }
  };

  const submit = async () => {
    setIsSending(true);
    pushRegistrationEvent({ category: 'registrationFunnel', funnelStep: 'sent', regType: type });
    try {
      if (type === 'phone') await sendCode(String(form.values.phone), false);
      else await finish((await api('register', { body: body() })).data);
    } catch (error) {
      showFormErrors(error);
    } finally {
      setIsSending(false);
    }
  };

  const verify = async (code: string) => {
    setIsSending(true);
    pushRegistrationEvent({ category: 'registrationFunnel', funnelStep: 'otp', regType: type });
    try {
      await finish((await api('registerPhone', { body: { ...body(), code } })).data);
    } catch (error) {
      if (
        error instanceof ClientApiError &&
        error.status === 422 &&
        Object.keys(error.fields).length > 0
      ) {
        form.setServerErrors(error.fields);
        setVerification(undefined);
      } else {
        const message = isApiError(error, 'otpInvalid')
          ? t('account.phoneVerification.invalidError')
          : errorMessage(error, t('account.phoneVerification.cannotVerify'));
        setVerification((current) => current && { ...current, error: message });
      }
    } finally {
      setIsSending(false);
    }
  };

  const resend = async () => {
    if (!verification) return;
    setIsResending(true);
    await sendCode(verification.phone, true);
    setIsResending(false);
  };

  return {
    fields,
    form,
    isSending,
    isResending,
    verification,
    submit,
    verify,
    resend,
    back: () => setVerification(undefined),
    clearCodeError: () =>
      setVerification((current) => (current?.error ? { ...current, error: undefined } : current)),
  };
}

function errorMessage(error: unknown, fallback: string) {
  return error instanceof ClientApiError && error.message && error.code !== undefined
    ? error.message
    : fallback;
}
