import Fastify from 'fastify';
import { REFRESH_COOKIE } from '@contract/constants';
import { errorsPlugin } from '../src/plugins/app/errors';
import { createTestApp, TEST_SITE_URL, type TestContext } from './helpers/testApp';
import {
  csrfHeaders,
  PASSWORD,
  refresh,
  register,
  signUpAndIn,
  uniqueEmail,
} from './helpers/users';

let t: TestContext;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { logLevel: 'info' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
});
afterAll(() => t.close());

describe('security headers and CORS', () => {
  it('sends helmet headers with a CSP the SPA and Razorpay Checkout work under', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/courses' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('frame-src https://api.razorpay.com https://checkout.razorpay.com');
    expect(csp).toContain("img-src 'self' data: blob:");
    // The exam room plays the candidate's recorded sample back from a blob: address.
    expect(csp).toContain("media-src 'self' blob:");
    expect(csp).toContain("connect-src 'self' https://lumberjack.razorpay.com");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    // A page that opened the academy loses its handle on it; Razorpay's popups keep theirs. Kept
    // though it costs Lighthouse's phone TBT a process swap (docs/performance.md).
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('allows only the site origin, with credentials', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/refresh-token',
      headers: {
        origin: TEST_SITE_URL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-academy-csrf',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(TEST_SITE_URL);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(preflight.headers['access-control-allow-headers']).toContain('x-academy-csrf');
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/courses',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).not.toBe('https://evil.example');
  });
});

describe('errors', () => {
  it('answers unknown API routes with JSON 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('answers malformed JSON with 400 and an oversized body with 413, as JSON without internals', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json())).toEqual(['message']);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/contact',
      payload: { name: 'A', email: 'a@b.co', message: 'x'.repeat(70 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.body).not.toMatch(/at .+\.(ts|js):\d+/);
  });

  it('hides the details of an unexpected failure behind a 500 message', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/boom', async () => {
      throw new Error('connection string postgres://user:secret@db leaked');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
    });
    await app.close();
  });
});

describe('logs', () => {
  it('never contain passwords, tokens, cookies or authorization headers', async () => {
    const email = uniqueEmail('logs');
    await register(t, email);
    await t.app.tasks.idle();
    const verifyToken = t.mail.lastToken(email);
    const signedIn = await signUpAndIn(t);
    await t.app.inject({ method: 'GET', url: `/api/auth/verify-email/${verifyToken}` });
    await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: signedIn.auth });
    await refresh(t, signedIn.refreshToken, csrfHeaders);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: csrfHeaders,
      cookies: { [REFRESH_COOKIE]: signedIn.refreshToken },
    });
    // An email-change confirmation link, valid or not, is logged without its token.
    const confirmToken = 'c0nf1rmT0k3nThatMustNotBeLogged';
    await t.app.inject({ method: 'POST', url: `/api/auth/confirm-email/${confirmToken}` });
    // So is the link that undoes a change (its answer holds a password-reset token).
    const undoToken = 'und0T0k3nThatMustNotBeLogged';
    await t.app.inject({ method: 'POST', url: `/api/auth/undo-email-change/${undoToken}` });
    const logs = logLines.join('\n');
    expect(logs).toContain('/api/auth/verify-email/[redacted]');
    expect(logs).toContain('/api/auth/confirm-email/[redacted]');
    expect(logs).toContain('/api/auth/undo-email-change/[redacted]');
    expect(logs).not.toContain(confirmToken);
    expect(logs).not.toContain(undoToken);
    for (const secret of [
      PASSWORD,
      verifyToken,
      signedIn.accessToken,
      signedIn.refreshToken,
      'Bearer ',
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});
