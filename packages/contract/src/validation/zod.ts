import type { z } from 'zod';
import {
  messageKeyOf,
  messageRuleOf,
  type RulesByField,
  type ValidationFailure,
  type ValidationOptions,
  validateData,
  validateValue,
} from './validate.ts';

/**
 * The zod issue of a failed rule: the message is the translation key; params carry the rule its
 * message is filed under and the placeholder values, which the server's error handler reads to
 * answer 422 with translated error.fields.
 */
function toIssue(failure: ValidationFailure, input: unknown, path: PropertyKey[] = []) {
  return {
    code: 'custom' as const,
    message: messageKeyOf(failure),
    params: { rule: messageRuleOf(failure), values: failure.params },
    input,
    path,
  };
}

/** Adds the rules of one value to a schema; rules naming other fields need withFieldRules. */
export function withRules<T extends z.ZodType>(
  schema: T,
  rules: readonly string[],
  options: ValidationOptions = {},
): T {
  return schema.superRefine((value, context) => {
    const failure = validateValue(value, rules, {}, options);
    if (failure) context.addIssue(toIssue(failure, value));
  });
}

/** Adds per-field rules to an object schema; each failure lands on its field's path. */
export function withFieldRules<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  rulesByField: RulesByField,
  options: ValidationOptions = {},
): T {
  return schema.superRefine((data, context) => {
    const failures = validateData(data, rulesByField, options);
    for (const [field, failure] of Object.entries(failures)) {
      context.addIssue(toIssue(failure, data[field], [field]));
    }
  });
}
