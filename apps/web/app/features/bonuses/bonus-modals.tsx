import type { PlayerBonus } from '@croupier/contract';
import { AlertTriangle, Gift, RefreshCw, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney } from '~/components/ui/amount';
import { Button } from '~/components/ui/button';
import { ResultLayout } from '~/features/wallet/cashier/modals/result-layout';
import { useTranslation } from '~/lib/i18n';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
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
      icon={<RefreshCw />}
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
