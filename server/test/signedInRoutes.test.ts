import type { RouteOptions } from 'fastify';
import { SIGN_IN_REQUIRED } from '@contract/messages/common';
import { createTestApp, testConfig, type TestContext } from './helpers/testApp';

// Every route the server registers needs a signed-in caller unless it is named below. Without a
// token such a route answers 401 before its body is read: a malformed or an oversized body gets
// the same 401, never the 400 or 413 that parsing it would give. A route added later is walked
// without a change here, and fails until it is authenticated or named public.

/** Routes anyone may call: what a visitor sees, how one signs in, and callers that prove themselves. */
const PUBLIC = new Set([
  // The load balancer's probes.
  'GET /api/health',
  'GET /api/ready',
  // Signing up, in and out, and the session's refresh (the refresh cookie is the proof).
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/refresh-token',
  // The mailed links and asking for them (the link's token is the proof).
  'GET /api/auth/verify-email/:token',
  'POST /api/auth/resend-verification-email',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password/:token',
  'POST /api/auth/setup-password',
  'POST /api/auth/confirm-email/:token',
  'POST /api/auth/undo-email-change/:token',
  // Google sign-in and Google's redirect back.
  'GET /api/auth/google',
  'GET /api/auth/google/callback',
  // The catalogue, course pages and their reviews.
  'GET /api/courses',
  'GET /api/courses/:course',
  'GET /api/courses/:course/reviews',
  // Certificates anyone given the address may confirm.
  'GET /api/certificates/:id',
  'GET /api/certificates/:id/pdf',
  // A score report's public verification, for institutions (as certificates are).
  'GET /api/results/:reportId',
  // Files behind signed addresses (the signature is the proof), and uploaded thumbnails.
  'GET /api/documents/:kind/:id',
  'GET /api/media/lessons/:lessonId/:kind',
  'GET /api/media/thumbnails/:name',
  // A listening recording of an exam (an <audio> element sends no token; its address is signed).
  'GET /api/exam/attempts/:attemptId/audio/:audioId/file',
  // A spoken answer, for its evaluators and its learner (an <audio> element; the address is signed).
  'GET /api/media/recordings/:recordingId',
  // Razorpay's webhook (its signature is the proof).
  'POST /api/payments/razorpay/webhook',
  // The site origin's contact form, sitemap and robots, the API's own description, and CORS's
  // preflight (a browser sends it without credentials).
  'POST /contact',
  'GET /sitemap.xml',
  'GET /robots.txt',
  'GET /api/openapi.json',
  'OPTIONS *',
]);

/** Routes a visitor may call without a token; a token sent must still be good. */
const VISITOR_OR_SIGNED_IN = new Set([
  'GET /api/learn/:course',
  'GET /api/learn/lessons/:lessonId/playback',
]);

const routes: { method: string; url: string }[] = [];
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat())
          if (method !== 'HEAD') routes.push({ method, url: route.url });
      },
    },
  );
});
afterAll(() => t.close());

const nameOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const signedInOnly = () =>
  routes.filter((route) => !PUBLIC.has(nameOf(route)) && !VISITOR_OR_SIGNED_IN.has(nameOf(route)));

const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';
/** A concrete URL for a route pattern: every :param a valid-looking value. */
const concrete = (url: string) => url.replace(/:(\w+)/g, SAMPLE_UUID);

const takesBody = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
const BODY_LIMIT = testConfig().bodyLimitBytes;

/** The `message` of a JSON answer; undefined for any other (a PDF, a redirect, XML). */
function messageOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
}

/** What a route answers a call without a token, with the body given (JSON by its header). */
async function answerWithout(route: { method: string; url: string }, body?: string) {
  const response = await t.app.inject({
    method: route.method as 'POST',
    url: concrete(route.url),
    ...(body !== undefined &&
      takesBody(route.method) && {
        headers: { 'content-type': 'application/json' },
        payload: body,
      }),
  });
  return { route: nameOf(route), status: response.statusCode, message: messageOf(response.body) };
}

it('walks every route of the API, the site origin and the staff console', () => {
  expect(routes.length).toBeGreaterThan(80);
  expect(signedInOnly().map(nameOf)).toEqual(
    expect.arrayContaining([
      'POST /api/cart',
      'PUT /api/users/:id',
      'PUT /api/learn/lessons/:lessonId/progress',
      'PUT /api/courses/:course/reviews/mine',
      'POST /api/payments/test/checkout',
      'GET /api/auth/user',
      'POST /api/admin/courses',
    ]),
  );
});

it('names only routes that exist as public', () => {
  const names = new Set(routes.map(nameOf));
  expect([...PUBLIC, ...VISITOR_OR_SIGNED_IN].filter((name) => !names.has(name))).toEqual([]);
});

it('answers 401 without a token on every other route, before a malformed body is parsed', async () => {
  for (const route of signedInOnly())
    expect(await answerWithout(route, '{"text": "unfinished')).toEqual({
      route: nameOf(route),
      status: 401,
      message: SIGN_IN_REQUIRED,
    });
});

it('answers 401 without a token on every other route, before an oversized body is read', async () => {
  const oversized = JSON.stringify({ text: 'x'.repeat(BODY_LIMIT) });
  for (const route of signedInOnly().filter((candidate) => takesBody(candidate.method)))
    expect(await answerWithout(route, oversized)).toEqual({
      route: nameOf(route),
      status: 401,
      message: SIGN_IN_REQUIRED,
    });
});

it('lets a caller without a token reach the public routes', async () => {
  for (const route of routes.filter((candidate) => PUBLIC.has(nameOf(candidate)))) {
    const answer = await answerWithout(route, '{}');
    expect({ ...answer, signInAsked: answer.message === SIGN_IN_REQUIRED }).toEqual({
      ...answer,
      signInAsked: false,
    });
  }
});

it('serves a visitor on the learning area without a token, and refuses a bad token', async () => {
  for (const route of routes.filter((candidate) => VISITOR_OR_SIGNED_IN.has(nameOf(candidate)))) {
    const visitor = await answerWithout(route);
    expect({ route: visitor.route, unauthorized: visitor.status === 401 }).toEqual({
      route: visitor.route,
      unauthorized: false,
    });
    const badToken = await t.app.inject({
      method: 'GET',
      url: concrete(route.url),
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect({ route: visitor.route, status: badToken.statusCode }).toEqual({
      route: visitor.route,
      status: 401,
    });
  }
});
