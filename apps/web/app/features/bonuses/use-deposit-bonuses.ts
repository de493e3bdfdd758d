import type { DepositBonus } from '@croupier/contract';
import { BONUS_LIST_DEBOUNCE_MS } from '@croupier/contract/constants';
import { useEffect, useState } from 'react';
import { useLiveChannel } from '~/lib/live';
import { useApi } from '~/lib/session/api-client';
import { adjustChoice, type BonusChoice, initialChoice } from './deposit-bonus-choice';

/**
 * The deposit bonuses of the account's currency for the amount being typed (loaded again 500 ms
 * after the amount settles, and after every deposit event), with the player's choice kept valid
 * as the amount changes (spec section 4).
 */
export function useDepositBonuses(
  currency: string | undefined,
  amountMinor: number | undefined,
  isCrypto: boolean,
) {
  const api = useApi();
  const [bonuses, setBonuses] = useState<DepositBonus[]>([]);
  const [isLoaded, setIsLoaded] = useState(false);
  const [picked, setPicked] = useState<BonusChoice>();
  const [askedAmount, setAskedAmount] = useState(amountMinor);
  const [round, setRound] = useState(0);

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

  useLiveChannel('payment:invoices', () => setRound((value) => value + 1));

  const choice =
    picked === undefined
      ? initialChoice(bonuses, amountMinor, isCrypto)
      : adjustChoice(picked, bonuses, amountMinor, isCrypto);
  return { bonuses, isLoaded, choice, choose: setPicked };
}
