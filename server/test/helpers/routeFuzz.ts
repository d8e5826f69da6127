import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { UUID_PATTERN } from '@contract/ids';
import { createTestApp, type TestContext } from './testApp';
import { usingPostgres } from './testDb';
import { signInAs } from './staff';
import { signUpAndIn, type SignedIn } from './users';

// Every registered route, signed in and signed out, gets generated requests built from its schema
// and made hostile: text with NUL, huge and non-finite numbers, numbers just past what a database
// integer holds, ids spelled as `urn:uuid:…`, `{…}` or in upper case, deep nesting, wrong types, odd
// headers and content types. No answer may be a 5xx.

interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}

interface CollectedRoute {
  method: string;
  url: string;
  schema: { body?: JsonSchema; querystring?: JsonSchema; params?: JsonSchema };
}

/** JSON text that JSON.stringify cannot write (1e400, deep nesting), spliced in as is. */
class RawJson {
  constructor(readonly text: string) {}
}
type Value = RawJson | null | boolean | number | string | Value[] | { [key: string]: Value };

function toJsonText(value: Value): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, child]) => `${JSON.stringify(key)}:${toJsonText(child)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const withNul = fc
  .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
  .map(([a, b]) => `${a}\u0000${b}`);
const nastyText = fc.oneof(
  withNul,
  fc.constantFrom('Infinity', '-Infinity', '1e400', '-1e400', 'NaN', '-0', '1e-400', '', ' '),
  fc.constantFrom('9007199254740993', '0x10', '1_000', '%00', '../../etc/passwd', '<script>'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 300, maxLength: 6000 }),
);
const nesting = fc
  .integer({ min: 50, max: 20_000 })
  .map((depth) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`));
const hugeNumber = fc.constantFrom('1e400', '-1e400', '1e308', '123456789012345678901234567890');
const wrongType: fc.Arbitrary<Value> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  hugeNumber.map((text) => new RawJson(text)),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), withNul), { maxLength: 3 }),
  fc.dictionary(fc.oneof(fc.string({ maxLength: 5 }), withNul), withNul, { maxKeys: 2 }),
  nesting,
);

/** An id as the server writes it, or as a UUID library or a person might: prefixed, braced, shouting. */
const idSpellings: fc.Arbitrary<Value> = fc.oneof(
  fc.uuid(),
  fc.uuid().map((uuid) => `urn:uuid:${uuid}`),
  fc.uuid().map((uuid) => `{${uuid}}`),
  fc.uuid().map((uuid) => uuid.toUpperCase()),
);
/** The edges of a PostgreSQL integer column and of a number JSON can carry exactly. */
const integerEdges = fc.constantFrom(
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
);

/** A value that fits the schema, most of the time; the rest is hostile. */
function valueFor(schema: JsonSchema = {}): fc.Arbitrary<Value> {
  const plausible: fc.Arbitrary<Value> = schema.anyOf
    ? fc.oneof(...schema.anyOf.map((branch) => valueFor(branch)))
    : schema.enum
      ? fc.constantFrom(...(schema.enum as Value[]))
      : schema.format === 'uuid' || schema.pattern === UUID_PATTERN
        ? idSpellings
        : schema.type === 'integer' || schema.type === 'number'
          ? fc.oneof(
              fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 1000 }),
              integerEdges,
              fc.constant((schema.maximum ?? 1000) + 1),
            )
          : fc.string({ maxLength: schema.maxLength ?? 40 });
  return fc.oneof(
    { arbitrary: plausible, weight: 3 },
    { arbitrary: nastyText, weight: 3 },
    { arbitrary: wrongType, weight: 2 },
  );
}

/** An object of the schema's properties (any of them left out) plus stray keys. */
function objectFor(schema: JsonSchema = {}): fc.Arbitrary<Record<string, Value>> {
  const known = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, child]) => [key, valueFor(child)]),
  );
  return fc
    .tuple(
      fc.record(known, { requiredKeys: [] }),
      fc.dictionary(fc.oneof(fc.string({ maxLength: 6 }), withNul), valueFor(), { maxKeys: 2 }),
    )
    .map(
      ([own, stray]) =>
        Object.fromEntries(
          Object.entries({ ...stray, ...own }).filter(([, value]) => value !== undefined),
        ) as Record<string, Value>,
    );
}

