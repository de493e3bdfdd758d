import type { DepositBonus, PlayerBonus } from '@croupier/contract';
import { AlertTriangle, ArrowLeftRight, Ban, Gauge, Gift, XCircle } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { formatMoney } from '~/components/ui/amount';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { ResultLayout } from '~/features/wallet/cashier/modals/result-layout';
import { useTranslation } from '~/lib/i18n';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { useApi } from '~/lib/session/api-client';
import styles from './bonuses.module.css';

type ConfirmProps = ModalContentProps & { bonus: PlayerBonus; onConfirm?: () => void };

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

export function CancelActiveBonusModal({ bonus, close, onConfirm }: ConfirmProps) {
  const { t } = useTranslation();
  const money = useMoney(bonus);
  return (
    <BonusConfirmAction
      icon={<XCircle />}
      title={t('bonuses.cancelActive.title')}
      text={t('bonuses.cancelActive.text', { name: bonus.name, balance: money(bonus.balance) })}
      confirmLabel={t('bonuses.cancelActive.confirm')}
      keepLabel={t('bonuses.keep')}
      close={close}
      onConfirm={onConfirm}
    />
  );
}

export function CancelIssuedBonusModal({ bonus, close, onConfirm }: ConfirmProps) {
  const { t } = useTranslation();
  return (
    <BonusConfirmAction
      icon={<XCircle />}
      title={t('bonuses.cancelIssued.title')}
      text={t('bonuses.cancelIssued.text', { name: bonus.name })}
      confirmLabel={t('bonuses.cancelIssued.confirm')}
      keepLabel={t('bonuses.keep')}
      close={close}
      onConfirm={onConfirm}
    />
  );
}

export function CancelUnsettledBonusModal({ bonus, close, onConfirm }: ConfirmProps) {
  const { t } = useTranslation();
  return (
    <BonusConfirmAction
      icon={<AlertTriangle />}
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
