import type { RouteOptions } from 'fastify';
import { DB_INTEGER_MAX } from '@contract/constants';
import { fieldInvalid, ID_RULE } from '@contract/messages/common';
import { createTestApp, type TestContext } from './helpers/testApp';
import { signUpAndIn } from './helpers/users';

// Every route the API answers declares its whole contract: params when its URL has any, a body
// schema when it takes one, and its 2xx and 4xx answers. The OpenAPI document, the validation and
// the serialisation all come from these schemas, so a route without them would escape all three.

interface Collected {
  method: string;
  url: string;
  schema?: RouteOptions['schema'] & { hide?: boolean };
}

const routes: Collected[] = [];
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onRoute: (route) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
      },
    },
  );
});
afterAll(() => t.close());

/** The API and the two routes on the site origin; not the OpenAPI document's own routes. */
const isApiRoute = (route: Collected) =>
  (route.url.startsWith('/api/') || route.url === '/contact' || route.url.startsWith('/learn')) &&
  !route.schema?.hide &&
  !route.url.startsWith('/api/docs');

/** The load balancer's probes take no input, so they have no 4xx answer to declare. */
const PROBES = new Set(['/api/health', '/api/ready']);

const takesBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);

function missing(route: Collected): string[] {
  const schema = route.schema ?? {};
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const codes = Object.keys(response);
  return [
    ...(route.url.includes(':') && !schema.params ? ['params'] : []),
    // A POST that takes nothing says so by accepting no content type (NO_BODY in the contract).
    ...(takesBody(route.method) && !schema.body && schema.consumes?.length !== 0 ? ['body'] : []),
    ...(codes.some((code) => /^[23]\d\d$/.test(code)) ? [] : ['a 2xx (or redirect) answer']),
    ...(PROBES.has(route.url) || codes.some((code) => /^4\d\d$/.test(code))
      ? []
      : ['its 4xx answers']),
  ];
}

it('collects the API routes', () => {
  expect(routes.filter(isApiRoute).length).toBeGreaterThan(25);
});

it('every API route has a schema for its params, body and answers', () => {
  const gaps = routes
    .filter(isApiRoute)
    .map((route) => ({ route: `${route.method} ${route.url}`, missing: missing(route) }))
    .filter((gap) => gap.missing.length > 0);
  expect(gaps).toEqual([]);
});

interface NumberSchema {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
}

/** Every number schema inside a schema, with where it sits. */
function numbersIn(schema: unknown, at: string): { at: string; schema: NumberSchema }[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as NumberSchema & Record<string, unknown>;
  const own = ['integer', 'number'].some((type) => [node.type].flat().includes(type))
    ? [{ at, schema: node }]
    : [];
  return [
    ...own,
    ...Object.entries(node).flatMap(([key, child]) =>
      Array.isArray(child)
        ? child.flatMap((item, index) => numbersIn(item, `${at}.${key}[${index}]`))
        : key === 'default' || key === 'examples'
          ? []
          : numbersIn(child, `${at}.${key}`),
    ),
  ];
}

/** Whole numbers a route compares but never stores, so a database integer does not bound them. */
const NOT_STORED = new Set([
  // A signed address's expiry in seconds since 1970 (2^31 seconds end in 2038).
  'GET /api/media/lessons/:lessonId/:kind querystring.properties.exp',
  'GET /api/exam/attempts/:attemptId/audio/:audioId/file querystring.properties.exp',
  'GET /api/media/recordings/:recordingId querystring.properties.exp',
]);

it('bounds every number a route takes, whole numbers within a database integer', () => {
  const unbounded = routes.filter(isApiRoute).flatMap((route) =>
    (['params', 'querystring', 'body'] as const).flatMap((part) =>
      numbersIn(route.schema?.[part], `${route.method} ${route.url} ${part}`)
        .filter(({ at, schema }) => {
          // A constant (a file format's version) takes one value: nothing to bound.
          if ((schema as { const?: unknown }).const !== undefined) return false;
          const whole = [schema.type].flat().includes('integer') && !NOT_STORED.has(at);
          const limit = whole ? DB_INTEGER_MAX : Number.MAX_SAFE_INTEGER;
          return !(
            schema.minimum !== undefined &&
            schema.maximum !== undefined &&
            schema.minimum >= -limit - 1 &&
            schema.maximum <= limit
          );
        })
        .map(({ at }) => at),
    ),
  );
  expect(unbounded).toEqual([]);
});

it('every querystring a route reads is declared (the routes with paging or filters)', () => {
  const catalogue = routes.find((route) => route.method === 'GET' && route.url === '/api/courses');
  expect(catalogue?.schema?.querystring).toBeDefined();
});

it('refuses a body that breaks the contract with the message the msw fakes give too', async () => {
  const learner = await signUpAndIn(t);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: learner.auth,
    payload: { productId: 'not-a-uuid', model: 'Course', quantity: 1 },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    message: fieldInvalid('productId', ID_RULE),
    code: 'VALIDATION',
  });
});
