import { describe, expect, it } from 'vitest';
import { validateValue } from './validate.ts';

const now = new Date('2024-06-15T12:00:00Z');
const failedRule = (value: unknown, rules: string[], data: Record<string, unknown> = {}) =>
  validateValue(value, rules, data, { now })?.rule ?? null;

describe('date', () => {
  it('accepts calendar dates and timestamps and refuses impossible days', () => {
    expect(failedRule('2024-02-29', ['date'])).toBeNull();
    expect(failedRule(1_700_000_000_000, ['date'])).toBeNull();
    expect(failedRule('2023-02-29', ['date'])).toBe('date');
    expect(failedRule('3001-01-01', ['date'])).toBe('date');
  });
});

describe('after, after_or_equal, before, before_or_equal and date_equals', () => {
  it('compare with a date given in the rule', () => {
    expect(failedRule('2000-01-02', ['after:2000-01-01'])).toBeNull();
    expect(failedRule('2000-01-01', ['after:2000-01-01'])).toBe('after');
    expect(failedRule('2000-01-01', ['after_or_equal:2000-01-01'])).toBeNull();
    expect(failedRule('1999-12-31', ['after_or_equal:2000-01-01'])).toBe('after_or_equal');
    expect(failedRule('1999-12-31', ['before:2000-01-01'])).toBeNull();
    expect(failedRule('2000-01-01', ['before:2000-01-01'])).toBe('before');
    expect(failedRule('2000-01-01', ['before_or_equal:2000-01-01'])).toBeNull();
    expect(failedRule('2000-01-02', ['before_or_equal:2000-01-01'])).toBe('before_or_equal');
    expect(failedRule('2000-1-1', ['date_equals:2000-01-01'])).toBeNull();
    expect(failedRule('2000-01-02', ['date_equals:2000-01-01'])).toBe('date_equals');
  });

  it('compare with the date another field holds', () => {
    const data = { birthdate: '1990-05-01' };
    expect(failedRule('2010-01-01', ['after:birthdate'], data)).toBeNull();
    expect(failedRule('1980-01-01', ['after:birthdate'], data)).toBe('after');
  });

  it('fail when either date is invalid', () => {
    expect(failedRule('2023-02-29', ['before:2030-01-01'])).toBe('before');
    expect(failedRule('2020-01-01', ['before:2023-02-29'])).toBe('before');
    expect(failedRule('2020-01-01', ['after:birthdate'], { birthdate: 'soon' })).toBe('after');
    expect(failedRule('2020-01-01', ['after:birthdate'], {})).toBe('after');
  });

  it('name {date} for the message', () => {
    expect(validateValue('1999-01-01', ['after:2000-01-01'])?.params).toEqual({
      param: '2000-01-01',
      date: '2000-01-01',
    });
  });
});

describe('min_age and max_age', () => {
  it('count whole years up to the injected now', () => {
    expect(failedRule('2006-06-15', ['min_age:18'])).toBeNull();
    expect(failedRule('2006-06-16', ['min_age:18'])).toBe('min_age');
    expect(failedRule('1924-06-16', ['max_age:99'])).toBeNull();
    expect(failedRule('1924-06-15', ['max_age:99'])).toBe('max_age');
  });

  it('fail for a birthdate that is no date', () => {
    expect(failedRule('2006-02-30', ['min_age:18'])).toBe('min_age');
    expect(failedRule('1990-02-30', ['max_age:99'])).toBe('max_age');
  });

  it('name {min} and {max} for the message', () => {
    expect(validateValue('2010-01-01', ['min_age:18'], {}, { now })?.params).toEqual({
      param: '18',
      min: '18',
    });
  });
});
