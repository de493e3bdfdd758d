import {
  COOLING_OFF_PERIODS,
  type Endpoint,
  LIMIT_PERIODS,
  SELF_EXCLUSION_PERIODS,
} from '@croupier/contract';
import fc from 'fast-check';
import {
  hostileStringArbitrary,
  hostileValueArbitrary,
  MALFORMED_BODIES,
} from './hostile-values.ts';
import { fuzzArbitrary, type Hints, isValid, validArbitrary } from './zod-arbitrary.ts';

/**
 * One generated request, before it is sent: the harness adds the signed-in player's token and
 * the signatures at sending time, since players are replaced and signatures expire.
 */
export interface RequestPlan {
  url: string;
  auth: Auth;
  body: Body;
  /** Sign a provider call or webhook with its integration's secret (when it has one). */
  isSigned: boolean;
  locale: string;
  forwardedFor: string;
}

export type Auth =
  | { kind: 'player' }
  | { kind: 'guest' }
  /** The player's token with its last character changed. */
  | { kind: 'tampered' }
  | { kind: 'header'; value: string };

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; text: string }
  | { kind: 'raw'; text: string; contentType: string | undefined };

/** Values the server knows, so generated requests reach past "not found" into the handlers. */
export interface KnownValues {
  /** Path parameter values by parameter name; `id` serves any name not listed. */
  params: Record<string, string[]>;
  hints: Hints;
}

/** Field values that meet rules living outside the zod schemas (form rules, refinements). */
export const FIELD_HINTS: Hints = {
  email: ['player@example.test', 'fuzz@example.test'],
  login: ['player@example.test'],
  password: ['secret123'],
  password_confirmation: ['secret123'],
  currency: ['EUR', 'USD', 'BTC'],
  country: ['DE', 'BR', 'US'],
  locale: ['en', 'de', 'es', 'pt-BR'],
  period: [...LIMIT_PERIODS, ...SELF_EXCLUSION_PERIODS, ...COOLING_OFF_PERIODS],
  name: ['Ada Lovelace'],
  subject: ['About my account'],
  message: ['A question long enough for the contact form.'],
  phone: ['+4915112345678', '+5511987654321'],
  transactionId: ['tx-1', 'tx-2'],
  rollbackTransactionId: ['tx-1', 'tx-2'],
  roundId: ['round-1', 'round-2'],
};

const LOCALES = ['en', 'de', 'es', 'pt-BR', 'pt-br;q=0.9, de;q=0.8', '*', 'xx-YY', ''];
const HOSTILE_FORWARDED_FOR = ['unknown', '::1', '999.1.1.1', '<script>', 'a'.repeat(500), ''];
const FORGED_AUTHORIZATION = [
  'Bearer',
  'Bearer ',
  'Bearer x',
  'Bearer eyJhbGciOiJub25lIn0.eyJzaWQiOiIxIn0.',
  'Basic dXNlcjpwYXNz',
  `Bearer ${'A'.repeat(5000)}`,
];

/** Requests to one endpoint: some valid by its schemas, most of them hostile somewhere. */
export function requestArbitrary(
  endpoint: Endpoint,
  known: KnownValues,
): fc.Arbitrary<RequestPlan> {
  return fc.oneof(
    { weight: 2, arbitrary: planArbitrary(endpoint, known, false) },
    { weight: 3, arbitrary: planArbitrary(endpoint, known, true) },
  );
}

function planArbitrary(endpoint: Endpoint, known: KnownValues, isHostile: boolean) {
  const values = isHostile ? fuzzArbitrary : validArbitrary;
  return fc
    .record({
      path: pathArbitrary(endpoint, known, isHostile),
      query: endpoint.query ? values(endpoint.query, known.hints) : fc.constant(undefined),
      body: bodyArbitrary(endpoint, known.hints, isHostile),
      auth: authArbitrary(),
      isSigned: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)),
      locale: fc.constantFrom(...LOCALES),
      forwardedFor: forwardedForArbitrary(),
    })
    .map(
      ({ path, query, ...rest }): RequestPlan => ({ url: path + queryStringOf(query), ...rest }),
    );
}

function pathArbitrary(endpoint: Endpoint, known: KnownValues, isHostile: boolean) {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const segments = names.map((name) => paramArbitrary(endpoint, name, known, isHostile));
  return fc
    .tuple(...segments)
    .map((values) =>
      names.reduce((path, name, index) => path.replace(`:${name}`, values[index]!), endpoint.path),
    );
}

