import type { DepositBonus } from '@croupier/contract';
import { BONUS_CODE_STATUSES, BONUS_CODE_TRIGGERS } from '@croupier/contract/bonus-amount';
import { BONUS_LIST_DEBOUNCE_MS } from '@croupier/contract/constants';
import { useEffect, useState } from 'react';
import { useLiveChannel } from '~/lib/live';
import { useRootData } from '~/lib/root-data';
import { useApi } from '~/lib/session/api-client';
import {
  adjustChoice,
  type BonusChoice,
  type ChoiceStart,
  initialChoice,
} from './deposit-bonus-choice';

/**
 * The deposit bonuses of the account's currency for the amount being typed (loaded again 500 ms
 * after the amount settles, and after every deposit event), with the player's choice kept valid
 * as the amount changes (spec section 4). The first choice follows `presetBonusId` (the bonus the
 * wallet was opened for), a waiting deposit code and the operator's decline setting.
 */
export function useDepositBonuses(
  currency: string | undefined,
  amountMinor: number | undefined,
  isCrypto: boolean,
  presetBonusId?: string,
) {
  const api = useApi();
  const [bonuses, setBonuses] = useState<DepositBonus[]>([]);
  const [isLoaded, setIsLoaded] = useState(false);
  const [picked, setPicked] = useState<BonusChoice>();
  const [askedAmount, setAskedAmount] = useState(amountMinor);
  const [round, setRound] = useState(0);
  const [hasWaitingCode, setHasWaitingCode] = useState(false);
  const isDeclinedByDefault = useRootData()?.init.features.isDepositBonusDeclinedByDefault;

  useEffect(() => {
    const timer = setTimeout(() => setAskedAmount(amountMinor), BONUS_LIST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [amountMinor]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks again after a deposit.
  useEffect(() => {
    if (!currency) return;
    let isCurrent = true;
    const query = { currency, ...(askedAmount !== undefined && { amount: askedAmount }) };
    api('depositBonuses', { query }).then(
      (answer) => {
        if (!isCurrent) return;
        setBonuses(answer.data);
        setIsLoaded(true);
      },
      () => isCurrent && setIsLoaded(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [api, currency, askedAmount, round]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks again after a deposit.
  useEffect(() => {
    let isCurrent = true;
    api('bonusCodes', { query: { trigger: BONUS_CODE_TRIGGERS.deposit } }).then(
      (answer) =>
        isCurrent &&
        setHasWaitingCode(answer.data.some((code) => code.status === BONUS_CODE_STATUSES.pending)),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [api, round]);

  useLiveChannel('payment:invoices', () => setRound((value) => value + 1));
  useLiveChannel('bonus:player-bonus-codes', () => setRound((value) => value + 1));

  const start: ChoiceStart = { presetBonusId, hasWaitingCode, isDeclinedByDefault };
  const choice =
    picked === undefined
      ? initialChoice(bonuses, amountMinor, isCrypto, start)
      : adjustChoice(picked, bonuses, amountMinor, isCrypto);
  return { bonuses, isLoaded, choice, choose: setPicked };
}
