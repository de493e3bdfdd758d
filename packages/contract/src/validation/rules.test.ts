import { describe, expect, it } from 'vitest';
import { isImplicitRule, isRuleName, parseRule, RULE_NAMES } from './rules.ts';

describe('parseRule', () => {
  it('reads a rule without parameters', () => {
    expect(parseRule('required')).toEqual({ name: 'required', params: [] });
  });

  it('splits parameters on commas', () => {
    expect(parseRule('min:6')).toEqual({ name: 'min', params: ['6'] });
    expect(parseRule('digits_between:4,6')).toEqual({ name: 'digits_between', params: ['4', '6'] });
    expect(parseRule('required_if:type,phone')).toEqual({
      name: 'required_if',
      params: ['type', 'phone'],
    });
  });

  it('keeps a regex pattern whole, commas and colons included', () => {
    expect(parseRule('regex:/^[a-z]{2,4}:\\d+$/i')).toEqual({
      name: 'regex',
      params: ['/^[a-z]{2,4}:\\d+$/i'],
    });
  });

  it('reads dates and field names as comparison parameters', () => {
    expect(parseRule('after:2000-01-01')).toEqual({ name: 'after', params: ['2000-01-01'] });
    expect(parseRule('after:birthdate')).toEqual({ name: 'after', params: ['birthdate'] });
  });

  it('maps the spec spellings minAge and maxAge and the date_after alias', () => {
    expect(parseRule('minAge:18').name).toBe('min_age');
    expect(parseRule('maxAge:99').name).toBe('max_age');
    expect(parseRule('date_after:2000-01-01')).toEqual({ name: 'after', params: ['2000-01-01'] });
  });

  it('throws on an unknown rule, including inherited object keys', () => {
    expect(() => parseRule('sometimes')).toThrow('Unknown validation rule: sometimes');
    expect(() => parseRule('constructor')).toThrow('Unknown validation rule');
  });

  it('throws when a rule gets the wrong number of parameters', () => {
    expect(() => parseRule('min')).toThrow('Wrong number of parameters');
    expect(() => parseRule('required:1')).toThrow('Wrong number of parameters');
    expect(() => parseRule('required_if:type')).toThrow('Wrong number of parameters');
    expect(() => parseRule('decimal:1,2,3')).toThrow('Wrong number of parameters');
  });

  it('throws when a numeric rule gets a parameter that is no number', () => {
    expect(() => parseRule('min:six')).toThrow('expects numbers');
    expect(() => parseRule('min:')).toThrow('expects numbers');
  });
});

describe('RULE_NAMES', () => {
  it('lists every rule of the spec', () => {
    const specRules = [
      ...['country_code', 'language_code', 'phone', 'lowercase', 'uppercase', 'truthy', 'falsy'],
      ...['date', 'after', 'after_or_equal', 'before', 'before_or_equal', 'slug', 'array'],
      ...['boolean', 'required', 'required_if', 'required_unless', 'same', 'different', 'digits'],
      ...['digits_between', 'min', 'max', 'regex', 'not_regex', 'alpha', 'alpha_num', 'numeric'],
      ...['integer', 'decimal', 'url', 'ip', 'mac', 'accepted', 'declined', 'date_equals'],
      ...['min_age', 'max_age', 'string', 'email', 'cpf', 'otp'],
    ];
    expect([...RULE_NAMES].sort()).toEqual(specRules.sort());
  });
});

describe('isRuleName', () => {
  it('knows rule names and nothing else', () => {
    expect(isRuleName('same')).toBe(true);
    expect(isRuleName('toString')).toBe(false);
  });
});

describe('isImplicitRule', () => {
  it('marks the rules that judge empty values', () => {
    const implicit = RULE_NAMES.filter(isImplicitRule).sort();
    expect(implicit).toEqual([
      'accepted',
      'declined',
      'required',
      'required_if',
      'required_unless',
    ]);
  });
});
