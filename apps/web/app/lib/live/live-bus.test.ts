import type { Account } from '@croupier/contract';
import { describe, expect, it, vi } from 'vitest';
import { createLiveBus } from './live-bus';

const account: Account = {
  id: '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f',
  currency: 'EUR',
  type: 'fiat',
  status: 1,
  balance: 100,
  withdrawalBalance: 100,
};

describe('the live bus', () => {
  it('hands a publication to the handlers of its channel only', () => {
    const bus = createLiveBus();
    const onAccounts = vi.fn();
    const onInvoices = vi.fn();
    bus.onPublication('wallet:accounts', onAccounts);
    bus.onPublication('payment:invoices', onInvoices);
    bus.dispatch('wallet:accounts', account);
    expect(onAccounts).toHaveBeenCalledWith(account);
    expect(onInvoices).not.toHaveBeenCalled();
  });

  it('tells a channel’s resync handlers why to reload, until they stop listening', () => {
    const bus = createLiveBus();
    const onResync = vi.fn();
    const stop = bus.onResync('wallet:accounts', onResync);
    bus.resync('wallet:accounts', 'subscribed');
    bus.resync('payment:invoices', 'subscribed');
    stop();
    bus.resync('wallet:accounts', 'visible');
    expect(onResync.mock.calls).toEqual([['subscribed']]);
  });
});
