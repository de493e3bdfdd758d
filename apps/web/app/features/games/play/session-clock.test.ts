import { describe, expect, it } from 'vitest';
import { computeNetResultMinor, formatSessionTime, toneOfNetResult } from './session-clock';

describe('formatSessionTime', () => {
  it('shows minutes and seconds under an hour', () => {
    expect(formatSessionTime(0)).toBe('0:00');
    expect(formatSessionTime(65_400)).toBe('1:05');
    expect(formatSessionTime(3_599_999)).toBe('59:59');
  });

  it('adds hours from the first hour on', () => {
    expect(formatSessionTime(3_600_000)).toBe('1:00:00');
    expect(formatSessionTime(7_384_000)).toBe('2:03:04');
  });

  it('counts a negative span as zero', () => {
    expect(formatSessionTime(-5_000)).toBe('0:00');
  });
});

describe('computeNetResultMinor', () => {
  it('is the balance now minus the balance at the start', () => {
    const start = { balanceMinor: 10_000, currency: 'EUR' };
    expect(computeNetResultMinor(start, { balanceMinor: 12_550, currency: 'EUR' })).toBe(2_550);
    expect(computeNetResultMinor(start, { balanceMinor: 9_000, currency: 'EUR' })).toBe(-1_000);
  });

  it('is unknown across a currency switch or before the balance is known', () => {
    const start = { balanceMinor: 10_000, currency: 'EUR' };
    expect(computeNetResultMinor(start, { balanceMinor: 10_000, currency: 'USD' })).toBeUndefined();
    expect(computeNetResultMinor(undefined, start)).toBeUndefined();
  });
});

describe('toneOfNetResult', () => {
  it('names wins up, losses down and zero even', () => {
    expect(toneOfNetResult(1)).toBe('up');
    expect(toneOfNetResult(-1)).toBe('down');
    expect(toneOfNetResult(0)).toBe('even');
  });
});
