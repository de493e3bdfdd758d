import type { BonusPage, PromoPanel, WelcomePackage } from '@croupier/contract';
import { useTranslation } from '~/lib/i18n';
import styles from './content.module.css';
import { PromoCarousel } from './promo-carousel';
import { WelcomeOffers } from './welcome-offers';

export interface HomeContentProps {
  panels: PromoPanel[];
  bonusPages: BonusPage[];
  welcomePackage: WelcomePackage;
}

/** The lobby's content part: hero promotions and welcome offers (games arrive with the games issue). */
export function HomeContent({ panels, bonusPages, welcomePackage }: HomeContentProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">
        {t('home.welcomeTitle', { defaultValue: t('pages.home.title') })}
      </h1>
      <PromoCarousel panels={panels} />
      <WelcomeOffers welcomePackage={welcomePackage} bonusPages={bonusPages} />
    </div>
  );
}
