import type { Currency } from '@croupier/contract';
import { useRef } from 'react';
import { useLiveChannel } from '../../../lib/live';

/**
 * Fires deposit/withdraw/failDeposit/failWithdraw once per invoice reaching status 2 or 3. Every
 * open tab receives the event; only the one in view reports it, so two tabs do not count twice.
 * The analytics code loads with the first outcome (every page carries this hook, and the home
 * page's script budget has no room for it).
 */
export function useInvoiceAnalytics(userId: string | undefined, currencies: readonly Currency[]) {
  const reported = useRef(new Set<string>());
  useLiveChannel('payment:invoices', (event) => {
    if (event.status === 1 || reported.current.has(event.id)) return;
    if (document.visibilityState !== 'visible') return;
    reported.current.add(event.id);
    const currency = currencies.find((item) => item.code === event.currency);
    void import('../analytics').then(({ trackInvoiceOutcome }) =>
      trackInvoiceOutcome(event, {
        userId,
        subunitToUnit: currency?.subunitToUnit,
        walletType: currency?.type,
      }),
    );
  });
}
