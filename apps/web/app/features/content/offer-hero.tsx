import type { PromoTheme } from '@croupier/contract';
import { useTranslation } from '~/lib/i18n';
import { Button } from '../../components/ui/button';
import { useModals } from '../../lib/modals';
import { useSession } from '../../lib/session/session-provider';
import styles from './content.module.css';
import { themeStyle } from './theme-style';

interface OfferHeroProps {
  theme: PromoTheme;
  image: string;
  eyebrow: string;
  title: string;
  highlight: string;
  description: string;
  ctaLabel: string;
  /** The deposit bonus the cashier starts with when a player claims. */
  bonusId?: string | null;
}

/**
 * The top of a promotion page: themed art, the offer in large type, and the way to claim it:
 * sign-up for a visitor, the cashier's deposit tab for a player, with the offer's bonus chosen.
 */
export function OfferHero({
  theme,
  image,
  eyebrow,
  title,
  highlight,
  description,
  ctaLabel,
  bonusId,
}: OfferHeroProps) {
  const { t } = useTranslation();
  const { open } = useModals();
  const { isSignedIn } = useSession();
  return (
    <section className={styles.hero} style={themeStyle(theme)} aria-labelledby="offer-title">
      <img className={styles.heroArt} src={image} alt="" decoding="async" />
      <div className={styles.heroCopy}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id="offer-title" className={styles.title}>
          {title}
        </h1>
        {highlight && <p className={styles.heroHighlight}>{highlight}</p>}
        <p className={styles.lead}>{description}</p>
        <Button
          variant="reward"
          size="lg"
          onClick={() =>
            isSignedIn
              ? open('wallet', { tab: 'deposit', ...(bonusId && { bonusId }) })
              : open('sign-up')
          }
        >
          {ctaLabel || t('pages.bonus.claim')}
        </Button>
      </div>
    </section>
  );
}
