import fc from 'fast-check';
import { DRIVER_STATUSES, JOB_STATUSES, REFERRAL_STATUSES } from '../../domain/statuses';

/**
 * Generators for the API fuzz suite (docs/security.md, "Robustness under random input"). They produce *specs*
 * (plain data that fast-check can print and shrink); api.fuzz.test.ts turns a spec into a request once it knows
 * the fixtures' ids.
 */

export const CALLERS = ['anonymous', 'partner', 'driver', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

/** Strings that have broken parsers, ORMs and templates before. */
const SPECIAL_STRINGS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  'SELECT * FROM users',
  '1 UNION SELECT NULL, version()--',
  '"; select pg_sleep(1); --',
  "\\'",
  '$1',
  '%',
  '%s%s%s%n',
  '\u0000',
  'a\u0000b',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  'NaN',
  'Infinity',
  '-0',
  'true',
  'null',
  'undefined',
  '',
  ' ',
  '\t\r\n',
  '0x10',
  '1e309',
  '9'.repeat(400),
  '-99999999999999999999999999999',
  '0.000000000000000000000000001',
  '2026-02-30',
  '2026-13-45',
  '9999-99-99',
  '0000-00-00',
  '+275760-09-13T00:00:00.000Z',
  '24:61',
  '99:99',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '🚑🚐',
  '\u202eevil',
  'Z\u0351\u0366\u0308a\u0324l\u0350g\u036bo',
  '\ud800',
  'admin',
  'referral_partner',
  'driver',
  '/objects/00000000-0000-0000-0000-000000000000',
  '/objects/../../etc/passwd',
  'https://evil.example/x.pdf',
];

/** Values that are wrong for almost any field. */
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...SPECIAL_STRINGS), weight: 4 },
  { arbitrary: fc.constant(null), weight: 2 },
  { arbitrary: fc.string(), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 50 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 50 }), weight: 1 },
  // Control characters, NUL above all: PostgreSQL text cannot hold it.
  {
    arbitrary: fc.string({
      unit: fc.constantFrom('a', ' ', '\u0000', '\u0001', '\u001f', '\u007f', '\u2028', '\ufeff'),
      minLength: 1,
      maxLength: 8,
    }),
    weight: 1,
  },
  { arbitrary: fc.integer(), weight: 1 },
  {
    arbitrary: fc.constantFrom(0, -1, 1.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, 2 ** 53, 10 * 1024 * 1024 + 1),
    weight: 2,
  },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.bigInt().map((n) => n.toString()), weight: 1 },
  // Huge strings: around the 64 KB body limit, and well inside it.
  {
    arbitrary: fc
      .tuple(fc.constantFrom('x', '9', 'é', '🚑', ' '), fc.integer({ min: 256, max: 70_000 }))
      .map(([c, n]) => c.repeat(n)),
    weight: 1,
  },
  { arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }), weight: 1 },
  { arbitrary: fc.constant({ __proto__: { role: 'admin' } }), weight: 1 },
  { arbitrary: fc.uuid(), weight: 1 },
  { arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), weight: 1 },
);

/** Keys a forger might add, besides the body's own. */
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'status',
  'id',
  'userId',
  'driverId',
  'assignedDriverId',
  'submittedByUserId',
  'isAdmin',
  'createdAt',
];

type Mutation = { op: 'set'; key: number | string; value: unknown } | { op: 'delete'; key: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant('set' as const), key: fc.nat(), value: weirdValue }), weight: 6 },
  {
    arbitrary: fc.record({
      op: fc.constant('set' as const),
      key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })),
      value: weirdValue,
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ op: fc.constant('delete' as const), key: fc.nat() }), weight: 2 },
);

/** Request headers for a body that is not JSON, or JSON under another name. */
const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/JSON',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
];
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/octet-stream',
  'text/html',
];

