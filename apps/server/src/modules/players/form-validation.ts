import {
  messageRuleOf,
  type RulesByField,
  type ValidationFailure,
  validateData,
} from '@croupier/contract/validation';
import { AppError, type FieldFailure } from '../../lib/app-error.ts';

export type FieldFailures = Record<string, FieldFailure[]>;

/** The contract's failures in the shape the error handler translates (`validation.min` with {min}). */
export function toFieldFailures(failures: Record<string, ValidationFailure>): FieldFailures {
  return Object.fromEntries(
    Object.entries(failures).map(([field, failure]) => [
      field,
      [{ rule: messageRuleOf(failure), params: failure.params }],
    ]),
  );
}

/** Checks the rules the forms use; the failures of fields that broke a rule. */
export function checkRules(
  data: Record<string, unknown>,
  rulesByField: RulesByField,
): FieldFailures {
  return toFieldFailures(validateData(data, rulesByField));
}

export function throwIfFailed(failures: FieldFailures): void {
  if (Object.keys(failures).length > 0) throw new AppError('validation', { fields: failures });
}

export function fieldError(field: string, rule: string, params?: Record<string, string>) {
  return new AppError('validation', { fields: { [field]: [{ rule, ...(params && { params }) }] } });
}

/** A checkbox-like flag of the contract (true, 1, '1') as a boolean. */
export function isFlagSet(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/** Empty text becomes null, so an optional field can be cleared. */
export function emptyToNull(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value.trim() === '' ? null : value.trim();
}

/** A phone as stored and compared: '+' and its digits, without spaces or punctuation. */
export function normalizePhone(phone: string): string {
  return `+${phone.replace(/\D/g, '')}`;
}
