import type { BonusPage } from '@croupier/contract';
import { useTranslation } from '~/lib/i18n';
import { Prose } from '../../components/ui/prose';
import { BonusCards } from './bonus-cards';
import styles from './content.module.css';
import { OfferHero } from './offer-hero';

/** `/bonus/{pageIdentity}`: the offer, how it works, its terms, and the other promotions. */
export function BonusPageView({ page, others }: { page: BonusPage; others: BonusPage[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <OfferHero
        theme={page.theme}
        image={page.image}
        eyebrow={t('pages.bonus.eyebrow')}
        title={page.title}
        highlight={page.highlight}
        description={page.description}
        ctaLabel={page.ctaLabel}
        bonusId={page.bonusId}
      />
      <div className={styles.columns}>
        <article className={styles.panel}>
          <Prose html={page.content} />
        </article>
        <section className={`${styles.panel} ${styles.aside}`} aria-labelledby="bonus-terms">
          <h2 id="bonus-terms" className={styles.asideTitle}>
            {t('pages.bonus.terms')}
          </h2>
          <div className={styles.terms}>
            <Prose html={page.terms} />
          </div>
        </section>
      </div>
      {others.length > 0 && (
        <section aria-labelledby="more-promotions">
          <h2 id="more-promotions" className={styles.sectionTitle}>
            {t('pages.bonus.morePromotions')}
          </h2>
          <BonusCards pages={others} />
        </section>
      )}
    </div>
  );
}
