import { ageInYears, parseDateValue } from './date.ts';
import type { RuleContext, RuleDefinition } from './rule-types.ts';

/** The date a comparison rule names: a date itself, or else the name of a field holding one. */
function resolveDateParam({ params, data }: RuleContext): Date | null {
  return parseDateValue(params[0]) ?? parseDateValue(data[params[0]]);
}

/** A comparison rule: both dates must be valid, then `holds` judges value minus other, in ms. */
function compareWithParam(holds: (difference: number) => boolean): RuleDefinition {
  return {
    arity: [1, 1],
    check: (context) => {
      const date = parseDateValue(context.value);
      const other = resolveDateParam(context);
      return date !== null && other !== null && holds(date.getTime() - other.getTime());
    },
    namePlaceholders: (params) => ({ date: params[0] }),
  };
}

function measureAge({ value, now }: RuleContext): number | null {
  const birthdate = parseDateValue(value);
  return birthdate ? ageInYears(birthdate, now) : null;
}

/** Rules about dates and ages; ages are whole years from a birthdate to `now`. */
export const dateRules = {
  date: { check: ({ value }) => parseDateValue(value) !== null },
  after: compareWithParam((difference) => difference > 0),
  after_or_equal: compareWithParam((difference) => difference >= 0),
  before: compareWithParam((difference) => difference < 0),
  before_or_equal: compareWithParam((difference) => difference <= 0),
  date_equals: compareWithParam((difference) => difference === 0),
  min_age: {
    arity: [1, 1],
    hasNumericParams: true,
    check: (context) => (measureAge(context) ?? Number.NaN) >= Number(context.params[0]),
    namePlaceholders: (params) => ({ min: params[0] }),
  },
  max_age: {
    arity: [1, 1],
    hasNumericParams: true,
    check: (context) => (measureAge(context) ?? Number.NaN) <= Number(context.params[0]),
    namePlaceholders: (params) => ({ max: params[0] }),
  },
} satisfies Record<string, RuleDefinition>;