function paramArbitrary(endpoint: Endpoint, name: string, known: KnownValues, isHostile: boolean) {
  const schema = endpoint.params?.shape[name];
  const own = schema ? validArbitrary(schema).map(String) : hostileStringArbitrary();
  // Valid requests name only known values of the parameter's shape (uuids, or slugs).
  const pool = (known.params[name] ?? known.params.id ?? []).filter(
    (value) => isHostile || !schema || isValid(schema, value),
  );
  const options = [
    { weight: 2, arbitrary: own },
    ...(pool.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom(...pool) }] : []),
    ...(isHostile ? [{ weight: 3, arbitrary: hostileStringArbitrary() }] : []),
  ];
  const encoded = fc.oneof(...options).map(encodeSegment);
  if (!isHostile) return encoded;
  return fc.oneof({ weight: 6, arbitrary: encoded }, fc.constantFrom(...RAW_SEGMENTS));
}

/** Path segments sent as they are, not encoded: broken escapes, dot segments, slashes. */
const RAW_SEGMENTS = ['%', '%zz', '%00', '%C0%AF', '%ED%A0%80', '.', '..', '%2e%2e', 'a/b', ';x=1'];

/** Percent-encoded as UTF-8; a lone surrogate (which has no UTF-8) travels as U+FFFD. */
function encodeSegment(value: string) {
  return encodeURIComponent(Buffer.from(value).toString());
}

function bodyArbitrary(endpoint: Endpoint, hints: Hints, isHostile: boolean): fc.Arbitrary<Body> {
  const none = fc.constant<Body>({ kind: 'none' });
  if (!endpoint.body) {
    if (!isHostile) return none;
    return fc.oneof({ weight: 3, arbitrary: none }, hostileBodyArbitrary());
  }
  if (!isHostile) return validArbitrary(endpoint.body, hints).map(jsonBody);
  return fc.oneof(
    { weight: 6, arbitrary: fuzzArbitrary(endpoint.body, hints).map(jsonBody) },
    { weight: 1, arbitrary: none },
    { weight: 2, arbitrary: hostileBodyArbitrary() },
    { weight: 1, arbitrary: wrongContentTypeArbitrary(validArbitrary(endpoint.body, hints)) },
  );
}

function jsonBody(value: unknown): Body {
  const text = JSON.stringify(value);
  return text === undefined ? { kind: 'none' } : { kind: 'json', text };
}

/** Malformed JSON, or JSON of the wrong shape entirely. */
function hostileBodyArbitrary(): fc.Arbitrary<Body> {
  return fc.oneof(
    fc
      .constantFrom(...MALFORMED_BODIES)
      .map((text): Body => ({ kind: 'raw', text, contentType: 'application/json' })),
    hostileValueArbitrary().map(jsonBody),
  );
}

/** A good body under a content type the API does not take (or none at all). */
function wrongContentTypeArbitrary(values: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  const contentTypes = [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=fuzz',
    'application/json; charset=latin1',
    'application/xml',
    undefined,
  ];
  return fc.tuple(values, fc.constantFrom(...contentTypes)).map(
    ([value, contentType]): Body => ({
      kind: 'raw',
      text: JSON.stringify(value) ?? '',
      contentType,
    }),
  );
}

function authArbitrary(): fc.Arbitrary<Auth> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant<Auth>({ kind: 'player' }) },
    { weight: 3, arbitrary: fc.constant<Auth>({ kind: 'guest' }) },
    { weight: 1, arbitrary: fc.constant<Auth>({ kind: 'tampered' }) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...FORGED_AUTHORIZATION)
        .map((value): Auth => ({ kind: 'header', value })),
    },
  );
}

/**
 * A fresh address for nearly every request, so per-address rate limits do not hide what a
 * request would have answered; sometimes a forwarded-for header no proxy would send.
 */
function forwardedForArbitrary() {
  return fc.oneof(
    { weight: 20, arbitrary: fc.ipV4() },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_FORWARDED_FOR) },
  );
}

/** A query object as a query string: lists as repeated keys, other values as their text. */
export function queryStringOf(query: unknown): string {
  if (query === undefined) return '';
  if (typeof query !== 'object' || query === null || Array.isArray(query)) {
    return `?${encodeSegment(textOf(query))}`;
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) search.append(key, textOf(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}
