import { describe, expect, it } from 'vitest';
import { buildSignInRules, FIELD_RULES } from './field-rules.ts';
import { validateData, validateValue } from './validate.ts';

describe('FIELD_RULES', () => {
  it('lets a password alone be empty but not shorter than 6', () => {
    expect(validateValue('', FIELD_RULES.password)).toBeNull();
    expect(validateValue('12345', FIELD_RULES.password)?.rule).toBe('min');
    expect(validateValue('123456', FIELD_RULES.password)).toBeNull();
  });

  it('wants the confirmation present and equal to the password', () => {
    const rules = FIELD_RULES.password_confirmation;
    expect(validateValue('', rules, { password: 'secret1' })?.rule).toBe('required');
    expect(validateValue('secret2', rules, { password: 'secret1' })?.rule).toBe('same');
    expect(validateValue('secret1', rules, { password: 'secret1' })).toBeNull();
  });

  it('checks the change-password form as a whole', () => {
    const rules = {
      currentPassword: FIELD_RULES.currentPassword,
      newPassword: FIELD_RULES.newPassword,
      repeatNewPassword: FIELD_RULES.repeatNewPassword,
    };
    const data = { currentPassword: '', newPassword: 'abc', repeatNewPassword: 'abcd' };
    expect(validateData(data, rules)).toEqual({
      currentPassword: { rule: 'required', params: {} },
      newPassword: { rule: 'min', params: { param: '6', min: '6' } },
      repeatNewPassword: { rule: 'same', params: { param: 'newPassword', other: 'newPassword' } },
    });
  });

  it('wants names and the personal id at least 2 characters long', () => {
    for (const field of ['firstName', 'lastName', 'personalIdNumber'] as const) {
      expect(validateValue('A', FIELD_RULES[field])?.rule).toBe('min');
      expect(validateValue('Al', FIELD_RULES[field])).toBeNull();
    }
  });

  it('checks e-mail, phone, birthdate, age and CPF by their formats', () => {
    expect(validateValue('nope', FIELD_RULES.email)?.rule).toBe('email');
    expect(validateValue('4915112345678', FIELD_RULES.phone)?.rule).toBe('phone');
    expect(validateValue('2023-02-29', FIELD_RULES.birthdate)?.rule).toBe('date');
    expect(validateValue('18.5', FIELD_RULES.age)?.rule).toBe('integer');
    expect(validateValue('529.982.247-26', FIELD_RULES.cpf_number)?.rule).toBe('cpf');
  });

  it('wants the one-time code present and 6 digits long', () => {
    expect(validateValue('', FIELD_RULES.otp)?.rule).toBe('required');
    expect(validateValue('12345', FIELD_RULES.otp)?.rule).toBe('otp');
    expect(validateValue('123456', FIELD_RULES.otp)).toBeNull();
  });
});

describe('buildSignInRules', () => {
  it('checks the login as an e-mail by default', () => {
    const rules = buildSignInRules();
    expect(validateData({ login: '+4915112345678', password: 'x' }, rules)).toEqual({
      login: { rule: 'email', params: {} },
    });
  });

  it('checks the login as a phone on the phone tab', () => {
    const rules = buildSignInRules('phone');
    expect(validateData({ login: '+4915112345678', password: 'x' }, rules)).toEqual({});
    expect(validateData({ login: 'a@example.com', password: 'x' }, rules)).toHaveProperty(
      'login.rule',
      'phone',
    );
  });

  it('requires both the login and the password', () => {
    expect(validateData({ login: '', password: '' }, buildSignInRules())).toEqual({
      login: { rule: 'required', params: {} },
      password: { rule: 'required', params: {} },
    });
  });
});
