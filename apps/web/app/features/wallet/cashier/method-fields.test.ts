import type { MethodField, PaymentMethod } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { checkAmount, clampOnBlur, withdrawLimits } from './amount-state';
import {
  amountLimitsOf,
  buildFieldRules,
  findNetworkField,
  isFieldDisabled,
  isFieldShown,
  rulesOfField,
} from './method-fields';
import { wagerProgress } from './withdraw/wager-progress';

const field = (overrides: Partial<MethodField>): MethodField => ({
  key: 'iban',
  fieldType: 'text',
  isRequired: false,
  labels: { en: 'IBAN' },
  ...overrides,
});

const network = field({
  key: 'network',
  fieldType: 'select',
  options: [
    { id: 'btc', name: 'Bitcoin', regex: '^bc1[a-z0-9]{20,}$', minAmount: 5000 },
    { id: 'lightning', name: 'Lightning', regex: '^ln[a-z0-9]+$', maxAmount: 90_000 },
  ],
});

const method = (fields: MethodField[]): PaymentMethod => ({
  method: 'crypto-btc',
  type: 'address',
  name: 'Bitcoin',
  logo: null,
  amountMin: 1000,
  amountMax: 500_000,
  presets: [],
  fields,
  processingType: 'qr',
  currency: 'BTC',
});

describe('rulesOfField', () => {
  it('requires a flagged field and checks it against its own pattern', () => {
    expect(rulesOfField(field({ isRequired: true, regexp: '^DE' }), 'deposit')).toEqual([
      'required',
      'regex:^DE',
    ]);
  });

  it('checks phone and cpf_number by their own rules instead of a pattern', () => {
    expect(rulesOfField(field({ key: 'phone', regexp: 'x' }), 'deposit')).toEqual(['phone']);
    expect(rulesOfField(field({ key: 'cpf_number', isRequired: true }), 'deposit')).toEqual([
      'required',
      'cpf',
    ]);
  });

  it("always requires a withdrawal's wallet_id and takes its pattern from the network", () => {
    const walletId = field({ key: 'wallet_id', regexp: '^any$' });
    const lightning = network.options?.[1];
    expect(rulesOfField(walletId, 'withdraw', lightning)).toEqual([
      'required',
      'regex:^ln[a-z0-9]+$',
    ]);
    expect(rulesOfField(walletId, 'deposit', lightning)).toEqual(['regex:^any$']);
  });
});

describe('isFieldShown', () => {
  const options = { showFilledFields: false };

  it('hides a prefilled field that already passes its rules', () => {
    expect(isFieldShown(field({ value: 'DE89', regexp: '^DE' }), 'deposit', options)).toBe(false);
  });

  it('shows a prefilled field that fails its rules, and every field with the setting on', () => {
    expect(isFieldShown(field({ value: 'FR76', regexp: '^DE' }), 'deposit', options)).toBe(true);
    const filled = field({ value: 'DE89', regexp: '^DE' });
    expect(isFieldShown(filled, 'deposit', { showFilledFields: true })).toBe(true);
  });

  it("shows the agent's number on a deposit, disabled, even when prefilled", () => {
    const agent = field({ key: 'agentNumber', value: '12345' });
    expect(isFieldShown(agent, 'deposit', options)).toBe(true);
    expect(isFieldDisabled(agent, 'deposit')).toBe(true);
    expect(isFieldDisabled(agent, 'withdraw')).toBe(false);
  });
});

describe('amount limits', () => {
  it('lets the chosen network narrow the method limits', () => {
    const crypto = method([network]);
    expect(findNetworkField(crypto)?.key).toBe('network');
    expect(amountLimitsOf(crypto, network.options?.[0])).toEqual({
      minMinor: 5000,
      maxMinor: 500_000,
    });
    expect(amountLimitsOf(crypto, network.options?.[1])).toEqual({
      minMinor: 1000,
      maxMinor: 90_000,
    });
  });

  it('never lets a withdrawal exceed the withdrawal balance', () => {
    expect(withdrawLimits({ minMinor: 1000, maxMinor: 500_000 }, 2500)).toEqual({
      minMinor: 1000,
      maxMinor: 2500,
    });
  });

  it('clamps on blur: empty or below the minimum becomes it, above the maximum becomes it', () => {
    const limits = { minMinor: 1000, maxMinor: 500_000 };
    expect(clampOnBlur('', limits, 100)).toBe('10');
    expect(clampOnBlur('9.99', limits, 100)).toBe('10');
    expect(clampOnBlur('7000', limits, 100)).toBe('5000');
    expect(clampOnBlur('42.5', limits, 100)).toBe('42.5');
  });

  it('names the clamped amount and refuses it while the typed one is out of range', () => {
    const limits = { minMinor: 1000, maxMinor: 500_000 };
    expect(checkAmount('7000', limits, 100)).toEqual({
      amountMinor: 700_000,
      clampedMinor: 500_000,
      isInRange: false,
    });
    expect(checkAmount('12.34', limits, 100)).toMatchObject({ amountMinor: 1234, isInRange: true });
    expect(checkAmount('12.345', limits, 100).isInRange).toBe(false);
  });
});

describe('buildFieldRules', () => {
  it('gives every field its rules by key', () => {
    expect(Object.keys(buildFieldRules([network, field({})], 'deposit'))).toEqual([
      'network',
      'iban',
    ]);
  });
});

describe('wagerProgress', () => {
  it('is the wagered share in whole percent, capped at 100', () => {
    expect(wagerProgress({ total: 10_000, turnOverWager: 2_550 })).toBe(25);
    expect(wagerProgress({ total: 10_000, turnOverWager: 12_000 })).toBe(100);
    expect(wagerProgress({ total: 0, turnOverWager: 0 })).toBe(100);
  });
});
