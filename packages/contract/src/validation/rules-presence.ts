import type { RuleContext, RuleDefinition } from './rule-types.ts';
import { isEmptyValue } from './values.ts';

const ACCEPTED_WORDS = ['yes', 'on', '1', 'true'];
const DECLINED_WORDS = ['no', 'off', '0', 'false'];
const BOOLEAN_LIKE: readonly unknown[] = [true, false, 1, 0, '1', '0'];

/** A checkbox or select word, any case: true and 1 count as 'true' and '1'. */
function isWordIn(value: unknown, words: readonly string[]): boolean {
  const isScalar = ['string', 'number', 'boolean'].includes(typeof value);
  return isScalar && words.includes(String(value).trim().toLowerCase());
}

/** The other field's value matches a rule parameter: a boolean matches 'true'/'1' or 'false'/'0'. */
function isParamOf(other: unknown, param: string): boolean {
  if (typeof other === 'boolean') return (other ? ['true', '1'] : ['false', '0']).includes(param);
  if (typeof other === 'string' || typeof other === 'number') return String(other) === param;
  return false;
}

function isOtherFieldIn({ params, data }: RuleContext): boolean {
  const [otherField, ...values] = params;
  return values.some((value) => isParamOf(data[otherField], value));
}

function nameOther(params: string[]): Record<string, string> {
  return { other: params[0] };
}

/** Rules about presence, and about agreeing with another field. */
export const presenceRules = {
  required: { isImplicit: true, check: ({ value }) => !isEmptyValue(value) },
  required_if: {
    isImplicit: true,
    arity: [2, Number.POSITIVE_INFINITY],
    check: (context) => !isOtherFieldIn(context) || !isEmptyValue(context.value),
    namePlaceholders: (params) => ({ other: params[0], value: params.slice(1).join(', ') }),
  },
  required_unless: {
    isImplicit: true,
    arity: [2, Number.POSITIVE_INFINITY],
    check: (context) => isOtherFieldIn(context) || !isEmptyValue(context.value),
    namePlaceholders: (params) => ({ other: params[0], values: params.slice(1).join(', ') }),
  },
  accepted: { isImplicit: true, check: ({ value }) => isWordIn(value, ACCEPTED_WORDS) },
  declined: { isImplicit: true, check: ({ value }) => isWordIn(value, DECLINED_WORDS) },
  truthy: { check: ({ value }) => isWordIn(value, ACCEPTED_WORDS) },
  falsy: { check: ({ value }) => isWordIn(value, DECLINED_WORDS) },
  boolean: { check: ({ value }) => BOOLEAN_LIKE.includes(value) },
  same: {
    arity: [1, 1],
    check: ({ value, params, data }) => value === data[params[0]],
    namePlaceholders: nameOther,
  },
  different: {
    arity: [1, 1],
    check: ({ value, params, data }) => value !== data[params[0]],
    namePlaceholders: nameOther,
  },
  array: { check: ({ value }) => Array.isArray(value) },
  string: { check: ({ value }) => typeof value === 'string' },
} satisfies Record<string, RuleDefinition>;
