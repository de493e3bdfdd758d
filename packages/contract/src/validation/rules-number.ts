import type { MessageVariant, RuleContext, RuleDefinition } from './rule-types.ts';
import { toText } from './values.ts';

const NUMERIC_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const INTEGER_TEXT = /^[+-]?\d+$/;
const DECIMAL_TEXT = /^[+-]?\d*(?:\.(\d+))?$/;

function isNumericValue(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && NUMERIC_TEXT.test(value.trim());
}

/**
 * The size min and max weigh, as in Laravel: a number's value, a list's length, a text's length in
 * characters — or its value when the field also has numeric, integer or decimal. Null for values
 * that have no size (objects, or non-numeric text in a numeric field).
 */
function measureSize({ value, isNumericField }: RuleContext): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.length;
  if (typeof value !== 'string') return null;
  if (!isNumericField) return Array.from(value).length;
  return isNumericValue(value) ? Number(value.trim()) : null;
}

/** min and max of a number read 'at least 18', of a text 'at least 6 characters'. */
function findSizeVariant({ value, isNumericField }: RuleContext): MessageVariant | undefined {
  const isWeighedAsNumber =
    typeof value === 'number' || (isNumericField && typeof value === 'string');
  return isWeighedAsNumber ? 'numeric' : undefined;
}

function checkDigitCount(context: RuleContext, min: number, max: number): boolean {
  const text = toText(context.value);
  return text !== null && /^\d+$/.test(text) && text.length >= min && text.length <= max;
}

/** Decimal places between params[0] and params[1] (exactly params[0] when alone; any when none). */
function checkDecimalPlaces({ value, params }: RuleContext): boolean {
  const text = toText(value)?.trim() ?? '';
  const match = DECIMAL_TEXT.exec(text);
  if (!match || !/\d/.test(text)) return false;
  if (params.length === 0) return true;
  const places = (match[1] ?? '').length;
  return places >= Number(params[0]) && places <= Number(params[1] ?? params[0]);
}

function nameDecimalPlaces(params: string[]): Record<string, string> {
  return params.length === 0 ? {} : { min: params[0], max: params[1] ?? params[0] };
}

/** Rules about numbers, digits and sizes. */
export const numberRules = {
  numeric: { check: ({ value }) => isNumericValue(value) },
  integer: {
    check: ({ value }) =>
      typeof value === 'number' ? Number.isInteger(value) : INTEGER_TEXT.test(toText(value) ?? ''),
  },
  decimal: {
    arity: [0, 2],
    hasNumericParams: true,
    check: checkDecimalPlaces,
    namePlaceholders: nameDecimalPlaces,
  },
  digits: {
    arity: [1, 1],
    hasNumericParams: true,
    check: (context) =>
      checkDigitCount(context, Number(context.params[0]), Number(context.params[0])),
    namePlaceholders: (params) => ({ digits: params[0] }),
  },
  digits_between: {
    arity: [2, 2],
    hasNumericParams: true,
    check: (context) =>
      checkDigitCount(context, Number(context.params[0]), Number(context.params[1])),
    namePlaceholders: (params) => ({ min: params[0], max: params[1] }),
  },
  min: {
    arity: [1, 1],
    hasNumericParams: true,
    check: (context) => (measureSize(context) ?? Number.NaN) >= Number(context.params[0]),
    namePlaceholders: (params) => ({ min: params[0] }),
    findMessageVariant: findSizeVariant,
  },
  max: {
    arity: [1, 1],
    hasNumericParams: true,
    check: (context) => (measureSize(context) ?? Number.NaN) <= Number(context.params[0]),
    namePlaceholders: (params) => ({ max: params[0] }),
    findMessageVariant: findSizeVariant,
  },
} satisfies Record<string, RuleDefinition>;

/** Rules that make min and max weigh a numeric text's value instead of its length. */
export const NUMERIC_RULE_NAMES: readonly string[] = ['numeric', 'integer', 'decimal'];
