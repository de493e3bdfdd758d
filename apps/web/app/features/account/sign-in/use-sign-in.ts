import type { LoginType } from '@croupier/contract/validation';
import { buildSignInRules } from '@croupier/contract/validation';
import { useMemo, useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import { ClientApiError, useApi } from '~/lib/session/api-client';
import { isApiError } from '~/lib/session/api-error';
import { useSession } from '~/lib/session/session-provider';
import { getVisitorFingerprint } from '~/lib/session/visitor';
import { useToasts } from '~/lib/toasts';
import { useRulesForm } from '../form/use-rules-form';

/**
 * Sign-in (spec section 4): idle, submitting (spinner, button disabled), then signed in. 401
 * shows the credentials hint, 403 the blocked-account alert (or the end of a self-exclusion or
 * cooling-off), 422 messages under the fields.
 */
export function useSignIn(loginType: LoginType, onSignedIn: () => void) {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const toasts = useToasts();
  const rules = useMemo(() => buildSignInRules(loginType), [loginType]);
  const form = useRulesForm(rules, { login: '', password: '' });
  const [hint, setHint] = useState<string | undefined>();
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = async () => {
    form.touchAll();
    if (!form.isValid || isSubmitting) return;
    setIsSubmitting(true);
    setHint(undefined);
    try {
      const { data } = await api('signIn', {
        body: {
          login: String(form.values.login).trim(),
          password: String(form.values.password),
          fingerprint: getVisitorFingerprint(),
        },
      });
      await session.signIn(data);
      toasts.show({ type: 'success', title: t('account.signIn.success') });
      onSignedIn();
    } catch (error) {
      showFailure(error);
    } finally {
      setIsSubmitting(false);
    }
  };

  const showFailure = (error: unknown) => {
    if (!(error instanceof ClientApiError)) return setHint(t('account.errors.network'));
    if (error.status === 401) return setHint(t('account.signIn.invalidCredentials'));
    if (isApiError(error, 'selfExcluded') || isApiError(error, 'selfExcludedPermanently')) {
      // The server's message names the end of the player's own break.
      toasts.show({
        type: 'info',
        title: t('account.alerts.selfExcludedTitle'),
        description: error.message,
      });
      return setHint(error.message);
    }
    if (error.status === 403) {
      toasts.show({
        type: 'error',
        title: t('account.alerts.accountBlockedTitle'),
        description: t('account.alerts.accountBlocked'),
      });
      return;
    }
    if (error.status === 422 && Object.keys(error.fields).length > 0) {
      return form.setServerErrors(error.fields);
    }
    setHint(error.message || t('account.errors.somethingWrong'));
  };

  return {
    form,
    hint,
    isSubmitting,
    submit,
    /** Focusing a field clears its server error and the credentials hint. */
    focus(field: string) {
      form.clearServerError(field);
      setHint(undefined);
    },
  };
}
