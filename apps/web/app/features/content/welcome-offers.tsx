import type { WelcomePackage } from '@croupier/contract';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/i18n';
import { useLocalizedHref } from '../../lib/root-data';
import { type BonusCard, BonusCards } from './bonus-cards';
import styles from './content.module.css';
import { themeStyle } from './theme-style';

/** The lobby's welcome block: the welcome package in four steps, then every promotion. */
export function WelcomeOffers({
  welcomePackage,
  bonusPages,
}: {
  welcomePackage: WelcomePackage;
  bonusPages: BonusCard[];
}) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <>
      <section
        aria-labelledby="welcome-offers"
        className={`${styles.panel} ${styles.belowFold}`}
        style={themeStyle(welcomePackage.theme)}
      >
        <p className={styles.eyebrow}>{t('pages.home.welcomeEyebrow')}</p>
        <h2 id="welcome-offers" className={styles.sectionTitle}>
          {t('home.welcomeTitle', { defaultValue: welcomePackage.title })}
        </h2>
        <p className={styles.lead}>
          {t('home.welcomeSubtitle', { defaultValue: welcomePackage.description })}
        </p>
        <ol className={`${styles.steps} ${styles.spaced}`}>
          {welcomePackage.steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <p className={styles.stepTitle}>{step.title}</p>
              <p className={styles.stepReward}>{step.reward}</p>
            </li>
          ))}
        </ol>
        <p className={styles.more}>
          <Link to={href('/welcome-package')} className={styles.cardLink}>
            {t('pages.home.seeWelcomePackage')} →
          </Link>
        </p>
      </section>
      <section aria-labelledby="promotions" className={styles.belowFold}>
        <h2 id="promotions" className={styles.sectionTitle}>
          {t('pages.home.promotionsTitle')}
        </h2>
        <BonusCards pages={bonusPages} />
      </section>
    </>
  );
}
