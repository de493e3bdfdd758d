import type { MessageVariant, RuleContext, RuleDefinition } from './rule-types.ts';
import {
  isImplicitRule,
  isNumericRule,
  namePlaceholders,
  parseRule,
  RULES,
  type RuleName,
} from './rules.ts';
import { isEmptyValue } from './values.ts';

/**
 * The first rule a value failed, with the placeholders its message fills ({min}, {other}…) and,
 * when the message needs other wording, its variant (min of a number: 'numeric').
 */
export type ValidationFailure = {
  rule: RuleName;
  params: Record<string, string>;
  variant?: MessageVariant;
};

export type ValidationOptions = { now?: Date };

export type RulesByField = Record<string, readonly string[]>;

/**
 * Runs the rules in order and returns the first failure, or null when the value passes. An empty
 * value (see isEmptyValue) is only judged by the implicit rules: required, required_if,
 * required_unless, accepted, declined. `data` holds the other fields for rules that name one.
 */
export function validateValue(
  value: unknown,
  rules: readonly string[],
  data: Record<string, unknown> = {},
  options: ValidationOptions = {},
): ValidationFailure | null {
  const parsedRules = rules.map(parseRule);
  const isEmpty = isEmptyValue(value);
  const context: Omit<RuleContext, 'params'> = {
    value,
    data,
    now: options.now ?? new Date(),
    isNumericField: parsedRules.some((rule) => isNumericRule(rule.name)),
  };
  for (const rule of parsedRules) {
    if (isEmpty && !isImplicitRule(rule.name)) continue;
    const definition: RuleDefinition = RULES[rule.name];
    const ruleContext = { ...context, params: rule.params };
    if (!definition.check(ruleContext)) {
      const variant = definition.findMessageVariant?.(ruleContext);
      const failure = { rule: rule.name, params: namePlaceholders(rule) };
      return variant ? { ...failure, variant } : failure;
    }
  }
  return null;
}

/** Validates every field that has rules; the result holds only the fields that failed. */
export function validateData(
  data: Record<string, unknown>,
  rulesByField: RulesByField,
  options: ValidationOptions = {},
): Record<string, ValidationFailure> {
  const failures: Record<string, ValidationFailure> = {};
  for (const [field, rules] of Object.entries(rulesByField)) {
    const failure = validateValue(data[field], rules, data, options);
    if (failure) failures[field] = failure;
  }
  return failures;
}

/** The rule a failure's message is filed under: the rule, or `<rule>_<variant>` (min_numeric). */
export function messageRuleOf(failure: ValidationFailure): string {
  return failure.variant ? `${failure.rule}_${failure.variant}` : failure.rule;
}

/** The translation key of a failure's message: `validation.<rule>` (validation.min_numeric). */
export function messageKeyOf(failure: ValidationFailure): string {
  return `validation.${messageRuleOf(failure)}`;
}

/**
 * Fields whose rules name `field` (same:password, required_if:type,…, after:birthdate): the form
 * revalidates them when `field` changes, as password_confirmation follows password.
 */
export function findDependentFields(rulesByField: RulesByField, field: string): string[] {
  return Object.keys(rulesByField).filter((name) =>
    rulesByField[name].some((ref) => namesField(ref, field)),
  );
}

const FIELD_NAMING_RULES: readonly RuleName[] = [
  'same',
  'different',
  'required_if',
  'required_unless',
  'after',
  'after_or_equal',
  'before',
  'before_or_equal',
  'date_equals',
];

function namesField(ref: string, field: string): boolean {
  const { name, params } = parseRule(ref);
  return FIELD_NAMING_RULES.includes(name) && params[0] === field;
}