const rawJsonText: fc.Arbitrary<string | { truncate: number } | { longNumber: string }> = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    'null',
    '[]',
    '""',
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    'undefined',
    'NaN',
    '{"__proto__":{"role":"admin"}}',
    '['.repeat(5000),
    '{"a":'.repeat(2000),
  ),
  // The route's valid body, cut short.
  fc.nat().map((n) => ({ truncate: n })),
  // The route's valid body with one value replaced by a number no double can hold.
  fc.bigInt({ min: 10n ** 20n, max: 10n ** 400n }).map((n) => ({ longNumber: n.toString() })),
);

export type BodySpec =
  | { kind: 'none' }
  | { kind: 'valid' }
  | { kind: 'mutated'; mutations: Mutation[] }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string | { truncate: number } | { longNumber: string } }
  | { kind: 'other'; contentType: string; bytes: 'sample' | 'random' | 'text' };

export const bodySpec: fc.Arbitrary<BodySpec> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'valid' as const }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('mutated' as const),
      mutations: fc.array(mutation, { minLength: 1, maxLength: 3 }),
    }),
    weight: 8,
  },
  { arbitrary: fc.record({ kind: fc.constant('json' as const), value: fc.jsonValue({ maxDepth: 4 }) }), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant('raw' as const),
      contentType: fc.constantFrom(...JSON_TYPES),
      text: rawJsonText,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('other' as const),
      contentType: fc.constantFrom(...OTHER_TYPES),
      bytes: fc.constantFrom('sample' as const, 'random' as const, 'text' as const),
    }),
    weight: 1,
  },
);

/** A path parameter: a real fixture id (by index into the pool), a random uuid, or a random or hostile segment. */
export type ParamSpec = { real: number } | { text: string } | { raw: string };
export const paramSpec: fc.Arbitrary<ParamSpec> = fc.oneof(
  { arbitrary: fc.nat().map((real) => ({ real })), weight: 5 },
  { arbitrary: fc.uuid().map((text) => ({ text })), weight: 2 },
  {
    arbitrary: fc
      .oneof(
        fc.string({ minLength: 1 }),
        fc.string({ unit: 'grapheme', minLength: 1 }),
        fc.constantFrom(...SPECIAL_STRINGS.filter(Boolean)),
      )
      .map((text) => ({ text })),
    weight: 3,
  },
  {
    arbitrary: fc
      .constantFrom('%', '%zz', '%E0%A4%A', '%00', '..', '%2e%2e', 'a%2Fb', '%C0%AF', '%FF', '🚑', '0'.repeat(5000))
      .map((raw) => ({ raw })),
    weight: 1,
  },
);

const dateish = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
    .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom(
    '1',
    '2026',
    'Tue',
    'March 7',
    '2026-02-30',
    '2026-02-30T10:00:00Z',
    '275760-09-13',
    '0',
    '-1',
    'now',
    'today',
    'infinity',
    '2026-01-01 25:00',
  ),
  fc.string({ maxLength: 20 }),
);

/** A page cursor: random text, or base64url("<time>|<id>") as the server writes them but with odd parts. */
const cursorValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc
    .tuple(
      dateish,
      fc.oneof(
        fc.uuid(),
        fc.string({ unit: fc.constantFrom(...'0123456789abcdef-'), minLength: 36, maxLength: 36 }),
        fc.string({ maxLength: 40 }),
      ),
    )
    .map(([at, id]) => Buffer.from(`${at}|${id}`).toString('base64url')),
  fc.constant('a'.repeat(201)),
);

type QueryValue = string | { real: number };
const queryValue: fc.Arbitrary<QueryValue> = fc.oneof(
  fc.constantFrom(...new Set<string>([...JOB_STATUSES, ...REFERRAL_STATUSES, ...DRIVER_STATUSES])),
  fc.constantFrom(
    '0',
    '-1',
    '1',
    '100',
    '101',
    '1e3',
    '1.5',
    ' 5',
    '0x10',
    '9'.repeat(40),
    'NaN',
    'Infinity',
    '',
    'true',
  ),
  dateish,
  cursorValue,
  fc.uuid(),
  fc.nat().map((real) => ({ real })),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(...SPECIAL_STRINGS),
);

