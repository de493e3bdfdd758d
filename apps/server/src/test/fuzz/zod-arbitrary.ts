import fc from 'fast-check';
import { z } from 'zod';
import { hostileStringArbitrary, hostileValueArbitrary } from './hostile-values.ts';

/**
 * fast-check arbitraries from zod 4 schemas, by walking their definitions (`schema._zod.def`).
 * zod-fast-check stops at zod 3 and fast-check 3, and no kept library for zod 4 also makes the
 * hostile variants a fuzzer needs, so this walker covers the schema types the contract uses and
 * throws on any other, for the next new one to be added here rather than silently skipped.
 */

type Schema = z.core.$ZodType;
type Def = z.core.$ZodTypes['_zod']['def'];
type Arb = fc.Arbitrary<unknown>;

/** Values a field's name suggests (`currency: ['EUR']`), offered beside the schema's own. */
export type Hints = Readonly<Record<string, readonly unknown[]>>;

interface Walk {
  isHostile: boolean;
  hints: Hints;
}

/** Values the schema accepts on its input side: what a client may send. */
export function validArbitrary(schema: Schema, hints: Hints = {}): Arb {
  return arbitraryOf(schema, { isHostile: false, hints });
}

/**
 * Values around the schema: mostly valid, with hostile values swapped in at any depth, boundary
 * values just outside the rules, required fields dropped, and unknown fields added.
 */
export function fuzzArbitrary(schema: Schema, hints: Hints = {}): Arb {
  return arbitraryOf(schema, { isHostile: true, hints });
}

/** Wrappers pass their inner value on: a hostile swap happens once, at the value they wrap. */
const WRAPPERS = new Set(['optional', 'default', 'nullable', 'pipe']);
/** Candidates drawn when rules the walker does not model (refinements, regexes) must hold. */
const TRIES = 6;

function arbitraryOf(schema: Schema, walk: Walk): Arb {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  const shaped = shapeOf(schema, def, walk);
  if (!walk.isHostile || WRAPPERS.has(def.type)) return shaped;
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    { weight: 1, arbitrary: hostileValueArbitrary() },
  );
}

function shapeOf(schema: Schema, def: Def, walk: Walk): Arb {
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema, def, walk);
    case 'number':
      return numberArbitrary(schema, def, walk);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries));
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    case 'optional':
    case 'default':
      return fc.option(arbitraryOf(def.innerType, walk), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType, walk), { nil: null, freq: 4 });
    case 'array':
      return arrayArbitrary(def, walk);
    case 'object':
      return objectArbitrary(schema, def, walk);
    case 'record':
      return fc.dictionary(
        validArbitrary(def.keyType).map(String),
        arbitraryOf(def.valueType, walk),
        {
          maxKeys: 4,
        },
      );
    case 'union':
      return fc.oneof(...def.options.map((option) => arbitraryOf(option, walk)));
    case 'pipe':
      return pipeArbitrary(schema, def, walk);
    case 'transform':
      // A bare transform (a preprocess step) takes any input.
      return fc.jsonValue({ maxDepth: 2 });
    default:
      throw new Error(`zod-arbitrary: no arbitrary for a zod ${def.type} schema`);
  }
}

/** Draws a few candidates and keeps the first the schema accepts (else the first). */
function retried(schema: Schema, arbitrary: Arb): Arb {
  // A tuple, not `fc.array`: arrays deepen the generation context, which makes some arbitraries
  // (`fc.webUrl`) a hundred times slower.
  return fc
    .tuple(...Array.from({ length: TRIES }, () => arbitrary))
    .map((candidates) => candidates.find((value) => isValid(schema, value)) ?? candidates[0]);
}

export function isValid(schema: Schema, value: unknown): boolean {
  return z.safeParse(schema, value).success;
}

function checkDefsOf(def: { checks?: z.core.$ZodCheck[] }) {
  return (def.checks ?? []).map((check) => (check as z.core.$ZodChecks)._zod.def);
}

interface LengthRules {
  min: number;
  max: number | undefined;
  patterns: RegExp[];
  isRefined: boolean;
}

function lengthRulesOf(def: { checks?: z.core.$ZodCheck[] }): LengthRules {
  const rules: LengthRules = { min: 0, max: undefined, patterns: [], isRefined: false };
  for (const check of checkDefsOf(def)) {
    if (check.check === 'min_length') rules.min = Math.max(rules.min, check.minimum);
    else if (check.check === 'max_length')
      rules.max = Math.min(rules.max ?? Infinity, check.maximum);
    else if (check.check === 'length_equals') rules.min = rules.max = check.length;
    else if (check.check === 'string_format' && check.pattern) rules.patterns.push(check.pattern);
    // A refinement (`custom`) has no `check` of the union's: it shows as its type.
    else if ((check as { type?: string }).type === 'custom') rules.isRefined = true;
  }
  return rules;
}

