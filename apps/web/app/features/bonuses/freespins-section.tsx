import type { PlayerFreespin } from '@croupier/contract';
import { useId, useState } from 'react';
import { formatMoney } from '~/components/ui/amount';
import { Button } from '~/components/ui/button';
import { ProgressFigure } from '~/components/ui/progress-figure';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import { useLocalizedHref } from '~/lib/root-data';
import { ClientApiError, useApi } from '~/lib/session/api-client';
import { isApiError } from '~/lib/session/api-error';
import { useToasts } from '~/lib/toasts';
import { CircleX, Package, Play, Sparkles } from '../../components/ui/icons';
import { BonusCard, ExpiryFigure, LoadFailedAlert } from './bonus-card-parts';
import styles from './bonuses.module.css';
import { type PlayerFreespinsState, usePlayerFreespins } from './use-player-freespins';

/**
 * The free spins part of `/profile/bonuses`: a card per issued or active free spins with the spins
 * left, their value and winnings; activate, play (their game) and cancel. Nothing shows while the
 * player has none.
 */
export function FreespinsSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const state = usePlayerFreespins();
  const { items, hasFailed, reload } = state;
  if (!items && hasFailed) {
    return (
      <LoadFailedAlert text={t('bonuses.freespins.loadFailed')} onRetry={() => void reload()} />
    );
  }
  if (!items || items.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {t('bonuses.freespins.title')}
      </h3>
      <ul className={styles.list}>
        {items.map((freespin) => (
          <FreespinCard key={freespin.id} freespin={freespin} state={state} />
        ))}
      </ul>
    </section>
  );
}

function FreespinCard({
  freespin,
  state,
}: {
  freespin: PlayerFreespin;
  state: PlayerFreespinsState;
}) {
  const { t, locale } = useTranslation();
  const api = useApi();
  const href = useLocalizedHref();
  const modals = useModals();
  const { show } = useToasts();
  const [isBusy, setIsBusy] = useState(false);
  const isActive = freespin.status === 2;
  const left = freespin.count - freespin.played;
  const money = (amount: number) => formatMoney(amount, freespin.currency, locale);

  const fail = (error: unknown) => {
    const message = error instanceof ClientApiError ? error.message : undefined;
    show({ type: 'error', title: message || t('account.errors.somethingWrong') });
  };

  const run = async (action: 'activatePlayerFreespin' | 'cancelPlayerFreespin') => {
    setIsBusy(true);
    try {
      state.apply((await api(action, { params: { id: freespin.id } })).data);
    } catch (error) {
      // A spin is being played right now: cancelling waits for it.
      if (isApiError(error, 'bonusUnsettledBets')) {
        modals.open('bonus-cancel-lock', { name: freespin.name, gameId: freespin.gameId });
      } else fail(error);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <BonusCard
      icon={<Sparkles />}
      kind="freespins"
      name={freespin.name}
      headingLevel="h4"
      status={freespin.status}
    >
      <dl className={styles.figures}>
        <div>
          <dt>{t('bonuses.freespins.game')}</dt>
          <dd>{freespin.gameName}</dd>
        </div>
        <div>
          <dt>{t('bonuses.freespins.spinValue')}</dt>
          <dd>{money(freespin.betAmount)}</dd>
        </div>
        <div>
          <dt>{t('bonuses.freespins.won')}</dt>
          <dd>{money(freespin.winAmount)}</dd>
        </div>
        <ExpiryFigure at={freespin.expiresAt} />
      </dl>
      <ProgressFigure
        label={t('bonuses.freespins.left')}
        figure={t('bonuses.freespins.leftValue', { left, count: freespin.count })}
        barLabel={t('bonuses.freespins.playedOf', { name: freespin.name })}
        max={freespin.count}
        now={freespin.played}
        valueText={t('bonuses.freespins.leftValue', { left, count: freespin.count })}
      >
        <p className={styles.hint}>
          {t('bonuses.freespins.hint', { multiplier: freespin.wagerMultiplier })}
        </p>
        {freespin.packageId && (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => modals.open('package-bonus', { packageId: freespin.packageId })}
          >
            <Package aria-hidden="true" /> {t('bonuses.package.link')}
          </button>
        )}
      </ProgressFigure>
      <div className={styles.actions}>
        {isActive ? (
          <Button size="sm" icon={<Play />} to={href(`/games/${freespin.gameId}`)}>
            {t('bonuses.freespins.play')}
          </Button>
        ) : (
          <Button
            size="sm"
            icon={<Play />}
            isLoading={isBusy}
            onClick={() => void run('activatePlayerFreespin')}
          >
            {t('bonuses.card.activate')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          icon={<CircleX />}
          disabled={isBusy}
          onClick={() =>
            modals.open(isActive ? 'cancel-active-bonus' : 'cancel-issued-bonus', {
              freespin,
              onConfirm: () => void run('cancelPlayerFreespin'),
            })
          }
        >
          {t('bonuses.freespins.cancel')}
        </Button>
      </div>
    </BonusCard>
  );
}
