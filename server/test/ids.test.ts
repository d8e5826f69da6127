import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { fieldInvalid, ID_RULE } from '@contract/messages/common';
import { createTestApp, type TestContext } from './helpers/testApp';
import { signInAs } from './helpers/staff';
import { signUpAndIn, type SignedIn } from './helpers/users';

// An id is a UUID exactly as the server writes it. The spellings a UUID library or a hand may give
// (a `urn:uuid:` prefix, braces, upper case) are refused with a 400 naming the field on every route
// that takes one, before any lookup: PostgreSQL refuses the first two (a 500 before), and an
// upper-case id would otherwise name a second, unsafe media storage key.

interface ParamSchema {
  format?: string;
  pattern?: string;
  enum?: string[];
}
interface IdRoute {
  method: string;
  url: string;
  params: Record<string, ParamSchema>;
  idParams: string[];
}

const isIdSchema = (schema: ParamSchema) =>
  schema.format === 'uuid' || schema.pattern?.includes('[0-9a-f]{8}-') === true;

let t: TestContext;
let learner: SignedIn;
let admin: SignedIn;
let evaluator: SignedIn;
const idRoutes: IdRoute[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { rateLimit: { enabled: false } },
    {
      onRoute: (route: RouteOptions) => {
        const { properties = {} } = (route.schema?.params ?? {}) as {
          properties?: Record<string, ParamSchema>;
        };
        const idParams = Object.keys(properties).filter((name) => isIdSchema(properties[name]!));
        if (idParams.length > 0)
          for (const method of [route.method].flat())
            if (method !== 'HEAD')
              idRoutes.push({ method, url: route.url, params: properties, idParams });
      },
    },
  );
  learner = await signUpAndIn(t);
  admin = await signInAs(t, 'admin');
  evaluator = await signInAs(t, 'evaluator');
});
afterAll(() => t.close());

const uuid = randomUUID();
const spellings = {
  'urn:uuid: prefix': `urn:uuid:${uuid}`,
  braces: `{${uuid}}`,
  'upper case': uuid.toUpperCase(),
};

it('finds the routes that take an id in their path', () => {
  expect(idRoutes.length).toBeGreaterThan(40);
  expect(idRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
    expect.arrayContaining([
      'GET /api/learn/lessons/:lessonId/playback',
      'PUT /api/admin/courses/:courseId/lessons/:lessonId/video',
      'GET /api/orders/:id',
    ]),
  );
});

describe.each(Object.entries(spellings))('an id with %s', (_spelling, odd) => {
  it('is a 400 naming the parameter on every route, signed in or not', async () => {
    const wrong: string[] = [];
    for (const route of idRoutes) {
      for (const name of route.idParams) {
        // The other parameters hold good values: another id, the first kind of a list.
        const valueOf = (param: string) =>
          param === name
            ? odd
            : isIdSchema(route.params[param]!)
              ? randomUUID()
              : (route.params[param]!.enum?.[0] ?? 'x');
        const url = route.url.replace(/:(\w+)/g, (_, param: string) =>
          encodeURIComponent(valueOf(param)),
        );
        const who = route.url.startsWith('/api/admin')
          ? admin
          : route.url.startsWith('/api/marking')
            ? evaluator
            : learner;
        for (const headers of [who.auth, {}]) {
          const response = await t.app.inject({ method: route.method as 'GET', url, headers });
          const signedOutRefusal =
            Object.keys(headers).length === 0 && [401, 403].includes(response.statusCode);
          if (signedOutRefusal) continue;
          const expected = { message: fieldInvalid(name, ID_RULE), code: 'VALIDATION' };
          if (response.statusCode !== 400 || response.body !== JSON.stringify(expected))
            wrong.push(`${route.method} ${url}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('is a 400 in a body too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: learner.auth,
      payload: { productId: odd, model: 'Course', quantity: 1 },
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { message: fieldInvalid('productId', ID_RULE), code: 'VALIDATION' },
    ]);
  });
});
