import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ShieldCheck } from '../../components/ui/icons';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import { useLocalizedHref } from '../../lib/root-data';
import { errorMessageOf } from '../../lib/session/api-error';
import styles from './backoffice.module.css';
import { readOperatorSession, saveOperatorSession } from './operator-session';
import { useOperatorApi } from './use-operator-api';

interface Values {
  email: string;
  password: string;
  code: string;
}
type Errors = Partial<Record<keyof Values, string>>;

const CODE_PATTERN = /^\d{6}$/;

function validate(values: Values, t: (key: string) => string): Errors {
  const errors: Errors = {};
  if (!values.email.trim()) errors.email = t('backoffice.signIn.required');
  if (!values.password) errors.password = t('backoffice.signIn.required');
  if (!CODE_PATTERN.test(values.code)) errors.code = t('backoffice.signIn.codeInvalid');
  return errors;
}

/** E-mail, password and the authenticator's code in one step (decision 015). */
export function SignInForm() {
  const { t } = useTranslation();
  const call = useOperatorApi();
  const navigate = useNavigate();
  const homePath = useLocalizedHref()('/backoffice');
  const [searchParams] = useSearchParams();
  const ended = searchParams.get('ended');
  const [values, setValues] = useState<Values>({ email: '', password: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  useEffect(() => {
    if (readOperatorSession()) navigate(homePath, { replace: true });
  }, [navigate, homePath]);

  const change = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((before) => ({ ...before, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsSubmitting(true);
    setFailure(null);
    try {
      const { data } = await call('backofficeSignIn', { body: values });
      saveOperatorSession({
        token: data.accessToken,
        expiresAt: data.expiresAt,
        idleMinutes: data.idleMinutes,
      });
      navigate(homePath, { replace: true });
    } catch (error) {
      setFailure(errorMessageOf(error, t('backoffice.common.failed')));
      setValues((before) => ({ ...before, code: '' }));
      setIsSubmitting(false);
    }
  };

  return (
    <main className={styles.signInPage}>
      <Card variant="panel" padding="lg" className={styles.signInCard}>
        <header className={styles.signInHeader}>
          <ShieldCheck aria-hidden="true" />
          <h1 className={styles.pageTitle}>{t('backoffice.signIn.heading')}</h1>
          <p className={styles.pageLead}>{t('backoffice.signIn.intro')}</p>
        </header>
        {ended === 'expired' && <Alert type="warning">{t('backoffice.signIn.expired')}</Alert>}
        {ended === 'signedOut' && <Alert type="info">{t('backoffice.signIn.signedOut')}</Alert>}
        {failure && <Alert type="error">{failure}</Alert>}
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label={t('backoffice.signIn.email')}
            type="email"
            autoComplete="username"
            value={values.email}
            onChange={change('email')}
            error={errors.email}
            required
          />
          <TextField
            label={t('backoffice.signIn.password')}
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
            error={errors.password}
            required
          />
          <TextField
            label={t('backoffice.signIn.code')}
            hint={t('backoffice.signIn.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            pattern="[0-9]{6}"
            value={values.code}
            onChange={change('code')}
            error={errors.code}
            required
          />
          <Button type="submit" isFullWidth isLoading={isSubmitting}>
            {t('backoffice.signIn.submit')}
          </Button>
        </form>
      </Card>
    </main>
  );
}
