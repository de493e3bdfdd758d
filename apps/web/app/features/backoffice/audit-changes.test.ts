import { describe, expect, it } from 'vitest';
import { diffFields } from './audit-changes';

describe('diffFields', () => {
  it('lists only the fields whose value changed, with both values', () => {
    const before = { status: 1, amount: 3000, currency: 'EUR' };
    const after = { status: 2, amount: 3000, currency: 'EUR' };
    expect(diffFields(before, after)).toEqual([{ field: 'status', from: '1', to: '2' }]);
  });

  it('shows a field the action added without a before value', () => {
    expect(diffFields({ status: 1 }, { status: 3, reason: 'Chargeback' })).toEqual([
      { field: 'status', from: '1', to: '3' },
      { field: 'reason', from: undefined, to: 'Chargeback' },
    ]);
  });

  it('reads an entry without before or after as no change', () => {
    expect(diffFields(null, null)).toEqual([]);
    expect(diffFields(undefined, 'not an object')).toEqual([]);
  });

  it('writes nested values as JSON', () => {
    expect(diffFields({ segment: { country: 'DE' } }, { segment: { country: 'AT' } })).toEqual([
      { field: 'segment', from: '{"country":"DE"}', to: '{"country":"AT"}' },
    ]);
  });
});
