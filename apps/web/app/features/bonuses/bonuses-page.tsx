import type { PlayerBonus } from '@croupier/contract';
import { useId, useState } from 'react';
import { formatMoney } from '~/components/ui/amount';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { ProgressFigure } from '~/components/ui/progress-figure';
import { Skeleton } from '~/components/ui/skeleton';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import { useLocalizedHref } from '~/lib/root-data';
import { ClientApiError, useApi } from '~/lib/session/api-client';
import { isApiError } from '~/lib/session/api-error';
import { useToasts } from '~/lib/toasts';
import { CircleX, Gift, Info, Play, Wallet } from '../../components/ui/icons';
import { BonusCard, ExpiryFigure, LoadFailedAlert } from './bonus-card-parts';
import { BonusCodeForm } from './bonus-code-form';
import styles from './bonuses.module.css';
import { FreespinsSection } from './freespins-section';
import { wageringPercent } from './player-bonuses';
import { type PlayerBonusesState, usePlayerBonuses } from './use-player-bonuses';

/** `/profile/bonuses`: the player's active and waiting bonuses, their wagering, activate and cancel. */
export function BonusesPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const state = usePlayerBonuses();
  return (
    <Card as="section" padding="lg" aria-labelledby={titleId} className={styles.page}>
      <h2 id={titleId} className={styles.title}>
        {t('bonuses.page.title')}
      </h2>
      <p className={styles.lead}>{t('bonuses.page.lead')}</p>
      <BonusList state={state} />
      <FreespinsSection />
      <BonusCodeForm trigger={1} />
    </Card>
  );
}

function BonusList({ state }: { state: PlayerBonusesState }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const modals = useModals();
  const { bonuses, hasFailed, reload } = state;
  if (!bonuses && hasFailed) {
    return <LoadFailedAlert text={t('bonuses.page.loadFailed')} onRetry={() => void reload()} />;
  }
  if (!bonuses) {
    return (
      <ul className={styles.list} aria-busy="true">
        {[0, 1].map((index) => (
          <li key={index} className={styles.skeleton}>
            <Skeleton variant="text" lines={4} />
          </li>
        ))}
      </ul>
    );
  }
  if (bonuses.length === 0) {
    return (
      <EmptyState
        title={t('bonuses.page.emptyTitle')}
        description={t('bonuses.page.emptyText')}
        action={
          <div className={styles.emptyActions}>
            <Button icon={<Wallet />} onClick={() => modals.open('wallet', { tab: 'deposit' })}>
              {t('bonuses.page.deposit')}
            </Button>
            <Button variant="ghost" icon={<Gift />} to={href('/welcome-package')}>
              {t('bonuses.page.welcomePackage')}
            </Button>
          </div>
        }
      />
    );
  }
  return (
    <ul className={styles.list}>
      {bonuses.map((bonus) => (
        <PlayerBonusCard key={bonus.id} bonus={bonus} state={state} />
      ))}
    </ul>
  );
}

function PlayerBonusCard({ bonus, state }: { bonus: PlayerBonus; state: PlayerBonusesState }) {
  const { t, locale } = useTranslation();
  const api = useApi();
  const modals = useModals();
  const { show } = useToasts();
  const [isBusy, setIsBusy] = useState(false);
  const isActive = bonus.status === 2;
  const money = (amount: number) => formatMoney(amount, bonus.currency, locale);
  const percent = wageringPercent(bonus);

  const fail = (error: unknown) => {
    const message = error instanceof ClientApiError ? error.message : undefined;
    show({ type: 'error', title: message || t('account.errors.somethingWrong') });
  };

  const cancel = async (isUnsettledConfirmed: boolean) => {
    setIsBusy(true);
    try {
      const answer = await api('cancelPlayerBonus', {
        params: { id: bonus.id },
        body: { isUnsettledConfirmed },
      });
      state.apply(answer.data);
    } catch (error) {
      if (isApiError(error, 'bonusUnsettledBets')) {
        modals.open('cancel-unsettled-bonus', { bonus, onConfirm: () => void cancel(true) });
      } else fail(error);
    } finally {
      setIsBusy(false);
    }
  };

  const activate = async () => {
    setIsBusy(true);
    try {
      const answer = await api('activatePlayerBonus', { params: { id: bonus.id } });
      state.apply(answer.data);
    } catch (error) {
      if (isApiError(error, 'bonusNotActivatable')) {
        modals.open('change-active-bonus', { bonus });
      } else fail(error);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <BonusCard icon={<Gift />} name={bonus.name} headingLevel="h3" status={bonus.status}>
      <dl className={styles.figures}>
        <div>
          <dt>{t('bonuses.card.amount')}</dt>
          <dd>{money(bonus.amount)}</dd>
        </div>
        <div>
          <dt>{t('bonuses.card.balance')}</dt>
          <dd>{money(bonus.balance)}</dd>
        </div>
        <div>
          <dt>{t('bonuses.card.maxBet')}</dt>
          <dd className={styles.withInfo}>
            {bonus.maxBetAmount === null ? t('bonuses.card.noMaxBet') : money(bonus.maxBetAmount)}
            <button
              type="button"
              className={styles.optionInfo}
              aria-label={t('bonuses.maxBets.title')}
              onClick={() => modals.open('max-bets', { bonus })}
            >
              <Info />
            </button>
          </dd>
        </div>
        {bonus.expiresAt && <ExpiryFigure at={bonus.expiresAt} />}
      </dl>
      <ProgressFigure
        label={t('bonuses.card.wagering')}
        figure={`${money(Math.min(bonus.wagered, bonus.wagerRequired))} / ${money(bonus.wagerRequired)}`}
        barLabel={t('bonuses.card.wageringOf', { name: bonus.name })}
        max={100}
        now={percent}
        valueText={t('bonuses.card.wageredPercent', { percent })}
      >
        <p className={styles.hint}>
          {t('bonuses.card.wageringHint', { multiplier: bonus.wagerMultiplier })}
        </p>
        {bonus.restrictedGameIds.length > 0 && (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => modals.open('restricted-bets', { bonus })}
          >
            {t('bonuses.restrictedBets.link', { count: bonus.restrictedGameIds.length })}
          </button>
        )}
      </ProgressFigure>
      <div className={styles.actions}>
        {!isActive && (
          <Button size="sm" icon={<Play />} isLoading={isBusy} onClick={() => void activate()}>
            {t('bonuses.card.activate')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          icon={<Info />}
          onClick={() => modals.open('bonus-details', { bonus })}
        >
          {t('bonuses.card.details')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon={<CircleX />}
          disabled={isBusy}
          onClick={() =>
            modals.open(isActive ? 'cancel-active-bonus' : 'cancel-issued-bonus', {
              bonus,
              onConfirm: () => void cancel(false),
            })
          }
        >
          {t('bonuses.card.cancel')}
        </Button>
      </div>
    </BonusCard>
  );
}
