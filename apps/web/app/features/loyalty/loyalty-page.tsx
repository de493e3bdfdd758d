import type { LoyaltyLevel } from '@croupier/contract';
import { loyaltyProgress } from '@croupier/contract/loyalty-progress';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Skeleton } from '~/components/ui/skeleton';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals';
import { numberFormat } from '~/lib/number-format';
import { useSession } from '~/lib/session/session-provider';
import { BadgeCheck, Crown, Gift, Sparkles } from '../../components/ui/icons';
import styles from './loyalty.module.css';
import { useLoyaltyAccount } from './use-loyalty-account';

/**
 * `/loyalty`: the player's level, points and progress to the next level (spec section 9's share,
 * to 2 decimals), every level with its benefits and reward, and how points are earned.
 */
export function LoyaltyPage({ levels }: { levels: readonly LoyaltyLevel[] }) {
  const { t, locale } = useTranslation();
  const modals = useModals();
  const { isSignedIn } = useSession();
  const account = useLoyaltyAccount();
  const currentOrder = account?.currentLevel.order ?? 0;

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="loyalty-title">
        <Crown className={styles.heroIcon} aria-hidden="true" />
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t('loyalty.page.eyebrow')}</p>
          <h1 id="loyalty-title" className={styles.title}>
            {t('loyalty.page.title')}
          </h1>
          <p className={styles.lead}>{t('loyalty.page.lead')}</p>
          <div className={styles.heroActions}>
            {!isSignedIn && (
              <Button onClick={() => modals.open('sign-up')}>{t('loyalty.page.join')}</Button>
            )}
            <Button variant="secondary" onClick={() => modals.open('loyalty-earn')}>
              {t('loyalty.page.howToEarn')}
            </Button>
          </div>
        </div>
        {isSignedIn && <AccountProgress account={account} />}
      </section>

      <section aria-labelledby="loyalty-levels-title">
        <h2 id="loyalty-levels-title" className={styles.sectionTitle}>
          {t('loyalty.page.levels')}
        </h2>
        <ol className={styles.levels}>
          {levels.map((level) => {
            const state =
              level.order === currentOrder
                ? 'current'
                : level.order < currentOrder
                  ? 'reached'
                  : 'ahead';
            return (
              <li key={level.order} className={styles.level} data-state={state}>
                <div className={styles.levelHead}>
                  <span className={styles.levelBadge} aria-hidden="true">
                    {level.order}
                  </span>
                  <div>
                    <h3 className={styles.levelName}>{level.name}</h3>
                    <p className={styles.levelPoints}>
                      {t('loyalty.page.from', {
                        points: numberFormat(locale).format(level.points),
                      })}
                    </p>
                  </div>
                  {state !== 'ahead' && (
                    <span className={styles.levelState}>
                      <BadgeCheck aria-hidden="true" />
                      {t(state === 'current' ? 'loyalty.page.current' : 'loyalty.page.reached')}
                    </span>
                  )}
                </div>
                <ul className={styles.benefits}>
                  {level.benefits.map((benefit) => (
                    <li key={benefit}>
                      <Sparkles aria-hidden="true" /> {benefit}
                    </li>
                  ))}
                  {level.reward && (
                    <li className={styles.reward}>
                      <Gift aria-hidden="true" /> {level.reward.name}
                    </li>
                  )}
                </ul>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}

function AccountProgress({ account }: { account: ReturnType<typeof useLoyaltyAccount> }) {
  const { t, locale } = useTranslation();
  if (!account) {
    return (
      <Card padding="lg" className={styles.account} aria-busy="true">
        <Skeleton variant="text" lines={3} />
      </Card>
    );
  }
  const { points, currentLevel, nextLevel } = account;
  const progress = loyaltyProgress(points, currentLevel, nextLevel);
  const percent = Math.round(progress * 100);
  return (
    <Card as="section" padding="lg" className={styles.account} aria-labelledby="loyalty-account">
      <p className={styles.eyebrow}>{t('loyalty.page.yourLevel')}</p>
      <h2 id="loyalty-account" className={styles.accountLevel}>
        {currentLevel.name}
      </h2>
      <p className={styles.accountPoints}>
        {t('loyalty.page.points', { points: numberFormat(locale).format(points) })}
      </p>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t('loyalty.page.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.accountNext}>
        {nextLevel
          ? t('loyalty.page.toNext', {
              points: numberFormat(locale).format(nextLevel.points - points),
              level: nextLevel.name,
              percent,
            })
          : t('loyalty.page.top')}
      </p>
    </Card>
  );
}
