import fc from 'fast-check';

/**
 * What a careless or hostile client sends in place of a value: wrong types, strings that break
 * naive SQL, HTML or path handling, text PostgreSQL refuses (NUL), unicode edge cases, numbers
 * past what JSON, JavaScript or a BIGINT column hold, and deep nesting.
 */

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\t\r\n',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' OR '1'='1",
  "1'; DROP TABLE players; --",
  '%',
  '_',
  '\\',
  '"',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as it is
  '${7*7}{{7*7}}',
  '%s%n%x',
  'a\u0000b',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\u202egnp.exe',
  '\u200b',
  'e\u0301\u0301\u0301',
  'Ünïcødé 🎰 中文 עברית',
  '👨‍👩‍👧‍👦',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '123e4567-e89b-12d3-a456-42661417400g',
  '123e4567-e89b-12d3-a456-426614174000-extra',
  '-1',
  '0',
  '1.5',
  '1e400',
  '-0',
  'NaN',
  'Infinity',
  '0x1F',
  '9'.repeat(40),
  '2024-02-30T25:61:61Z',
  'javascript:alert(1)',
  '//evil.example',
];

const HOSTILE_NUMBERS = [
  -1,
  0,
  0.5,
  -0.5,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  2 ** 63,
  1e21,
  -1e21,
  1e308,
  -1e308,
  5e-324,
];

const HOSTILE_SHAPES: unknown[] = [null, true, false, [], {}, [null], [[]], { '': '' }, { a: 1 }];

/** A string no field should choke on: listed classics, random unicode, or tens of kilobytes. */
export function hostileStringArbitrary(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom(300, 5_000, 70_000).map((n) => 'A'.repeat(n)) },
  );
}

/** Any JSON value a field should refuse cleanly. */
export function hostileValueArbitrary(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: hostileStringArbitrary() },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_SHAPES) },
    { weight: 1, arbitrary: fc.double() },
    { weight: 1, arbitrary: fc.constant(nestedArrays(400)) },
  );
}

function nestedArrays(depth: number): unknown {
  let value: unknown = [];
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

/** Request bodies that are not the JSON they claim to be, no JSON at all, or JSON built to hurt. */
export const MALFORMED_BODIES = [
  '',
  '{',
  '{"a":1,}',
  "{'a':1}",
  '[1,2',
  'null',
  'true',
  '"text"',
  '12',
  '[]',
  'undefined',
  'NaN',
  '\u0000',
  '\ufeff{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\ud800"}',
  '{"a":1e99999}',
  '{"a":"\\u0000"}',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `[${'0,'.repeat(200_000)}0]`,
];
