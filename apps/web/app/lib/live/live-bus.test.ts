import { describe, expect, it, vi } from 'vitest';
import { createLiveBus } from './live-bus';

describe('the live bus', () => {
  it('hands a publication to the handlers of its channel only', () => {
    const bus = createLiveBus();
    const onAccounts = vi.fn();
    const onInvoices = vi.fn();
    bus.onPublication('wallet:accounts', onAccounts);
    bus.onPublication('payment:invoices', onInvoices);
    bus.dispatch('wallet:accounts', { id: 'a1', currency: 'EUR', balanceMinor: 100 });
    expect(onAccounts).toHaveBeenCalledWith({ id: 'a1', currency: 'EUR', balanceMinor: 100 });
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
