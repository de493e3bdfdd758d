export {
  clampAmountOnBlur,
  formatMinorToMajor,
  type MajorAmount,
  parseMajorToMinor,
  sanitizeAmountInput,
} from './amount.ts';
export { isValidCpf } from './cpf.ts';
export {
  ageInYears,
  compareDateValues,
  isLeapYear,
  MAX_DATE_YEAR,
  MIN_DATE_YEAR,
  parseDateValue,
} from './date.ts';
export {
  AMOUNT_INPUT_MAX_LENGTH,
  buildSignInRules,
  FIELD_RULES,
  type FieldName,
  type LoginType,
  NAME_MIN_LENGTH,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MASK_DIGITS,
  PHONE_MAX_INPUT,
  PHONE_NATIONAL_DIGITS,
} from './field-rules.ts';
export { isEmail, isIpAddress, isIpv4, isIpv6, isMacAddress, isUrl } from './formats.ts';
export { applyMask } from './mask.ts';
export { isCompleteOtp, sanitizeOtpInput } from './otp.ts';
export { type PasswordStrength, passwordStrength } from './password-strength.ts';
export { formatPhoneInput, isValidPhone, sanitizePhoneDigits } from './phone.ts';
export type { MessageVariant } from './rule-types.ts';
export {
  isImplicitRule,
  isRuleName,
  type ParsedRule,
  parseRule,
  RULE_NAMES,
  type RuleName,
} from './rules.ts';
export {
  findDependentFields,
  messageKeyOf,
  messageRuleOf,
  type RulesByField,
  type ValidationFailure,
  type ValidationOptions,
  validateData,
  validateValue,
} from './validate.ts';
export { isEmptyValue } from './values.ts';
export { withFieldRules, withRules } from './zod.ts';
