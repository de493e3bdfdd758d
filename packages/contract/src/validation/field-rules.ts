import { AMOUNT_INPUT_MAX_LENGTH } from '../constants.ts';

/** Limits of spec section 9 that the field rules and inputs use. */
export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;
export const OTP_LENGTH = 6;
export const PHONE_MASK_DIGITS = 12;
export const PHONE_MAX_INPUT = 250;
export const PHONE_NATIONAL_DIGITS = { min: 2, max: 17 } as const;
export { AMOUNT_INPUT_MAX_LENGTH };

/**
 * Rules of the fixed form fields (spec section 5). Registration fields add `required` from the
 * server's isRequired flag; `password` alone is only measured, its confirmation must match it.
 */
export const FIELD_RULES = {
  password: [`min:${PASSWORD_MIN_LENGTH}`],
  password_confirmation: ['required', 'same:password'],
  currentPassword: ['required'],
  newPassword: ['required', `min:${PASSWORD_MIN_LENGTH}`],
  repeatNewPassword: ['required', 'same:newPassword'],
  firstName: [`min:${NAME_MIN_LENGTH}`],
  lastName: [`min:${NAME_MIN_LENGTH}`],
  personalIdNumber: [`min:${NAME_MIN_LENGTH}`],
  email: ['email'],
  phone: ['phone'],
  birthdate: ['date'],
  age: ['integer'],
  cpf_number: ['cpf'],
  otp: ['required', 'otp'],
} as const satisfies Record<string, readonly string[]>;

export type FieldName = keyof typeof FIELD_RULES;

export type LoginType = 'email' | 'phone';

/** Sign-in: both fields required, the login also an e-mail or a phone as the chosen tab says. */
export function buildSignInRules(
  loginType: LoginType = 'email',
): Record<'login' | 'password', string[]> {
  return { login: ['required', loginType], password: ['required'] };
}
