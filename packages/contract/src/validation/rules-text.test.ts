import { describe, expect, it } from 'vitest';
import { validateValue } from './validate.ts';

const failedRule = (value: unknown, rules: string[]) => validateValue(value, rules)?.rule ?? null;

describe('country_code and language_code', () => {
  it('want two upper-case and two lower-case letters', () => {
    expect(failedRule('BR', ['country_code'])).toBeNull();
    expect(failedRule('br', ['country_code'])).toBe('country_code');
    expect(failedRule('BRA', ['country_code'])).toBe('country_code');
    expect(failedRule('pt', ['language_code'])).toBeNull();
    expect(failedRule('PT', ['language_code'])).toBe('language_code');
    expect(failedRule('pt-BR', ['language_code'])).toBe('language_code');
  });
});

describe('lowercase and uppercase', () => {
  it('refuse letters of the other case and let digits through', () => {
    expect(failedRule('abc1', ['lowercase'])).toBeNull();
    expect(failedRule('aBc', ['lowercase'])).toBe('lowercase');
    expect(failedRule('ÄBC', ['uppercase'])).toBeNull();
    expect(failedRule('ABc', ['uppercase'])).toBe('uppercase');
  });
});

describe('slug, alpha and alpha_num', () => {
  it('accept letters, digits, underscore and hyphen in a slug', () => {
    expect(failedRule('summer_bonus-2024', ['slug'])).toBeNull();
    expect(failedRule('summer bonus', ['slug'])).toBe('slug');
    expect(failedRule('bonus!', ['slug'])).toBe('slug');
  });

  it('accept letters of any script in alpha, and digits too in alpha_num', () => {
    expect(failedRule('José', ['alpha'])).toBeNull();
    expect(failedRule('Jose1', ['alpha'])).toBe('alpha');
    expect(failedRule('Jose1', ['alpha_num'])).toBeNull();
    expect(failedRule('Jose-1', ['alpha_num'])).toBe('alpha_num');
  });
});

describe('regex and not_regex', () => {
  it('match a delimited pattern with its flags', () => {
    expect(failedRule('ABC', ['regex:/^[a-z]+$/i'])).toBeNull();
    expect(failedRule('ABC', ['regex:/^[a-z]+$/'])).toBe('regex');
  });

  it('match a bare pattern as method fields carry it', () => {
    expect(failedRule('12345678', ['regex:^\\d{8}$'])).toBeNull();
    expect(failedRule('1234567', ['regex:^\\d{8}$'])).toBe('regex');
  });

  it('give the same answer every time a global pattern runs', () => {
    const rules = ['regex:/a/g'];
    expect([failedRule('a', rules), failedRule('a', rules)]).toEqual([null, null]);
  });

  it('fail instead of throwing when the pattern does not compile', () => {
    expect(failedRule('a', ['regex:/([a-z]/'])).toBe('regex');
    expect(failedRule('a', ['not_regex:/([a-z]/'])).toBe('not_regex');
  });

  it('refuse a match in not_regex', () => {
    expect(failedRule('hello', ['not_regex:/\\d/'])).toBeNull();
    expect(failedRule('hello1', ['not_regex:/\\d/'])).toBe('not_regex');
  });
});

describe('email, url, ip and mac', () => {
  it('use the format checks', () => {
    expect(failedRule('player@example.com', ['email'])).toBeNull();
    expect(failedRule('player@', ['email'])).toBe('email');
    expect(failedRule('https://example.com', ['url'])).toBeNull();
    expect(failedRule('example.com', ['url'])).toBe('url');
    expect(failedRule('192.168.1.1', ['ip'])).toBeNull();
    expect(failedRule('2001:db8::1', ['ip'])).toBeNull();
    expect(failedRule('192.168.1.256', ['ip'])).toBe('ip');
    expect(failedRule('01:23:45:67:89:ab', ['mac'])).toBeNull();
    expect(failedRule('01:23:45:67:89', ['mac'])).toBe('mac');
  });
});

describe('phone, cpf and otp', () => {
  it('use the phone, CPF and one-time code checks', () => {
    expect(failedRule('+4915112345678', ['phone'])).toBeNull();
    expect(failedRule('4915112345678', ['phone'])).toBe('phone');
    expect(failedRule('529.982.247-25', ['cpf'])).toBeNull();
    expect(failedRule('111.111.111-11', ['cpf'])).toBe('cpf');
    expect(failedRule('123456', ['otp'])).toBeNull();
    expect(failedRule('12345', ['otp'])).toBe('otp');
    expect(failedRule('12345a', ['otp'])).toBe('otp');
  });
});
