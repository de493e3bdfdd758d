import { endpoints } from '@croupier/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_HINTS } from './requests.ts';
import { fuzzArbitrary, isValid, validArbitrary } from './zod-arbitrary.ts';

const SEED = 17;
const sample = (arbitrary: fc.Arbitrary<unknown>, numRuns = 200) =>
  fc.sample(arbitrary, { seed: SEED, numRuns });

const everyKind = z.object({
  id: z.uuid(),
  code: z.string().regex(/^[A-Z]{3}$/),
  name: z.string().trim().min(2).max(8),
  at: z.iso.datetime(),
  back: z.url().max(80),
  page: z.coerce.number().int().min(1).max(100).default(1),
  ratio: z.number().positive().lt(1),
  amount: z.number().int().refine(Number.isSafeInteger),
  isOn: z.boolean().optional(),
  kind: z.enum(['a', 'b']),
  version: z.literal(2),
  note: z.string().nullable(),
  tags: z.array(z.string().max(5)).min(1).max(3),
  extra: z.record(z.string(), z.number()),
  either: z.union([z.literal('x'), z.number().int()]),
  status: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
  flag: z.enum(['0', '1']).transform((value) => value === '1'),
  list: z.preprocess((value) => value, z.array(z.string().min(1))),
  returnUrl: z.string().regex(/^\/(?![/\\])/),
});

/**
 * The back office's editor bodies, whose rules span the whole body: a translation in the default
 * locale among any others, thresholds strictly increasing, prizes never growing from one place to
 * the next, min ≤ max and presets between per currency, links that are site paths or https, art
 * under /art/. Values drawn field by field meet them too rarely to count; each editor's own tests
 * (modules/backoffice/{bonuses,retention,content}.test.ts) walk these rules case by case, and the
 * fuzz harness still sends these operator-only routes its hostile values.
 */
const WHOLE_BODY_RULES = new Set(
  [
    'backofficeCreatePromoPanel',
    'backofficeUpdatePromoPanel',
    'backofficeCreateRedirect',
    'backofficeUpdateRedirect',
    'backofficeCreateBonus',
    'backofficeUpdateBonus',
    'backofficeCreateCashbackProgram',
    'backofficeUpdateCashbackProgram',
    'backofficeCreateQuest',
    'backofficeUpdateQuest',
    'backofficeCreateTournament',
    'backofficeUpdateTournament',
    'backofficeUpdateLoyalty',
  ].map((name) => `${name} body`),
);

/** Every request schema of the contract: params, query and body of each endpoint. */
const requestSchemas = Object.entries(endpoints)
  .flatMap(([name, endpoint]) =>
    (['params', 'query', 'body'] as const).flatMap((part) => {
      const schema = (endpoint as { [key in typeof part]?: z.ZodType })[part];
      return schema ? [{ label: `${name} ${part}`, schema }] : [];
    }),
  )
  .filter(({ label }) => !WHOLE_BODY_RULES.has(label));

describe('validArbitrary', () => {
  it('generates only values the schema accepts, for every kind of schema the contract uses', () => {
    const refused = sample(validArbitrary(everyKind)).filter((value) => !isValid(everyKind, value));
    expect(refused).toEqual([]);
  });

  it.each(requestSchemas)('generates values the contract accepts for $label', ({ schema }) => {
    const values = sample(validArbitrary(schema, FIELD_HINTS), 50);
    const accepted = values.filter((value) => isValid(schema, value));
    // Rules across fields (a cash limit has an amount, an exclusion none; a free spin stakes 0)
    // are met by retries only in part: enough that requests reach past validation.
    expect(accepted.length).toBeGreaterThanOrEqual(values.length * 0.25);
  });

  it('offers the hinted values of a field beside its own', () => {
    const values = sample(
      validArbitrary(z.object({ currency: z.string() }), { currency: ['EUR'] }),
    );
    expect(values).toContainEqual({ currency: 'EUR' });
  });

  it('refuses a schema type it does not know, by name', () => {
    expect(() => validArbitrary(z.date())).toThrow(/zod date schema/);
  });
});

describe('fuzzArbitrary', () => {
  const values = sample(fuzzArbitrary(everyKind), 400);

  it('mixes values the schema accepts with values it refuses', () => {
    const accepted = values.filter((value) => isValid(everyKind, value));
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThan(values.length);
  });

  it('drops required fields, adds unknown ones and sends a __proto__ key', () => {
    const objects = values.filter((value): value is Record<string, unknown> => isObject(value));
    expect(objects.some((value) => !Object.hasOwn(value, 'id'))).toBe(true);
    expect(objects.some((value) => Object.hasOwn(value, 'isAdmin'))).toBe(true);
    expect(objects.some((value) => JSON.stringify(value).includes('"__proto__"'))).toBe(true);
  });

  it('swaps in wrong types, NUL bytes, huge strings and numbers past the safe range', () => {
    const fields = values.filter(isObject).flatMap((value) => Object.values(value));
    expect(fields.some((field) => typeof field === 'string' && field.includes('\u0000'))).toBe(
      true,
    );
    expect(fields.some((field) => typeof field === 'string' && field.length >= 5_000)).toBe(true);
    expect(fields.some((field) => typeof field === 'number' && !Number.isSafeInteger(field))).toBe(
      true,
    );
    expect(fields.some((field) => field === null || Array.isArray(field))).toBe(true);
  });
});

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
