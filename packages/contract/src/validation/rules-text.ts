import { isValidCpf } from './cpf.ts';
import { isEmail, isIpAddress, isMacAddress, isUrl } from './formats.ts';
import { isCompleteOtp } from './otp.ts';
import { isValidPhone } from './phone.ts';
import type { RuleDefinition } from './rule-types.ts';
import { toText } from './values.ts';

/** A rule that holds when the value, read as text, passes `test`. */
function checkText(test: (text: string) => boolean): RuleDefinition['check'] {
  return ({ value }) => {
    const text = toText(value);
    return text !== null && test(text);
  };
}

const DELIMITED_PATTERN = /^([/#~])([\s\S]*)\1([a-z]*)$/i;
const compiledPatterns = new Map<string, RegExp | null>();

/**
 * A rule pattern as Laravel writes it ('/^[a-z]+$/i', also '#…#' or '~…~'), or a bare pattern as
 * method fields carry it ('^\d{8}$'). 'g' and 'y' are dropped: they would make `test` stateful.
 * A pattern JavaScript cannot compile is null, and the rule then fails instead of throwing.
 */
function compilePattern(param: string): RegExp | null {
  if (!compiledPatterns.has(param)) {
    const match = DELIMITED_PATTERN.exec(param);
    const source = match ? match[2] : param;
    const flags = match ? match[3].replace(/[gy]/g, '') : '';
    compiledPatterns.set(param, compileOrNull(source, flags));
  }
  return compiledPatterns.get(param) ?? null;
}

function compileOrNull(source: string, flags: string): RegExp | null {
  try {
    return new RegExp(source, flags);
  } catch {
    return null;
  }
}

/** Whether the value's text matches; null when there is no text or no usable pattern. */
function matchPattern(value: unknown, param: string): boolean | null {
  const text = toText(value);
  const pattern = compilePattern(param);
  return text === null || pattern === null ? null : pattern.test(text);
}

/** Rules about the shape of text; as in Laravel, lowercase and uppercase pass text without letters. */
export const textRules = {
  country_code: { check: checkText((text) => /^[A-Z]{2}$/.test(text)) },
  language_code: { check: checkText((text) => /^[a-z]{2}$/.test(text)) },
  lowercase: { check: checkText((text) => text === text.toLowerCase()) },
  uppercase: { check: checkText((text) => text === text.toUpperCase()) },
  slug: { check: checkText((text) => /^[\p{L}\p{N}_-]+$/u.test(text)) },
  alpha: { check: checkText((text) => /^[\p{L}\p{M}]+$/u.test(text)) },
  alpha_num: { check: checkText((text) => /^[\p{L}\p{M}\p{N}]+$/u.test(text)) },
  regex: {
    arity: [1, 1],
    hasRawParam: true,
    check: ({ value, params }) => matchPattern(value, params[0]) === true,
  },
  not_regex: {
    arity: [1, 1],
    hasRawParam: true,
    check: ({ value, params }) => matchPattern(value, params[0]) === false,
  },
  email: { check: checkText(isEmail) },
  url: { check: checkText(isUrl) },
  ip: { check: checkText(isIpAddress) },
  mac: { check: checkText(isMacAddress) },
  phone: { check: ({ value }) => isValidPhone(value) },
  cpf: { check: ({ value }) => isValidCpf(value) },
  otp: { check: checkText(isCompleteOtp) },
} satisfies Record<string, RuleDefinition>;
