import { Button } from '~/components/ui/button';
import { useTranslation } from '~/lib/i18n';
import { useModals } from '~/lib/modals/modal-provider';
import type { ModalContentProps } from '~/lib/modals/modal-registry';
import { CircleCheck, CircleX, Clock } from '../../../../components/ui/icons';
import { useCashierMoney } from '../use-cashier-money';
import { ResultLayout } from './result-layout';

interface ResultProps extends ModalContentProps {
  amountMinor?: number;
  currency?: string;
  message?: string;
}

function useAmountText({ amountMinor, currency }: ResultProps) {
  const money = useCashierMoney();
  return amountMinor !== undefined && currency ? money.format(amountMinor, currency) : undefined;
}

/** The invoice was paid: the money is on the account. */
export function DepositSuccessModal(props: ResultProps) {
  const { t } = useTranslation();
  const amount = useAmountText(props);
  return (
    <ResultLayout
      tone="success"
      icon={<CircleCheck />}
      title={t('cashier.success.title')}
      text={amount ? t('cashier.success.text', { amount }) : t('cashier.success.textPlain')}
    >
      <Button size="lg" isFullWidth onClick={props.close}>
        {t('cashier.success.play')}
      </Button>
    </ResultLayout>
  );
}

/** Paid on the player's side, awaiting the provider's confirmation. */
export function DepositPendingModal(props: ResultProps) {
  const { t } = useTranslation();
  return (
    <ResultLayout
      tone="pending"
      icon={<Clock />}
      title={t('cashier.pending.title')}
      text={t('cashier.pending.text')}
    >
      <Button size="lg" isFullWidth onClick={props.close}>
        {t('cashier.pending.ok')}
      </Button>
    </ResultLayout>
  );
}

/** The deposit failed (request refused or the invoice failed); trying again reopens the wallet. */
export function DepositErrorModal(props: ResultProps) {
  const { t } = useTranslation();
  const modals = useModals();
  return (
    <ResultLayout
      tone="error"
      icon={<CircleX />}
      title={t('cashier.error.title')}
      text={props.message || t('cashier.error.text')}
    >
      <Button
        size="lg"
        isFullWidth
        onClick={() => {
          props.close();
          modals.open('wallet', { tab: 'deposit' });
        }}
      >
        {t('cashier.error.retry')}
      </Button>
      <Button variant="ghost" size="lg" isFullWidth onClick={props.close}>
        {t('cashier.error.close')}
      </Button>
    </ResultLayout>
  );
}
