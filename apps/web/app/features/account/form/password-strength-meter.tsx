import { passwordStrength } from '@croupier/contract/validation';
import { useTranslation } from '~/lib/i18n';
import styles from './inputs.module.css';

const LEVELS = { weak: 1, good: 2, strong: 3 } as const;

/** The registration strength indicator (spec: 1–2 characters weak, 3–4 good, 5+ strong). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  const strength = passwordStrength(password);
  if (!strength) return null;
  const label = t(`account.passwordStrength.${strength}`);
  return (
    <div className={styles.strength} data-strength={strength}>
      <div className={styles.strengthBar} aria-hidden="true">
        {[1, 2, 3].map((level) => (
          <span key={level} data-filled={level <= LEVELS[strength] || undefined} />
        ))}
      </div>
      <span className={styles.strengthLabel} aria-live="polite">
        {t('account.passwordStrength.label')}: {label}
      </span>
    </div>
  );
}
