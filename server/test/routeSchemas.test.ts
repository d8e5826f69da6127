import type { RouteOptions } from 'fastify';
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
