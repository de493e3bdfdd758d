import { useTranslation } from '~/lib/i18n';
import styles from './payment-logos.module.css';

/** The methods drawn in public/art/payments; names are generic, not real card schemes. */
const PAYMENT_LOGOS = ['card', 'duo', 'pix', 'btc', 'eth', 'usdt', 'bank', 'ewallet'] as const;

export function PaymentLogos() {
  const { t } = useTranslation();
  return (
    <ul className={styles.logos} aria-label={t('shell.footer.payments')}>
      {PAYMENT_LOGOS.map((name) => (
        <li key={name} className={styles.logo}>
          <img
            src={`/art/payments/${name}.svg`}
            alt={t(`shell.payments.${name}`)}
            width={96}
            height={40}
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  );
}
