import type { PromoPanel, WelcomePackage } from '@croupier/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n';
import type { BonusCard } from './bonus-cards';
import styles from './content.module.css';
import { PromoCarousel } from './promo-carousel';
import { WelcomeOffers } from './welcome-offers';

export interface HomeContentProps {
  panels: PromoPanel[];
  bonusPages: BonusCard[];
  welcomePackage: WelcomePackage;
  /** What comes right after the hero (the games), before the welcome offers. */
  children?: ReactNode;
}

/** The lobby's content part: hero promotions, then the page's games, then welcome offers. */
export function HomeContent({ panels, bonusPages, welcomePackage, children }: HomeContentProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">
        {t('home.welcomeTitle', { defaultValue: t('pages.home.title') })}
      </h1>
      <PromoCarousel panels={panels} />
      {children}
      <WelcomeOffers welcomePackage={welcomePackage} bonusPages={bonusPages} />
    </div>
  );
}
