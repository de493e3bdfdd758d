import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildInvoiceResultEvent,
  buildWalletFunnelEvent,
  outcomeOf,
  trackWalletFunnel,
} from './analytics';

describe('wallet funnel events', () => {
  it('carries the step, operation type, user and load time', () => {
    expect(
      buildWalletFunnelEvent({
        step: 'method',
        operationType: 'deposit',
        userId: 'p1',
        loadTimeMs: 412.6,
      }),
    ).toEqual({
      event: 'walletFunnel',
      category: 'walletFunnel',
      userId: 'p1',
      funnelStep: 'method',
      operationType: 'deposit',
      loadTime: 413,
    });
  });

  it("defaults missing values to 'not set' and 0", () => {
    expect(buildWalletFunnelEvent({ step: 'close' })).toMatchObject({
      userId: 'not set',
      operationType: 'not set',
      loadTime: 0,
    });
  });
});

describe('invoice result events', () => {
  it('gives a deposit the ecommerce block of spec section 9, in major units', () => {
    const event = buildInvoiceResultEvent({
      outcome: 'deposit',
      amountMinor: 5_050,
      currency: 'EUR',
      subunitToUnit: 100,
      invoiceId: 'inv-1',
      walletType: 'fiat',
      userId: 'p1',
      successDepositNumber: 3,
    });
    expect(event).toMatchObject({
      event: 'deposit',
      depositAmount: 50.5,
      depositCurrency: 'EUR',
      successDepositNumber: 3,
      invoiceId: 'inv-1',
      walletType: 'fiat',
      ecommerce: {
        transaction_id: 'inv-1',
        value: 50.5,
        currency: 'EUR',
        items: [
          {
            item_name: 'deposit',
            item_category: 'Financial Services',
            item_category2: 'Deposits',
            price: 50.5,
            quantity: 1,
          },
        ],
      },
    });
  });

  it('gives a failed deposit the deposit fields without the ecommerce block', () => {
    const event = buildInvoiceResultEvent({ outcome: 'failDeposit' });
    expect(event).toEqual({
      event: 'failDeposit',
      category: 'failDeposit',
      userId: 'not set',
      invoiceId: 'not set',
      walletType: 'not set',
      depositAmount: 0,
      depositCurrency: 'not set',
      successDepositNumber: 0,
    });
  });

  it('gives withdrawals the withdraw fields', () => {
    const event = buildInvoiceResultEvent({
      outcome: 'failWithdraw',
      amountMinor: 150_000,
      currency: 'BTC',
      subunitToUnit: 100_000_000,
      walletType: 'crypto',
    });
    expect(event).toMatchObject({ withdrawAmount: 0.0015, withdrawCurrency: 'BTC' });
    expect(event).not.toHaveProperty('depositAmount');
  });

  it('maps invoice type and status to an outcome, none while pending', () => {
    expect(outcomeOf({ type: 1, status: 2 })).toBe('deposit');
    expect(outcomeOf({ type: 1, status: 3 })).toBe('failDeposit');
    expect(outcomeOf({ type: 2, status: 2 })).toBe('withdraw');
    expect(outcomeOf({ type: 2, status: 3 })).toBe('failWithdraw');
    expect(outcomeOf({ type: 2, status: 1 })).toBeUndefined();
  });
});

describe('pushing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('appends to the dataLayer, creating it when missing', () => {
    const fakeWindow: { dataLayer?: unknown[] } = {};
    vi.stubGlobal('window', fakeWindow);
    vi.stubGlobal('document', { cookie: 'cookie-consent=accepted' });
    trackWalletFunnel({ step: 'open', operationType: 'withdraw' });
    expect(fakeWindow.dataLayer).toEqual([
      expect.objectContaining({ funnelStep: 'open', operationType: 'withdraw' }),
    ]);
  });
});
