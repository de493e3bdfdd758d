import { describe, expect, it } from 'vitest';
import { isEmptyValue, toText } from './values.ts';

describe('isEmptyValue', () => {
  it('counts missing values, blank text and empty lists as empty', () => {
    for (const value of [undefined, null, '', '   ', []]) expect(isEmptyValue(value)).toBe(true);
  });

  it('counts zero, false and filled values as present', () => {
    for (const value of [0, false, 'a', [0], {}]) expect(isEmptyValue(value)).toBe(false);
  });
});

describe('toText', () => {
  it('reads strings and finite numbers, nothing else', () => {
    expect(toText('abc')).toBe('abc');
    expect(toText(12.5)).toBe('12.5');
    expect(toText(Number.NaN)).toBeNull();
    expect(toText(true)).toBeNull();
    expect(toText(['a'])).toBeNull();
  });
});