const textOf = (value: Value): string =>
  value instanceof RawJson ? value.text : typeof value === 'string' ? value : toJsonText(value);

function requestFor(route: CollectedRoute) {
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const params = fc.tuple(
    ...paramNames.map((name) => valueFor(route.schema.params?.properties?.[name])),
  );
  const body = fc.oneof(
    { arbitrary: objectFor(route.schema.body).map(toJsonText), weight: 4 },
    { arbitrary: wrongType.map(toJsonText), weight: 1 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }), weight: 1 },
  );
  return fc.record({
    params,
    query: objectFor(route.schema.querystring),
    body,
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json\u0000',
    ),
    extraHeader: fc.option(fc.tuple(fc.constantFrom('x-fuzz', 'origin', 'accept'), nastyText)),
    auth: fc.constantFrom('signed-in', 'signed-out', 'garbage'),
  });
}

/**
 * Fewer cases for the console's many routes, which only staff reach. The embedded database is the
 * same PostgreSQL as the server, so its pass explores in depth; the pass on PostgreSQL itself
 * checks what its driver and server could answer differently with a third of the cases (each run
 * draws new ones).
 */
function runsFor(route: CollectedRoute): number {
  const runs = route.url.startsWith('/api/admin') ? 100 : 300;
  return usingPostgres() ? Math.ceil(runs / 3) : runs;
}

/**
 * Registers the fuzzing of one share of the routes (every `of`-th, from `share`), so the work is
 * split over test files that run side by side (routeFuzz.test.ts, routeFuzzOthers.test.ts).
 */
export function fuzzRoutes({ share, of }: { share: number; of: number }): void {
  let t: TestContext;
  let learner: SignedIn;
  let staff: SignedIn;
  const routes: CollectedRoute[] = [];
  /** This file's share of them. */
  const mine = () => routes.filter((_, index) => index % of === share);

  beforeAll(async () => {
    t = await createTestApp(
      { rateLimit: { enabled: false } },
      {
        onRoute: (route: RouteOptions) => {
          for (const method of [route.method].flat())
            routes.push({
              method,
              url: route.url,
              schema: (route.schema ?? {}) as CollectedRoute['schema'],
            });
        },
      },
    );
    learner = await signUpAndIn(t);
    staff = await signInAs(t, 'staff');
  });
  afterAll(() => t.close());

  describe('every route answers hostile input with a 4xx, never a 5xx', () => {
    it('collects the routes it fuzzes', () => {
      const names = routes.map((route) => `${route.method} ${route.url}`);
      expect(names).toEqual(
        expect.arrayContaining([
          'POST /api/auth/login',
          'PUT /api/users/:id',
          'GET /api/courses',
          'POST /api/orders/apply-coupon',
          'POST /contact',
          'POST /api/payments/razorpay/webhook',
        ]),
      );
      expect(routes.length).toBeGreaterThan(25);
    });

    it('survives generated requests on every route, signed in and signed out', async () => {
      for (const route of mine()) {
        await fc.assert(
          fc.asyncProperty(requestFor(route), async (request) => {
            let url = route.url;
            for (const value of request.params)
              url = url.replace(/:\w+/, encodeURIComponent(textOf(value)));
            const query = new URLSearchParams(
              Object.entries(request.query).map(([key, value]) => [key, textOf(value)]),
            ).toString();
            const headers: Record<string, string> = { 'content-type': request.contentType };
            // Signed in, the staff console's routes are called by staff, so their handlers run too.
            const signedIn = route.url.startsWith('/api/admin') ? staff : learner;
            if (request.auth === 'signed-in') headers.authorization = signedIn.auth.authorization;
            if (request.auth === 'garbage') headers.authorization = 'Bearer \u0000.e30.';
            if (request.extraHeader) headers[request.extraHeader[0]] = request.extraHeader[1];
            const sendsBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
            const response = await t.app.inject({
              method: route.method as 'GET',
              url: query ? `${url}?${query}` : url,
              headers,
              ...(sendsBody ? { payload: request.body } : {}),
            });
            if (response.statusCode >= 500)
              throw new Error(
                `${route.method} ${url} answered ${response.statusCode}: ${response.body}`,
              );
          }),
          { numRuns: runsFor(route) },
        );
      }
    }, 600_000);
  });
}
