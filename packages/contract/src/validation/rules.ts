import type { RuleDefinition } from './rule-types.ts';
import { dateRules } from './rules-date.ts';
import { NUMERIC_RULE_NAMES, numberRules } from './rules-number.ts';
import { presenceRules } from './rules-presence.ts';
import { textRules } from './rules-text.ts';

/** Every rule a field may name, by the name the server's rule references use. */
export const RULES = {
  ...presenceRules,
  ...textRules,
  ...numberRules,
  ...dateRules,
} satisfies Record<string, RuleDefinition>;

export type RuleName = keyof typeof RULES;

export const RULE_NAMES = Object.keys(RULES) as RuleName[];

/** Spellings of the spec (minAge) and of older definitions (date_after) for the rules above. */
const RULE_ALIASES = new Map<string, RuleName>([
  ['minAge', 'min_age'],
  ['maxAge', 'max_age'],
  ['date_after', 'after'],
  ['date_before', 'before'],
]);

export type ParsedRule = { name: RuleName; params: string[] };

export function isRuleName(name: string): name is RuleName {
  return Object.hasOwn(RULES, name);
}

/**
 * Reads a rule reference: 'min:6' → min with ['6'], 'required_if:type,phone' → required_if with
 * ['type', 'phone'], 'regex:/^a,b$/' keeps its pattern whole. A reference to an unknown rule, or with
 * the wrong number or kind of parameters, is a broken form definition and throws: passing it
 * silently would let unchecked input through.
 */
export function parseRule(ref: string): ParsedRule {
  const colon = ref.indexOf(':');
  const rawName = colon === -1 ? ref : ref.slice(0, colon);
  const name = RULE_ALIASES.get(rawName) ?? rawName;
  if (!isRuleName(name)) throw new Error(`Unknown validation rule: ${ref}`);
  const definition: RuleDefinition = RULES[name];
  const params = colon === -1 ? [] : splitParams(ref.slice(colon + 1), definition);
  assertParams(ref, definition, params);
  return { name, params };
}

function splitParams(paramText: string, definition: RuleDefinition): string[] {
  if (definition.hasRawParam) return [paramText];
  return paramText.split(',').map((param) => param.trim());
}

function assertParams(ref: string, definition: RuleDefinition, params: string[]): void {
  const [fewest, most] = definition.arity ?? [0, 0];
  if (params.length < fewest || params.length > most) {
    throw new Error(`Wrong number of parameters in validation rule: ${ref}`);
  }
  const isNumberParam = (param: string) => param !== '' && Number.isFinite(Number(param));
  if (definition.hasNumericParams && !params.every(isNumberParam)) {
    throw new Error(`Validation rule expects numbers: ${ref}`);
  }
}

export function isImplicitRule(name: RuleName): boolean {
  return (RULES[name] as RuleDefinition).isImplicit === true;
}

export function isNumericRule(name: RuleName): boolean {
  return NUMERIC_RULE_NAMES.includes(name);
}

/** Message placeholders of a parsed rule: {param} (all parameters) and the rule's named ones. */
export function namePlaceholders({ name, params }: ParsedRule): Record<string, string> {
  const definition: RuleDefinition = RULES[name];
  const named = definition.namePlaceholders?.(params) ?? {};
  return params.length > 0 ? { param: params.join(','), ...named } : named;
}