const statusValue = fc.constantFrom(...new Set<string>([...JOB_STATUSES, ...REFERRAL_STATUSES, ...DRIVER_STATUSES]));
const limitValue = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1',
    '100',
    '101',
    '1e3',
    '1e1',
    '1.5',
    ' 5',
    '0x10',
    '0b11',
    '9'.repeat(40),
    'NaN',
    'Infinity',
    '',
    'true',
  ),
  fc.integer().map(String),
);

/** The lists' real filters (decision 035), each mostly with a value of its own kind so the others do not hide it behind a 400. */
const filterPair: fc.Arbitrary<[string, QueryValue]> = fc.oneof(
  fc.tuple(fc.constant('status'), fc.oneof(statusValue, queryValue)),
  fc.tuple(fc.constant('limit'), fc.oneof(limitValue, queryValue)),
  fc.tuple(
    fc.constant('cursor'),
    fc.oneof({ arbitrary: cursorValue, weight: 3 }, { arbitrary: queryValue, weight: 1 }),
  ),
  fc.tuple(
    fc.constant('driverId'),
    fc.oneof(
      fc.nat().map((real) => ({ real })),
      fc.uuid(),
      queryValue,
    ),
  ),
  fc.tuple(fc.constant('date'), fc.oneof({ arbitrary: dateish, weight: 3 }, { arbitrary: queryValue, weight: 1 })),
);
const otherKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'limit[]', 'status[0]', 'date[gte]', 'cursor.at', 'offset', 'page'),
  fc.string({ maxLength: 12 }),
);

export interface QuerySpec {
  pairs: [string, QueryValue][];
  /** Appended as is, so the query string may be malformed. */
  tail: string;
}
export const querySpec: fc.Arbitrary<QuerySpec> = fc.record({
  pairs: fc.array(
    fc.oneof({ arbitrary: filterPair, weight: 4 }, { arbitrary: fc.tuple(otherKey, queryValue), weight: 1 }),
    { maxLength: 4 },
  ),
  tail: fc.oneof(
    { arbitrary: fc.constant(''), weight: 6 },
    {
      arbitrary: fc.constantFrom(
        '&%',
        '&a=%zz',
        '&=&=',
        '&limit',
        '&__proto__[role]=admin',
        '&status[]=pending',
        '&limit=1&limit=2',
        '&&&',
      ),
      weight: 1,
    },
  ),
});

/** Header-safe text (Node refuses control characters in headers before any request is made). */
const headerText = (minLength: number, maxLength: number) =>
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((c) => c !== 0x7f)
      .map((c) => String.fromCharCode(c)),
    minLength,
    maxLength,
  });

export const idempotencyKey: fc.Arbitrary<string | undefined> = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 6 },
  { arbitrary: headerText(0, 60), weight: 2 },
  { arbitrary: fc.constantFrom('', ' ', 'same-key', 'same-key', 'k'.repeat(200), 'k'.repeat(201), 'ü'), weight: 2 },
  { arbitrary: fc.uuid(), weight: 1 },
);

/** Sometimes a browser's say on where a write comes from; the same-origin guard must answer 403, never fail. */
export const siteHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { arbitrary: fc.constant({}), weight: 8 },
  {
    arbitrary: fc
      .constantFrom('same-origin', 'same-site', 'cross-site', 'none', 'bogus')
      .map((v) => ({ 'sec-fetch-site': v })),
    weight: 1,
  },
  {
    arbitrary: fc
      .oneof(
        fc.constantFrom('http://localhost:80', 'https://evil.example', 'null', 'not a url', '://'),
        headerText(0, 30),
      )
      .map((v) => ({ origin: v })),
    weight: 1,
  },
);

export const remoteAddress = fc.oneof(fc.ipV4(), fc.ipV6());
