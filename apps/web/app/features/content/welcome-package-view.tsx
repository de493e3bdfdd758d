import type { WelcomePackage } from '@croupier/contract';
import { useTranslation } from '~/lib/i18n';
import { Prose } from '../../components/ui/prose';
import { type BonusCard, BonusCards } from './bonus-cards';
import styles from './content.module.css';
import { OfferHero } from './offer-hero';

/** `/welcome-package`: the deposits of the package step by step, its terms, other promotions. */
export function WelcomePackageView({
  welcomePackage,
  bonusPages,
}: {
  welcomePackage: WelcomePackage;
  bonusPages: BonusCard[];
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <OfferHero
        theme={welcomePackage.theme}
        image={welcomePackage.image}
        eyebrow={t('pages.welcomePackage.eyebrow')}
        title={welcomePackage.title}
        highlight=""
        description={welcomePackage.description}
        ctaLabel={welcomePackage.ctaLabel}
      />
      <section aria-labelledby="package-steps">
        <h2 id="package-steps" className={styles.sectionTitle}>
          {t('pages.welcomePackage.steps')}
        </h2>
        <ol className={styles.steps}>
          {welcomePackage.steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <p className={styles.stepTitle}>{step.title}</p>
              <p className={styles.stepReward}>{step.reward}</p>
              <p className={styles.stepDetails}>{step.details}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.panel} aria-labelledby="package-terms">
        <h2 id="package-terms" className={styles.sectionTitle}>
          {t('pages.bonus.terms')}
        </h2>
        <div className={styles.terms}>
          <Prose html={welcomePackage.terms} />
        </div>
      </section>
      <section aria-labelledby="package-promotions">
        <h2 id="package-promotions" className={styles.sectionTitle}>
          {t('pages.bonus.morePromotions')}
        </h2>
        <BonusCards pages={bonusPages} />
      </section>
    </div>
  );
}