function stringArbitrary(schema: Schema, def: z.core.$ZodStringDef, walk: Walk): Arb {
  const rules = lengthRulesOf(def);
  const format = (def as Partial<z.core.$ZodStringFormatDef>).format;
  const pattern = rules.patterns[0];
  const base =
    (format ? formatArbitrary(format) : undefined) ??
    (pattern ? patternArbitrary(pattern) : textArbitrary(rules));
  const valid = retried(schema, base);
  if (!walk.isHostile) return valid;
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 1, arbitrary: boundaryStringArbitrary(rules, valid) },
  );
}

/**
 * Strings matching a pattern. fast-check does not do lookarounds: they are dropped, and the
 * retries of `stringArbitrary` keep the candidates that hold them.
 */
function patternArbitrary(pattern: RegExp): Arb {
  try {
    return fc.stringMatching(pattern);
  } catch {
    const lookarounds = /\(\?<?[=!](?:\\.|[^)])*\)/g;
    return fc.stringMatching(new RegExp(pattern.source.replace(lookarounds, ''), pattern.flags));
  }
}

function formatArbitrary(format: string): Arb | undefined {
  switch (format) {
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'datetime':
      return dateArbitrary().map((date) => date.toISOString());
    case 'date':
      return dateArbitrary().map((date) => date.toISOString().slice(0, 10));
    case 'url':
      return urlArbitrary();
    case 'email':
      return fc.emailAddress();
    default:
      return undefined;
  }
}

/** Web addresses; `fc.webUrl` is slow to generate inside objects, and hosts matter little here. */
function urlArbitrary() {
  const origins = [
    'https://example.test',
    'http://localhost:3000',
    'https://xn--crpier-dua.example',
  ];
  return fc
    .tuple(fc.constantFrom(...origins), fc.stringMatching(/^[a-z0-9/_.~-]{0,40}$/))
    .map(([origin, path]) => `${origin}/${path}`);
}

function dateArbitrary() {
  return fc.date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2100-01-01T00:00:00Z'),
    noInvalidDate: true,
  });
}

function textArbitrary({ min, max }: LengthRules): Arb {
  const constraints = { minLength: min, maxLength: max ?? min + 24 };
  return fc.oneof(
    fc.string(constraints),
    fc
      .string({ ...constraints, unit: 'grapheme' })
      .filter((text) => text.length <= (max ?? Infinity)),
  );
}

/** Just outside the rules, or valid with a twist the rules may not expect. */
function boundaryStringArbitrary({ min, max }: LengthRules, valid: Arb): Arb {
  const text = valid.map(String);
  return fc.oneof(
    fc.constant('x'.repeat((max ?? 255) + 1)),
    fc.constant('x'.repeat(Math.max(0, min - 1))),
    text.map((value) => `${value}\u0000`),
    text.map((value) => ` ${value} `),
    text.map((value) => value.toUpperCase()),
    hostileStringArbitrary(),
  );
}

interface NumberRules {
  min: number;
  max: number;
  isInt: boolean;
  isRefined: boolean;
}

function numberRulesOf(def: z.core.$ZodNumberDef): NumberRules {
  const rules: NumberRules = {
    min: -Number.MAX_VALUE,
    max: Number.MAX_VALUE,
    isInt: false,
    isRefined: false,
  };
  for (const check of checkDefsOf(def)) {
    if (check.check === 'number_format') rules.isInt = check.format.includes('int');
    else if (check.check === 'greater_than') {
      const value = Number(check.value);
      rules.min = Math.max(rules.min, check.inclusive ? value : nextUp(value, rules.isInt));
    } else if (check.check === 'less_than') {
      const value = Number(check.value);
      rules.max = Math.min(rules.max, check.inclusive ? value : -nextUp(-value, rules.isInt));
    } else if ((check as { type?: string }).type === 'custom') rules.isRefined = true;
  }
  if (rules.isInt) {
    rules.min = Math.max(Math.ceil(rules.min), Number.MIN_SAFE_INTEGER);
    rules.max = Math.min(Math.floor(rules.max), Number.MAX_SAFE_INTEGER);
  }
  return rules;
}

/** The least number above `value`: the next integer, or a sliver above for a float. */
function nextUp(value: number, isInt: boolean) {
  return isInt ? Math.floor(value) + 1 : value + Math.max(Math.abs(value) * 1e-9, 1e-9);
}

function numberArbitrary(schema: Schema, def: z.core.$ZodNumberDef, walk: Walk): Arb {
  const rules = numberRulesOf(def);
  const base = rules.isInt ? integerArbitrary(rules) : floatArbitrary(rules);
  const valid = rules.isRefined ? retried(schema, base) : base;
  if (!walk.isHostile) return valid;
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 1, arbitrary: boundaryNumberArbitrary(rules) },
  );
}

