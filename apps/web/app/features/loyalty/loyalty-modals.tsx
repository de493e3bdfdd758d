import type { LoyaltyLevel } from '@croupier/contract';
import { useEffect, useState } from 'react';
import { formatMoney } from '~/components/ui/amount';
import { Button } from '~/components/ui/button';
import { ModalTitle } from '~/components/ui/modal';
import { Skeleton } from '~/components/ui/skeleton';
import { ResultLayout } from '~/features/wallet/cashier/modals/result-layout';
import { useTranslation } from '~/lib/i18n';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { useLocalizedHref } from '~/lib/root-data';
import { useApi } from '~/lib/session/api-client';
import { Coins, Crown, Gift } from '../../components/ui/icons';
import styles from './loyalty.module.css';

type Levels = { data: LoyaltyLevel[]; rates: { currency: string; minorPerPoint: number }[] };

function useLevels() {
  const api = useApi();
  const [levels, setLevels] = useState<Levels>();
  useEffect(() => {
    let isCurrent = true;
    api('loyaltyLevels').then(
      (answer) => isCurrent && setLevels({ data: answer.data, rates: answer.meta.rates }),
      () => isCurrent && setLevels({ data: [], rates: [] }),
    );
    return () => {
      isCurrent = false;
    };
  }, [api]);
  return levels;
}

/** loyalty-earn (open to everyone): how points are earned, with the rate of each currency. */
export function LoyaltyEarnModal({ close }: ModalContentProps) {
  const { t, locale } = useTranslation();
  const levels = useLevels();
  return (
    <div className={styles.modal}>
      <Coins className={styles.modalIcon} aria-hidden="true" />
      <ModalTitle>{t('loyalty.earn.title')}</ModalTitle>
      <ol className={styles.steps}>
        <li>{t('loyalty.earn.stepPlay')}</li>
        <li>{t('loyalty.earn.stepLevel')}</li>
        <li>{t('loyalty.earn.stepReward')}</li>
      </ol>
      <p className={styles.note}>{t('loyalty.earn.note')}</p>
      <h3 className={styles.ratesTitle}>{t('loyalty.earn.ratesTitle')}</h3>
      {!levels ? (
        <Skeleton variant="text" lines={3} />
      ) : (
        <ul className={styles.rates}>
          {levels.rates.map((rate) => (
            <li key={rate.currency}>
              {t('loyalty.earn.rate', {
                amount: formatMoney(rate.minorPerPoint, rate.currency, locale),
              })}
            </li>
          ))}
        </ul>
      )}
      <Button size="lg" isFullWidth onClick={close}>
        {t('loyalty.earn.close')}
      </Button>
    </div>
  );
}

/** loyalty-level: a new level reached (opened by the level-up event off the game page). */
export function LoyaltyLevelModal({
  close,
  levelOrder,
  levelName,
}: ModalContentProps & { levelOrder?: number; levelName?: string }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const levels = useLevels();
  const level = levels?.data.find((l) => l.order === levelOrder);
  return (
    <ResultLayout
      tone="success"
      icon={<Crown />}
      title={t('loyalty.levelUp.title', { level: level?.name ?? levelName ?? '' })}
      text={t('loyalty.levelUp.text')}
    >
      {level?.reward && (
        <p className={styles.rewardNote}>
          <Gift aria-hidden="true" /> {level.reward.name}
        </p>
      )}
      <Button size="lg" isFullWidth to={href('/loyalty')} onClick={close}>
        {t('loyalty.levelUp.see')}
      </Button>
      <Button variant="ghost" size="lg" isFullWidth onClick={close}>
        {t('loyalty.levelUp.close')}
      </Button>
    </ResultLayout>
  );
}
