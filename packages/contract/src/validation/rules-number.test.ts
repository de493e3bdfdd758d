import { describe, expect, it } from 'vitest';
import { validateValue } from './validate.ts';

const failedRule = (value: unknown, rules: string[]) => validateValue(value, rules)?.rule ?? null;

describe('min and max', () => {
  it('measure text by its length in characters', () => {
    expect(failedRule('abcdef', ['min:6'])).toBeNull();
    expect(failedRule('abcde', ['min:6'])).toBe('min');
    expect(failedRule('ab', ['max:2'])).toBeNull();
    expect(failedRule('abc', ['max:2'])).toBe('max');
    expect(failedRule('😀😀', ['max:2'])).toBeNull();
  });

  it('measure numbers by their value', () => {
    expect(failedRule(18, ['min:18'])).toBeNull();
    expect(failedRule(17.5, ['min:18'])).toBe('min');
    expect(failedRule(100, ['max:99'])).toBe('max');
  });

  it('measure numeric text by its length unless the field is numeric', () => {
    expect(failedRule('100', ['min:5'])).toBe('min');
    expect(failedRule('100', ['numeric', 'min:5'])).toBeNull();
    expect(failedRule('4', ['integer', 'min:5'])).toBe('min');
    expect(failedRule('10.50', ['decimal:2', 'max:10'])).toBe('max');
  });

  it('measure lists by their length', () => {
    expect(failedRule(['a', 'b'], ['min:2'])).toBeNull();
    expect(failedRule(['a', 'b', 'c'], ['max:2'])).toBe('max');
  });

  it('fail values that have no size', () => {
    expect(failedRule({ a: 1 }, ['min:0'])).toBe('min');
    expect(failedRule(true, ['max:10'])).toBe('max');
  });

  it('name {min} and {max} for the message', () => {
    expect(validateValue('abc', ['min:6'])?.params).toEqual({ param: '6', min: '6' });
    expect(validateValue('abc', ['max:2'])?.params).toEqual({ param: '2', max: '2' });
  });

  it('ask for the numeric wording only when they weighed a number', () => {
    expect(validateValue(5, ['min:6'])?.variant).toBe('numeric');
    expect(validateValue('5', ['numeric', 'max:4'])?.variant).toBe('numeric');
    expect(validateValue('5', ['min:6'])?.variant).toBeUndefined();
    expect(validateValue(['a'], ['min:2'])?.variant).toBeUndefined();
  });
});

describe('digits and digits_between', () => {
  it('want only digits, exactly or within a range of counts', () => {
    expect(failedRule('0123', ['digits:4'])).toBeNull();
    expect(failedRule(1234, ['digits:4'])).toBeNull();
    expect(failedRule('123', ['digits:4'])).toBe('digits');
    expect(failedRule('12.4', ['digits:4'])).toBe('digits');
    expect(failedRule('1234', ['digits_between:4,6'])).toBeNull();
    expect(failedRule('123456', ['digits_between:4,6'])).toBeNull();
    expect(failedRule('1234567', ['digits_between:4,6'])).toBe('digits_between');
    expect(failedRule('12a4', ['digits_between:4,6'])).toBe('digits_between');
  });

  it('name {digits}, {min} and {max} for the message', () => {
    expect(validateValue('1', ['digits:4'])?.params).toEqual({ param: '4', digits: '4' });
    expect(validateValue('1', ['digits_between:4,6'])?.params).toEqual({
      param: '4,6',
      min: '4',
      max: '6',
    });
  });
});

describe('numeric and integer', () => {
  it('accept numbers and numeric text', () => {
    for (const value of [5, -2.5, '42', '-0.5', '.5', '1e3', '+7']) {
      expect(failedRule(value, ['numeric'])).toBeNull();
    }
    for (const value of ['abc', '1,5', '1.2.3', Number.NaN, true]) {
      expect(failedRule(value, ['numeric'])).toBe('numeric');
    }
  });

  it('accept whole numbers only for integer', () => {
    for (const value of [5, -3, '42', '-7', '+7'])
      expect(failedRule(value, ['integer'])).toBeNull();
    for (const value of [5.5, '5.0', '1e3', 'x'])
      expect(failedRule(value, ['integer'])).toBe('integer');
  });
});

describe('decimal', () => {
  it('accepts any decimal number without parameters', () => {
    expect(failedRule('10', ['decimal'])).toBeNull();
    expect(failedRule('10.125', ['decimal'])).toBeNull();
    expect(failedRule('10.', ['decimal'])).toBe('decimal');
    expect(failedRule('abc', ['decimal'])).toBe('decimal');
  });

  it('wants exactly the given number of places with one parameter', () => {
    expect(failedRule('10.50', ['decimal:2'])).toBeNull();
    expect(failedRule('10.5', ['decimal:2'])).toBe('decimal');
    expect(failedRule('10', ['decimal:2'])).toBe('decimal');
  });

  it('names {min} and {max} places for the message, and nothing without parameters', () => {
    expect(validateValue('1.5', ['decimal:2'])?.params).toEqual({ param: '2', min: '2', max: '2' });
    expect(validateValue('x', ['decimal'])?.params).toEqual({});
  });

  it('wants places within the range with two parameters', () => {
    expect(failedRule('10', ['decimal:0,2'])).toBeNull();
    expect(failedRule('-1.5', ['decimal:1,3'])).toBeNull();
    expect(failedRule('1.5555', ['decimal:1,3'])).toBe('decimal');
  });
});