/** Mostly small integers near the lower bound (where amounts and pages live), sometimes any. */
function integerArbitrary({ min, max }: NumberRules): Arb {
  const smallMin = Math.max(min, -1000);
  const smallMax = Math.min(max, smallMin + 100_000);
  const any = fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
  if (smallMin > smallMax) return any;
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: smallMin, max: smallMax }) },
    { weight: 1, arbitrary: any },
  );
}

function floatArbitrary({ min, max }: NumberRules): Arb {
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function boundaryNumberArbitrary({ min, max, isInt }: NumberRules): Arb {
  const around = [min - 1, max + 1, min + 0.5, isInt ? 1.5 : Number.NaN];
  return fc.constantFrom(
    ...around.filter(Number.isFinite),
    -1,
    0,
    2 ** 53,
    -(2 ** 53) - 2,
    1e21,
    -1e21,
  );
}

function arrayArbitrary(def: z.core.$ZodArrayDef, walk: Walk): Arb {
  const { min, max } = lengthRulesOf(def);
  const element = arbitraryOf(def.element, walk);
  const valid = fc.array(element, { minLength: min, maxLength: max ?? min + 4 });
  if (!walk.isHostile) return valid;
  const tooLong = (max ?? 100) + 1;
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    { weight: 1, arbitrary: fc.array(element, { minLength: tooLong, maxLength: tooLong + 5 }) },
  );
}

function objectArbitrary(schema: Schema, def: z.core.$ZodObjectDef, walk: Walk): Arb {
  const entries = Object.entries(def.shape);
  const model = Object.fromEntries(
    entries.map(([key, field]) => [key, fieldArbitrary(key, field, walk)]),
  );
  // By what the field accepts, not by its `optin` mark: a preprocess step is marked optional.
  const requiredKeys = entries
    .filter(([, field]) => !isValid(field, undefined))
    .map(([key]) => key);
  const record = fc.record(model, { requiredKeys });
  if (walk.isHostile) {
    return fc
      .tuple(record, objectMutationArbitrary(Object.keys(def.shape)))
      .map(([value, mutate]) => mutate(value));
  }
  return checkDefsOf(def).length > 0 ? retried(schema, record) : record;
}

function fieldArbitrary(key: string, field: Schema, walk: Walk): Arb {
  const own = arbitraryOf(field, walk);
  // Valid values take only the hints this field accepts (`period` differs between limits).
  const hinted = (walk.hints[key] ?? []).filter((value) => walk.isHostile || isValid(field, value));
  return hinted.length > 0 ? fc.oneof(own, fc.constantFrom(...hinted)) : own;
}

type Mutation = (value: Record<string, unknown>) => unknown;

/** Mostly none; else a field dropped, unknown fields added, or a `__proto__` key. */
function objectMutationArbitrary(keys: string[]): fc.Arbitrary<Mutation> {
  const unchanged: Mutation = (value) => value;
  const withProto: Mutation = (value) =>
    Object.defineProperty({ ...value }, '__proto__', {
      value: { isAdmin: true },
      enumerable: true,
    });
  const extraKeys = fc.constantFrom(
    'id',
    'playerId',
    'balance',
    'isAdmin',
    'status',
    'constructor',
  );
  const withExtra = fc
    .dictionary(extraKeys, hostileValueArbitrary(), { minKeys: 1, maxKeys: 3 })
    .map(
      (extra): Mutation =>
        (value) => ({ ...value, ...extra }),
    );
  const mutations = [
    { weight: 8, arbitrary: fc.constant(unchanged) },
    { weight: 1, arbitrary: withExtra },
    { weight: 1, arbitrary: fc.constant(withProto) },
  ];
  if (keys.length === 0) return fc.oneof(...mutations);
  const withoutKey = fc.constantFrom(...keys).map(
    (key): Mutation =>
      (value) =>
        Object.fromEntries(Object.entries(value).filter(([name]) => name !== key)),
  );
  return fc.oneof(...mutations, { weight: 2, arbitrary: withoutKey });
}

function pipeArbitrary(schema: Schema, def: z.core.$ZodPipeDef, walk: Walk): Arb {
  const inType = (def.in as z.core.$ZodTypes)._zod.def.type;
  const outType = (def.out as z.core.$ZodTypes)._zod.def.type;
  // `.transform(fn)`: the input side is `in`; `z.preprocess(fn, schema)`: it is `out`.
  if (outType === 'transform') return arbitraryOf(def.in, walk);
  if (inType === 'transform') return arbitraryOf(def.out, walk);
  // A coercion into a narrower schema (`z.coerce.number().pipe(z.literal(1))`): values of the
  // narrower side pass both; the wider side's are for the fuzzer.
  if (!walk.isHostile) return retried(schema, arbitraryOf(def.out, walk));
  return fc.oneof(arbitraryOf(def.out, walk), arbitraryOf(def.in, walk));
}
