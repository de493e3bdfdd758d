import { describe, expect, it } from 'vitest';
import { en } from '../messages/en.ts';
import { RULE_NAMES } from './rules.ts';
import {
  findDependentFields,
  messageKeyOf,
  messageRuleOf,
  validateData,
  validateValue,
} from './validate.ts';

describe('validateValue', () => {
  it('returns null when every rule passes', () => {
    expect(validateValue('player@example.com', ['required', 'email'])).toBeNull();
  });

  it('returns only the first failing rule', () => {
    expect(validateValue('ab', ['email', 'min:6'])).toEqual({ rule: 'email', params: {} });
    expect(validateValue('ab', ['min:6', 'email'])).toEqual({
      rule: 'min',
      params: { param: '6', min: '6' },
    });
  });

  it('skips own rules for empty values', () => {
    for (const value of [undefined, null, '', '  ', []]) {
      expect(validateValue(value, ['email', 'min:6', 'phone', 'date', 'cpf', 'array'])).toBeNull();
    }
  });

  it('still runs the implicit rules on empty values', () => {
    expect(validateValue('', ['email', 'required'])?.rule).toBe('required');
    expect(validateValue(undefined, ['accepted'])?.rule).toBe('accepted');
  });

  it('runs own rules on zero and false, which are not empty', () => {
    expect(validateValue(0, ['min:1'])?.rule).toBe('min');
    expect(validateValue(false, ['string'])?.rule).toBe('string');
  });

  it('throws on a rule it does not know rather than passing the value', () => {
    expect(() => validateValue('x', ['nope'])).toThrow('Unknown validation rule');
  });
});

describe('validateData', () => {
  const rules = {
    password: ['min:6'],
    password_confirmation: ['required', 'same:password'],
    email: ['required', 'email'],
  };

  it('returns the failures of the failing fields only', () => {
    const data = { password: 'secret1', password_confirmation: 'secret2', email: 'a@example.com' };
    expect(validateData(data, rules)).toEqual({
      password_confirmation: { rule: 'same', params: { param: 'password', other: 'password' } },
    });
  });

  it('returns nothing when all fields pass', () => {
    const data = { password: 'secret1', password_confirmation: 'secret1', email: 'a@example.com' };
    expect(validateData(data, rules)).toEqual({});
  });

  it('treats missing fields as empty', () => {
    expect(Object.keys(validateData({}, rules))).toEqual(['password_confirmation', 'email']);
  });

  it('passes the injected now to the age rules', () => {
    const ageRules = { birthdate: ['min_age:18'] };
    const data = { birthdate: '2006-06-15' };
    expect(validateData(data, ageRules, { now: new Date('2024-06-14T00:00:00Z') })).toHaveProperty(
      'birthdate.rule',
      'min_age',
    );
    expect(validateData(data, ageRules, { now: new Date('2024-06-15T00:00:00Z') })).toEqual({});
  });
});

describe('messageKeyOf', () => {
  it('names the translation of the failed rule', () => {
    expect(messageKeyOf({ rule: 'min', params: { min: '6' } })).toBe('validation.min');
  });

  it('names the numeric wording when min or max weighed a number', () => {
    const failure = validateValue(17, ['min:18']);
    expect(failure).toEqual({
      rule: 'min',
      params: { param: '18', min: '18' },
      variant: 'numeric',
    });
    expect(failure && messageKeyOf(failure)).toBe('validation.min_numeric');
    const textFailure = validateValue('abc', ['max:2']);
    expect(textFailure && messageKeyOf(textFailure)).toBe('validation.max');
  });
});

describe('messageRuleOf', () => {
  it('finds an English message for every rule and every numeric variant', () => {
    const messageRules = [
      ...RULE_NAMES.map((rule) => messageRuleOf({ rule, params: {} })),
      messageRuleOf({ rule: 'min', params: {}, variant: 'numeric' }),
      messageRuleOf({ rule: 'max', params: {}, variant: 'numeric' }),
    ];
    expect(messageRules.filter((rule) => !(rule in en.validation))).toEqual([]);
  });
});

describe('findDependentFields', () => {
  it('finds the fields whose rules name the changed field', () => {
    const rules = {
      password: ['min:6'],
      password_confirmation: ['required', 'same:password'],
      phone: ['required_if:type,phone'],
      startsAt: ['after:birthdate'],
      email: ['email'],
    };
    expect(findDependentFields(rules, 'password')).toEqual(['password_confirmation']);
    expect(findDependentFields(rules, 'type')).toEqual(['phone']);
    expect(findDependentFields(rules, 'birthdate')).toEqual(['startsAt']);
    expect(findDependentFields(rules, 'email')).toEqual([]);
  });

  it('does not take a value listed by required_if for a field name', () => {
    expect(findDependentFields({ phone: ['required_if:type,email'] }, 'email')).toEqual([]);
  });
});
