import { describe, expect, it } from 'vitest';
import { validateValue } from './validate.ts';

const failedRule = (value: unknown, rules: string[], data: Record<string, unknown> = {}) =>
  validateValue(value, rules, data)?.rule ?? null;

describe('required', () => {
  it('fails on missing values, blank text and empty lists', () => {
    for (const value of [undefined, null, '', '  ', []]) {
      expect(failedRule(value, ['required'])).toBe('required');
    }
  });

  it('passes zero, false and filled values', () => {
    for (const value of [0, false, 'x', ['x']]) expect(failedRule(value, ['required'])).toBeNull();
  });
});

describe('required_if', () => {
  const rules = ['required_if:type,phone,sms'];

  it('requires the value when the other field holds one of the listed values', () => {
    expect(failedRule('', rules, { type: 'phone' })).toBe('required_if');
    expect(failedRule('', rules, { type: 'sms' })).toBe('required_if');
    expect(failedRule('+4915112345678', rules, { type: 'phone' })).toBeNull();
  });

  it('lets the value be empty when the other field holds something else or nothing', () => {
    expect(failedRule('', rules, { type: 'email' })).toBeNull();
    expect(failedRule('', rules, {})).toBeNull();
  });

  it('matches a boolean field against true/1 and false/0', () => {
    expect(failedRule(null, ['required_if:hasBonus,true'], { hasBonus: true })).toBe('required_if');
    expect(failedRule(null, ['required_if:hasBonus,1'], { hasBonus: true })).toBe('required_if');
    expect(failedRule(null, ['required_if:hasBonus,true'], { hasBonus: false })).toBeNull();
  });

  it('names the other field and its values for the message', () => {
    expect(validateValue('', rules, { type: 'phone' })?.params).toEqual({
      param: 'type,phone,sms',
      other: 'type',
      value: 'phone, sms',
    });
  });
});

describe('required_unless', () => {
  const rules = ['required_unless:type,email'];

  it('requires the value unless the other field holds one of the listed values', () => {
    expect(failedRule('', rules, { type: 'phone' })).toBe('required_unless');
    expect(failedRule('', rules, {})).toBe('required_unless');
    expect(failedRule('', rules, { type: 'email' })).toBeNull();
  });
});

describe('accepted and declined', () => {
  it('accepts yes, on, 1 and true in any case, as text, number or boolean', () => {
    for (const value of ['yes', 'on', '1', 'true', 'YES', 1, true]) {
      expect(failedRule(value, ['accepted'])).toBeNull();
    }
  });

  it('fails accepted for other words and for empty values', () => {
    for (const value of ['no', 'y', 0, false, '', undefined]) {
      expect(failedRule(value, ['accepted'])).toBe('accepted');
    }
  });

  it('declines no, off, 0 and false and fails declined otherwise, empty included', () => {
    for (const value of ['no', 'off', '0', 'false', 0, false]) {
      expect(failedRule(value, ['declined'])).toBeNull();
    }
    for (const value of ['yes', 1, '']) expect(failedRule(value, ['declined'])).toBe('declined');
  });
});

describe('truthy and falsy', () => {
  it('judge the same words as accepted and declined but skip empty values', () => {
    expect(failedRule('on', ['truthy'])).toBeNull();
    expect(failedRule('off', ['truthy'])).toBe('truthy');
    expect(failedRule('off', ['falsy'])).toBeNull();
    expect(failedRule('yes', ['falsy'])).toBe('falsy');
    expect(failedRule('', ['truthy'])).toBeNull();
  });
});

describe('boolean', () => {
  it('accepts true, false, 1, 0, "1" and "0" only', () => {
    for (const value of [true, false, 1, 0, '1', '0'])
      expect(failedRule(value, ['boolean'])).toBeNull();
    for (const value of ['true', 'yes', 2, '01'])
      expect(failedRule(value, ['boolean'])).toBe('boolean');
  });
});

describe('same and different', () => {
  it('passes same only when the other field holds the identical value', () => {
    expect(failedRule('secret1', ['same:password'], { password: 'secret1' })).toBeNull();
    expect(failedRule('secret2', ['same:password'], { password: 'secret1' })).toBe('same');
    expect(failedRule('1', ['same:pin'], { pin: 1 })).toBe('same');
  });

  it('passes different only when the values differ', () => {
    expect(failedRule('new', ['different:old'], { old: 'old' })).toBeNull();
    expect(failedRule('old', ['different:old'], { old: 'old' })).toBe('different');
  });

  it('names the other field for the message', () => {
    expect(validateValue('a', ['same:password'], { password: 'b' })?.params).toEqual({
      param: 'password',
      other: 'password',
    });
  });
});

describe('array and string', () => {
  it('checks the type of the value', () => {
    expect(failedRule(['a'], ['array'])).toBeNull();
    expect(failedRule('a', ['array'])).toBe('array');
    expect(failedRule('a', ['string'])).toBeNull();
    expect(failedRule(5, ['string'])).toBe('string');
  });
});
