import type { DepositBonus, PlayerBonus, PlayerFreespin } from '@croupier/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { formatMoney } from '~/components/ui/amount';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { ResultLayout } from '~/features/wallet/cashier/modals/result-layout';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { useApi } from '~/lib/session/api-client';
import {
  ArrowLeftRight,
  Ban,
  CircleX,
  Gauge,
  Gift,
  Lock,
  Package,
  TriangleAlert,
  Wallet,
} from '../../components/ui/icons';
import { useAccounts } from '../wallet/accounts/accounts-provider';
import styles from './bonuses.module.css';

type ConfirmProps = ModalContentProps & { bonus: PlayerBonus; onConfirm?: () => void };
/** The cancel modals serve bonuses and free spins alike. */
type CancelProps = ModalContentProps & { onConfirm?: () => void } & (
    | { bonus: PlayerBonus; freespin?: undefined }
    | { freespin: PlayerFreespin; bonus?: undefined }
  );

/** The bonus-confirm-action layout: the cashier's result layout with confirm and keep buttons. */
function BonusConfirmAction({
  icon,
  title,
  text,
  confirmLabel,
  keepLabel,
  close,
  onConfirm,
}: {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  confirmLabel?: string;
  keepLabel: string;
  close(): void;
  onConfirm?: () => void;
}) {
  return (
    <ResultLayout tone="pending" icon={icon} title={title} text={text}>
      {confirmLabel && onConfirm && (
        <Button
          size="lg"
          isFullWidth
          onClick={() => {
            close();
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      )}
      <Button variant="ghost" size="lg" isFullWidth onClick={close}>
        {keepLabel}
      </Button>
    </ResultLayout>
  );
}

function useMoney(bonus: PlayerBonus) {
  const { locale } = useTranslation();
  return (amount: number) => formatMoney(amount, bonus.currency, locale);
}

export function CancelActiveBonusModal({ bonus, freespin, close, onConfirm }: CancelProps) {
  const { t, locale } = useTranslation();
  if (freespin)
    return <CancelFreespinsModal freespin={freespin} close={close} onConfirm={onConfirm} />;
  return (
    <BonusConfirmAction
      icon={<CircleX />}
      title={t('bonuses.cancelActive.title')}
      text={t('bonuses.cancelActive.text', {
        name: bonus.name,
        balance: formatMoney(bonus.balance, bonus.currency, locale),
      })}
      confirmLabel={t('bonuses.cancelActive.confirm')}
      keepLabel={t('bonuses.keep')}
      close={close}
      onConfirm={onConfirm}
    />
  );
}

export function CancelIssuedBonusModal({ bonus, freespin, close, onConfirm }: CancelProps) {
  const { t } = useTranslation();
  if (freespin)
    return <CancelFreespinsModal freespin={freespin} close={close} onConfirm={onConfirm} />;
  return (
    <BonusConfirmAction
      icon={<CircleX />}
      title={t('bonuses.cancelIssued.title')}
      text={t('bonuses.cancelIssued.text', { name: bonus.name })}
      confirmLabel={t('bonuses.cancelIssued.confirm')}
      keepLabel={t('bonuses.keep')}
      close={close}
      onConfirm={onConfirm}
    />
  );
}

/** Free spins cancelled (issued or active): the spins left and their winnings so far go. */
function CancelFreespinsModal({
  freespin,
  close,
  onConfirm,
}: {
  freespin: PlayerFreespin;
  close(): void;
  onConfirm?: (() => void) | undefined;
}) {
  const { t, locale } = useTranslation();
  return (
    <BonusConfirmAction
      icon={<CircleX />}
      title={t('bonuses.cancelFreespins.title')}
      text={t('bonuses.cancelFreespins.text', {
        name: freespin.name,
        left: freespin.count - freespin.played,
        won: formatMoney(freespin.winAmount, freespin.currency, locale),
      })}
      confirmLabel={t('bonuses.cancelFreespins.confirm')}
      keepLabel={t('bonuses.cancelFreespins.keep')}
      close={close}
      onConfirm={onConfirm}
    />
  );
}

/** bonus-cancel-lock: a spin of the free spins is being played; cancelling waits for it. */
export function BonusCancelLockModal({ name, close }: ModalContentProps & { name: string }) {
  const { t } = useTranslation();
  return (
    <BonusConfirmAction
      icon={<Lock />}
      title={t('bonuses.cancelLock.title')}
      text={t('bonuses.cancelLock.text', { name })}
      keepLabel={t('bonuses.cancelLock.ok')}
      close={close}
    />
  );
}

type StepState = 'taken' | 'next' | 'later';

/**
 * package-bonus: the steps of a bonus package (the welcome package's page content) with where the
 * player is: claimed, next (with the next deposit) or later; a deposit button to the cashier.
 */
export function PackageBonusModal({ packageId, close }: ModalContentProps & { packageId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const modals = useModals();
  const { activeAccount } = useAccounts();
  const currency = activeAccount?.currency;
  const [steps, setSteps] = useState<{ title: string; reward: string; state: StepState }[]>();
  const [title, setTitle] = useState('');
  useEffect(() => {
    if (!currency) return;
    let isCurrent = true;
    void Promise.all([
      api('welcomePackage', {}),
      api('bonusStatus', { query: { packageId, currency } }),
    ]).then(([content, status]) => {
      if (!isCurrent) return;
      setTitle(content.data.title);
      setSteps(
        content.data.steps.map((step, index) => {
          const known = status.data[index];
          const state: StepState = known?.taken ? 'taken' : known?.isAvailable ? 'next' : 'later';
          return { title: step.title, reward: step.reward, state };
        }),
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [api, packageId, currency]);
  return (
    <ResultLayout tone="info" icon={<Package />} title={title || t('bonuses.package.title')}>
      {steps ? (
        <ol className={styles.packageSteps}>
          {steps.map((step) => (
            <li key={step.title} data-state={step.state}>
              <span>
                <strong>{step.title}</strong> · {step.reward}
              </span>
              <Badge
                variant={
                  step.state === 'taken' ? 'success' : step.state === 'next' ? 'reward' : 'neutral'
                }
              >
                {t(`bonuses.package.${step.state}`)}
              </Badge>
            </li>
          ))}
        </ol>
      ) : (
        <Skeleton variant="text" lines={4} />
      )}
      <Button
        size="lg"
        isFullWidth
        icon={<Wallet />}
        onClick={() => {
          close();
          modals.open('wallet', { tab: 'deposit' });
        }}
      >
        {t('bonuses.package.deposit')}
      </Button>
      <Button variant="ghost" size="lg" isFullWidth onClick={close}>
        {t('bonuses.details.close')}
      </Button>
    </ResultLayout>
  );
}

export function CancelUnsettledBonusModal({ bonus, close, onConfirm }: ConfirmProps) {
  const { t } = useTranslation();
  return (
    <BonusConfirmAction
      icon={<TriangleAlert />}
      title={t('bonuses.cancelUnsettled.title')}
      text={t('bonuses.cancelUnsettled.text', { name: bonus.name })}
      confirmLabel={t('bonuses.cancelUnsettled.confirm')}
      keepLabel={t('bonuses.keep')}
      close={close}
      onConfirm={onConfirm}
    />
  );
}

export function ChangeActiveBonusModal({ bonus, close }: ConfirmProps) {
  const { t } = useTranslation();
  return (
    <BonusConfirmAction
      icon={<ArrowLeftRight />}
      title={t('bonuses.changeActive.title')}
      text={t('bonuses.changeActive.text', { name: bonus.name, currency: bonus.currency })}
      keepLabel={t('bonuses.changeActive.ok')}
      close={close}
    />
  );
}

/** All the terms of one bonus. */
export function BonusDetailsModal({ bonus, close }: ConfirmProps) {
  const { t, locale } = useTranslation();
  const money = useMoney(bonus);
  const date = (at: string | null) =>
    at
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(at),
        )
      : '—';
  const contributions = Object.entries(bonus.contributions);
  return (
    <ResultLayout tone="info" icon={<Gift />} title={bonus.name}>
      <dl className={styles.detailsList}>
        <dt>{t('bonuses.card.amount')}</dt>
        <dd>{money(bonus.amount)}</dd>
        <dt>{t('bonuses.card.balance')}</dt>
        <dd>{money(bonus.balance)}</dd>
        <dt>{t('bonuses.details.wagering')}</dt>
        <dd>
          {t('bonuses.details.wageringValue', {
            multiplier: bonus.wagerMultiplier,
            required: money(bonus.wagerRequired),
          })}
        </dd>
        <dt>{t('bonuses.card.wagering')}</dt>
        <dd>{money(Math.min(bonus.wagered, bonus.wagerRequired))}</dd>
        <dt>{t('bonuses.card.maxBet')}</dt>
        <dd>
          {bonus.maxBetAmount === null ? t('bonuses.card.noMaxBet') : money(bonus.maxBetAmount)}
        </dd>
        <dt>{t('bonuses.details.issued')}</dt>
        <dd>{date(bonus.createdAt)}</dd>
        <dt>{t('bonuses.card.expires')}</dt>
        <dd>{date(bonus.expiresAt)}</dd>
        <dt>{t('bonuses.details.contributions')}</dt>
        <dd>
          {contributions.length === 0
            ? t('bonuses.details.allGames')
            : contributions
                .map(([kind, percent]) =>
                  t('bonuses.details.contribution', {
                    kind: t(`bonuses.kinds.${kind}`, { defaultValue: kind }),
                    percent,
                  }),
                )
                .join(' · ')}
        </dd>
      </dl>
      <Button variant="ghost" size="lg" isFullWidth onClick={close}>
        {t('bonuses.details.close')}
      </Button>
    </ResultLayout>
  );
}

/** max-bets: the largest bet the active bonus allows, and what happens above it. */
export function MaxBetsModal({ bonus, close }: ConfirmProps) {
  const { t } = useTranslation();
  const money = useMoney(bonus);
  return (
    <ResultLayout
      tone="info"
      icon={<Gauge />}
      title={t('bonuses.maxBets.title')}
      text={
        bonus.maxBetAmount === null
          ? t('bonuses.maxBets.none', { name: bonus.name })
          : t('bonuses.maxBets.text', { name: bonus.name, maxBet: money(bonus.maxBetAmount) })
      }
    >
      <Button variant="ghost" size="lg" isFullWidth onClick={close}>
        {t('bonuses.details.close')}
      </Button>
    </ResultLayout>
  );
}

/** restricted-bets: the games the active bonus may not be played on, by name. */
export function RestrictedBetsModal({ bonus, close }: ConfirmProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [names, setNames] = useState<string[]>();
  useEffect(() => {
    let isCurrent = true;
    Promise.all(
      bonus.restrictedGameIds.map((id) =>
        api('game', { params: { id } }).then(
          (answer) => answer.data.name,
          () => id,
        ),
      ),
    ).then((list) => isCurrent && setNames(list));
    return () => {
      isCurrent = false;
    };
  }, [api, bonus.restrictedGameIds]);
  return (
    <ResultLayout
      tone="info"
      icon={<Ban />}
      title={t('bonuses.restrictedBets.title')}
      text={t('bonuses.restrictedBets.text', { name: bonus.name })}
    >
      {names ? (
        <ul className={styles.gameList}>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : (
        <Skeleton variant="text" lines={2} />
      )}
      <Button variant="ghost" size="lg" isFullWidth onClick={close}>
        {t('bonuses.details.close')}
      </Button>
    </ResultLayout>
  );
}

/** wallet-bonus-info: the terms of a deposit bonus, from the cashier's chooser. */
export function WalletBonusInfoModal({
  bonus,
  currency,
  close,
}: ModalContentProps & { bonus: DepositBonus; currency: string }) {
  const { t, locale } = useTranslation();
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const range = bonus.triggerConditions.invoiceAmountItems[0];
  const fixed = bonus.assignConditions.amountItems[0];
  const max = bonus.assignConditions.maxAmountItems[0];
  return (
    <ResultLayout tone="info" icon={<Gift />} title={bonus.name} text={bonus.description}>
      <dl className={styles.detailsList}>
        <dt>{t('bonuses.info.gives')}</dt>
        <dd>
          {bonus.type === 1 && fixed
            ? money(fixed.amount)
            : t('bonuses.info.percentage', {
                percent: bonus.assignConditions.depositPercentage ?? 0,
                max: max ? money(max.amount) : '—',
              })}
        </dd>
        {range && (
          <>
            <dt>{t('bonuses.info.deposit')}</dt>
            <dd>
              {range.amountTo === null
                ? t('bonuses.chooser.from', { amount: money(range.amountFrom) })
                : `${money(range.amountFrom)} – ${money(range.amountTo)}`}
            </dd>
          </>
        )}
        <dt>{t('bonuses.details.wagering')}</dt>
        <dd>{t('bonuses.info.wagering', { multiplier: bonus.wagerMultiplier })}</dd>
        <dt>{t('bonuses.info.expiry')}</dt>
        <dd>{t('bonuses.info.days', { count: bonus.expiryDays })}</dd>
      </dl>
      <Button variant="ghost" size="lg" isFullWidth onClick={close}>
        {t('bonuses.details.close')}
      </Button>
    </ResultLayout>
  );
}
