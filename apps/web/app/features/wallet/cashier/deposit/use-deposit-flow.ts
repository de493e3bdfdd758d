import type { PaymentMethod, PaymentResponse } from '@croupier/contract';
import { CRYPTO_DEPOSIT_REFRESH_MS } from '@croupier/contract/constants';
import { useEffect, useRef, useState } from 'react';
import { type BonusChoice, toDepositFields } from '~/features/bonuses/deposit-bonus-choice';
import { useTranslation } from '~/lib/i18n';
import { useLiveChannel } from '~/lib/live';
import { useModals } from '~/lib/modals/modal-provider';
import { createDeposit } from '../api/invoices';
import type { WalletState } from '../wallet-modal';
import type { DepositResult } from './deposit-panel';

/**
 * Where the provider sends the player back: this page, with the outcome's modal named in the
 * query so that it opens on arrival (the wallet itself stays closed).
 */
function returnUrl(modal: 'deposit-success' | 'deposit-error' | 'deposit-pending') {
  const url = new URL(window.location.href);
  url.searchParams.delete('wallet');
  url.searchParams.set('modal', modal);
  return url.toString();
}

const SUCCESS = 2;
const FAILED = 3;

/**
 * One deposit from submit to the end: a submitting flag blocks a second submit; the answer's
 * processing type decides what follows (spec section 2); the invoice's live events end it.
 */
export function useDepositFlow(
  wallet: WalletState,
  method: PaymentMethod,
  closeWallet: () => void,
) {
  const { locale } = useTranslation();
  const modals = useModals();
  const [result, setResult] = useState<DepositResult>();
  const [qr, setQr] = useState<string>();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isSubmittingRef = useRef(false);
  const networkTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(networkTimer.current), []);

  const finish = (
    name: 'deposit-success' | 'deposit-error' | 'deposit-pending',
    amountMinor?: number,
  ) => {
    closeWallet();
    modals.open(name, { amountMinor, currency: wallet.account?.currency });
  };

  useLiveChannel('payment:invoices', (event) => {
    if (!result || event.id !== result.response.invoiceId) return;
    if (event.status === SUCCESS) return finish('deposit-success', result.amountMinor);
    if (event.status === FAILED) return finish('deposit-error');
    if (event.qr) setQr(event.qr);
  });

  const send = async (amountMinor: number, fields: Record<string, string>, bonus: BonusChoice) => {
    const account = wallet.account;
    if (!account) throw new Error('no active account');
    return createDeposit(
      {
        method: method.method,
        currency: account.currency,
        country: wallet.country,
        amount: amountMinor,
        accountId: account.id,
        redirectSuccessUrl: returnUrl('deposit-success'),
        redirectErrorUrl: returnUrl('deposit-error'),
        redirectUrl: returnUrl('deposit-pending'),
        ...toDepositFields(bonus),
        fields,
      },
      locale,
    );
  };

  const follow = (
    response: PaymentResponse,
    amountMinor: number,
    fields: Record<string, string>,
    bonus: BonusChoice,
  ) => {
    if (method.processingType === 'form') {
      if (!response.action) return finish('deposit-pending', amountMinor);
      modals.open('deposit-redirect', { action: response.action, methodName: method.name });
      return;
    }
    setQr(response.qr ?? undefined);
    setResult({ response, amountMinor, fields, bonus });
  };

  const submit = async (
    amountMinor: number,
    fields: Record<string, string>,
    bonus: BonusChoice,
  ) => {
    if (isSubmittingRef.current) return;
    isSubmittingRef.current = true;
    setIsSubmitting(true);
    wallet.trackFunnel('sent');
    try {
      follow(await send(amountMinor, fields, bonus), amountMinor, fields, bonus);
    } catch (error) {
      modals.open('deposit-error', { message: error instanceof Error ? error.message : undefined });
    } finally {
      isSubmittingRef.current = false;
      setIsSubmitting(false);
    }
  };

  /** A crypto deposit on another network needs another address: asked once the choice settles. */
  const changeNetwork = (key: string, networkId: string) => {
    if (!result) return;
    wallet.trackFunnel('network');
    const fields = { ...result.fields, [key]: networkId };
    clearTimeout(networkTimer.current);
    networkTimer.current = setTimeout(() => {
      void send(result.amountMinor, fields, result.bonus).then(
        (response) => follow(response, result.amountMinor, fields, result.bonus),
        () => modals.open('deposit-error', {}),
      );
    }, CRYPTO_DEPOSIT_REFRESH_MS);
    setResult({ ...result, fields });
  };

  return {
    result,
    qr,
    isSubmitting,
    submit,
    changeNetwork,
    startAgain: () => setResult(undefined),
    confirmPaid: () => finish('deposit-pending', result?.amountMinor),
  };
}
