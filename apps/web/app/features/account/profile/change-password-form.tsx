import { FIELD_RULES } from '@croupier/contract/validation';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { useTranslation } from '~/lib/i18n';
import { useApi } from '~/lib/session/api-client';
import { useToasts } from '~/lib/toasts';
import { KeyRound } from '../../../components/ui/icons';
import { PasswordField } from '../form/password-field';
import { PasswordStrengthMeter } from '../form/password-strength-meter';
import { useRulesForm } from '../form/use-rules-form';
import styles from './profile.module.css';

const RULES = {
  currentPassword: FIELD_RULES.currentPassword,
  newPassword: FIELD_RULES.newPassword,
  repeatNewPassword: FIELD_RULES.repeatNewPassword,
};
const EMPTY = { currentPassword: '', newPassword: '', repeatNewPassword: '' };
const FIELDS = Object.keys(RULES) as (keyof typeof RULES)[];

/** Change password (spec section 5 rules); the server closes the player's other sessions. */
export function ChangePasswordForm({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const toasts = useToasts();
  const form = useRulesForm(RULES, EMPTY);
  const [isSaving, setIsSaving] = useState(false);

  const save = async () => {
    form.touchAll();
    if (!form.isValid) return;
    setIsSaving(true);
    try {
      await api('changePassword', { body: form.values });
      form.reset(EMPTY);
      toasts.show({ type: 'success', title: t('account.security.passwordChanged') });
      onChanged();
    } catch (error) {
      if (!form.showServerErrors(error)) {
        toasts.show({ type: 'error', title: t('account.errors.somethingWrong') });
      }
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Card as="section" padding="lg" aria-labelledby="change-password-title">
      <h2 id="change-password-title" className={styles.sectionTitle}>
        {t('account.security.passwordTitle')}
      </h2>
      <p className={styles.note}>{t('account.security.passwordLead')}</p>
      <form
        className={styles.stackForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {FIELDS.map((name) => (
          <PasswordField
            key={name}
            label={t(`account.fields.${name}`)}
            autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
            value={form.values[name]}
            error={form.errorOf(name)}
            addon={
              name === 'newPassword' ? (
                <PasswordStrengthMeter password={form.values[name]} />
              ) : undefined
            }
            onFocus={() => form.clearServerError(name)}
            onBlur={() => form.touch(name)}
            onChange={(event) => form.change(name, event.target.value)}
          />
        ))}
        <div className={styles.formActions}>
          <Button type="submit" size="lg" icon={<KeyRound />} isLoading={isSaving}>
            {t('account.security.changePassword')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
