import type { ResponseOf } from '@croupier/contract';
import { useState } from 'react';
import { displayUnitOf, toMinor } from '../../components/ui/amount';
import { Button } from '../../components/ui/button';
import { Scale } from '../../components/ui/icons';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import { useToasts } from '../../lib/toasts';
import { useOperator } from './operator-context';
import { ReasonDialog } from './reason-dialog';
import { useOperatorApi } from './use-operator-api';

type Account = ResponseOf<'backofficePlayer'>['data']['accounts'][number];
type Direction = 'credit' | 'debit';

interface AdjustActionProps {
  playerId: string;
  accounts: Account[];
  onChanged(): void;
}

/**
 * A credit or debit of one of the player's accounts with a reason: applied at once up to the
 * approval threshold, else waiting for a second operator (the API decides and says which).
 */
export function AdjustAction({ playerId, accounts, onChanged }: AdjustActionProps) {
  const { t } = useTranslation();
  const { can } = useOperator();
  const call = useOperatorApi();
  const { show } = useToasts();
  const [isOpen, setIsOpen] = useState(false);
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? '');
  const [direction, setDirection] = useState<Direction>('credit');
  const [amount, setAmount] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  if (!can('adjustments.request') || accounts.length === 0) return null;

  const account = accounts.find((item) => item.id === accountId) ?? accounts[0]!;
  const unit = displayUnitOf(account.currency);
  const amountMinor = toMinor(amount, unit.subunitToUnit);
  const isAmountValid = amountMinor !== undefined && amountMinor > 0;

  const confirm = async (reason: string) => {
    const signed = direction === 'credit' ? amountMinor! : -amountMinor!;
    const { data } = await call('backofficeRequestAdjustment', {
      params: { id: playerId },
      body: { accountId: account.id, amount: signed, reason },
    });
    show({
      type: 'success',
      title: t(
        data.status === 'applied'
          ? 'backoffice.adjustments.applied'
          : 'backoffice.adjustments.waiting',
      ),
    });
    setIsOpen(false);
    setAmount('');
    setIsTouched(false);
    onChanged();
  };

  return (
    <>
      <Button
        variant="secondary"
        icon={<Scale aria-hidden="true" />}
        onClick={() => setIsOpen(true)}
      >
        {t('backoffice.adjustments.adjust')}
      </Button>
      {isOpen && (
        <ReasonDialog
          title={t('backoffice.adjustments.requestTitle')}
          text={t('backoffice.adjustments.requestText')}
          confirmLabel={t('backoffice.adjustments.request')}
          onConfirm={confirm}
          onClose={() => setIsOpen(false)}
          canConfirm={() => {
            setIsTouched(true);
            return isAmountValid;
          }}
        >
          <Select
            label={t('backoffice.adjustments.account')}
            options={accounts.map((item) => ({ value: item.id, label: item.currency }))}
            value={account.id}
            onChange={(event) => setAccountId(event.target.value)}
          />
          <Select
            label={t('backoffice.adjustments.direction')}
            options={(['credit', 'debit'] as const).map((value) => ({
              value,
              label: t(`backoffice.adjustments.directions.${value}`),
            }))}
            value={direction}
            onChange={(event) => setDirection(event.target.value as Direction)}
          />
          <TextField
            label={t('backoffice.adjustments.amountIn', { unit: unit.code })}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            onBlur={() => setIsTouched(true)}
            error={
              isTouched && !isAmountValid ? t('backoffice.adjustments.amountInvalid') : undefined
            }
            required
          />
        </ReasonDialog>
      )}
    </>
  );
}
