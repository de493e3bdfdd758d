import type { ResponseOf } from '@croupier/contract';
import { useState } from 'react';
import { displayUnitOf } from '../../components/ui/amount';
import { Button } from '../../components/ui/button';
import { Gift } from '../../components/ui/icons';
import { Select } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { useTranslation } from '../../lib/i18n';
import { ClientApiError } from '../../lib/session/api-client';
import { useToasts } from '../../lib/toasts';
import { minorOf, useCurrencies } from './bonus-form-parts';
import { useOperator } from './operator-context';
import { ReasonDialog } from './reason-dialog';
import { useOperatorApi, useOperatorQuery } from './use-operator-api';

type Bonus = ResponseOf<'backofficeBonuses'>['data'][number];
type Account = ResponseOf<'backofficePlayer'>['data']['accounts'][number];

interface GiveBonusProps {
  /** From a player's page: their accounts' currencies; the bonus is chosen. */
  player?: { id: string; accounts: Account[] };
  /** From the definitions: the bonus is fixed; the player is named by their id. */
  bonus?: Bonus;
  onGiven?(): void;
}

/** The player page's action: a bonus to this player with a reason (the dialog below). */
export function GiveBonusAction({ player, onGiven }: GiveBonusProps) {
  const { t } = useTranslation();
  const { can } = useOperator();
  const [isOpen, setIsOpen] = useState(false);
  if (!can('bonuses.issue')) return null;
  return (
    <>
      <Button
        variant="secondary"
        icon={<Gift aria-hidden="true" />}
        onClick={() => setIsOpen(true)}
      >
        {t('backoffice.bonuses.grant.give')}
      </Button>
      {isOpen && (
        <GiveBonusDialog
          player={player}
          onClose={() => setIsOpen(false)}
          onGiven={() => {
            setIsOpen(false);
            onGiven?.();
          }}
        />
      )}
    </>
  );
}

/**
 * Gives a bonus to one player with a reason, through the bonuses module's own grant. A key made
 * when the dialog opens goes with every send of it, so a double click or a retry gives it once.
 */
export function GiveBonusDialog({
  player,
  bonus,
  onClose,
  onGiven,
}: GiveBonusProps & { onClose(): void; onGiven(): void }) {
  const { t } = useTranslation();
  // One key for every send of this dialog: a double click or a retry gives the bonus once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const call = useOperatorApi();
  const { show } = useToasts();
  const bonuses = useOperatorQuery('backofficeBonuses', bonus ? null : {});
  const currencies = useCurrencies();
  const choices = (bonuses.data?.data ?? []).filter((item) => item.isEnabled);
  const [playerId, setPlayerId] = useState(player?.id ?? '');
  const [bonusId, setBonusId] = useState(bonus?.id ?? '');
  const [currency, setCurrency] = useState(player?.accounts[0]?.currency ?? 'EUR');
  const [amount, setAmount] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const chosen = bonus ?? choices.find((item) => item.id === bonusId);
  const currencyCodes = player
    ? player.accounts.map((account) => account.currency)
    : currencies.map((item) => item.code);
  const errorOf = (field: string) => fieldErrors[field]?.[0];

  const confirm = async (reason: string) => {
    setFieldErrors({});
    try {
      const { data } = await call('backofficeGrantBonus', {
        params: { id: playerId.trim() },
        body: {
          bonusId,
          currency,
          amount: chosen?.type === 2 ? (minorOf(amount, currency) as number | null) : null,
          reason,
          idempotencyKey,
        },
      });
      show({
        type: 'success',
        title: t(
          data.isNew ? 'backoffice.bonuses.grant.given' : 'backoffice.bonuses.grant.alreadyGiven',
        ),
      });
      onGiven();
    } catch (error) {
      if (error instanceof ClientApiError) setFieldErrors(error.fields);
      throw error;
    }
  };

  return (
    <ReasonDialog
      title={t('backoffice.bonuses.grant.title')}
      text={t('backoffice.bonuses.grant.text')}
      confirmLabel={t('backoffice.bonuses.grant.confirm')}
      onConfirm={confirm}
      onClose={onClose}
      canConfirm={() => playerId.trim() !== '' && bonusId !== ''}
    >
      {!player && (
        <TextField
          label={t('backoffice.bonuses.grant.playerId')}
          hint={t('backoffice.bonuses.grant.playerIdHint')}
          value={playerId}
          onChange={(event) => setPlayerId(event.target.value)}
          error={errorOf('id')}
          required
        />
      )}
      {!bonus && (
        <Select
          label={t('backoffice.bonuses.grant.bonus')}
          placeholder={t('backoffice.bonuses.grant.chooseBonus')}
          options={choices.map((item) => ({ value: item.id, label: `${item.name} (${item.id})` }))}
          value={bonusId}
          onChange={(event) => setBonusId(event.target.value)}
          error={errorOf('bonusId')}
          required
        />
      )}
      <Select
        label={t('backoffice.bonuses.grant.currency')}
        options={currencyCodes.map((code) => ({ value: code, label: code }))}
        value={currency}
        onChange={(event) => setCurrency(event.target.value)}
        error={errorOf('currency')}
      />
      {chosen?.type === 2 && (
        <TextField
          label={t('backoffice.bonuses.grant.amountIn', { unit: displayUnitOf(currency).code })}
          hint={t('backoffice.bonuses.grant.amountHint')}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errorOf('amount')}
          required
        />
      )}
    </ReasonDialog>
  );
}
