/**
 * @jest-environment node
 */
import { db } from '@/testing/mocks/db';
import { buildCourses } from '@/testing/mocks/fixtures';
import { recordRequests } from '@/testing/mocks/requestLog';
import { renderPage } from './renderPage';

// As in the server-rendering build (webpack.ssr.config.ts, SERVER_TWINS): these two modules, and
// only these, are swapped for their server twins. Everything else runs in Node as it is.
jest.mock('@/lib/parseHtml', () => jest.requireActual('./serverParseHtml'));
jest.mock('@/lib/sanitizeHtml', () => jest.requireActual('./serverSanitizeHtml'));

/** The server's in-process fetch, as serverRenderer.ts hands it over (here: to the mocked API). */
const inProcessFetch: typeof fetch = (input, init) => fetch(input, init);

describe('a public page drawn in Node, with the app’s own modules', () => {
  it('shows the catalogue from the API’s answers, asked through the fetch the server gave', async () => {
    db.courses = buildCourses(3);
    const fetchSpy = jest.fn(inProcessFetch);
    const log = recordRequests();

    const page = await renderPage('/courses', { fetch: fetchSpy });

    expect(page.html).toContain('Explore Our Courses');
    for (const title of ['Course 1', 'Course 2', 'Course 3']) expect(page.html).toContain(title);
    expect(log.map((request) => request.path)).toContain('/api/courses?page=1&limit=7');
    expect(fetchSpy).toHaveBeenCalled();
    expect(page.stateScript).toContain('Course 2');
    expect(page.styleTags).toContain('<style data-emotion="css');
  });

  it('is a signed-out visitor’s page: Sign In offered, and a token in the address is not used', async () => {
    const log = recordRequests();

    const page = await renderPage('/?token=a-token-from-a-link', { fetch: inProcessFetch });

    expect(page.html).toContain('Sign In');
    expect(log.map((request) => request.path)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/api\/(auth|users)\//)]),
    );
    expect(log.every((request) => !request.headers.has('authorization'))).toBe(true);
  });

  it('gives up on an API call after a few seconds (the call is aborted) and still draws the page', async () => {
    const signals: AbortSignal[] = [];
    // Like a real fetch: no answer, but the call ends when its signal aborts.
    const silent: typeof fetch = (input) =>
      new Promise((_resolve, reject) => {
        const { signal } = input as Request;
        signals.push(signal);
        signal.addEventListener('abort', () => reject(signal.reason as Error));
      });
    const started = Date.now();

    const page = await renderPage('/courses', { fetch: silent });

    expect(Date.now() - started).toBeLessThan(10_000);
    expect(signals.length).toBeGreaterThan(0);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    expect(page.html).toContain('Explore Our Courses');
  }, 15_000);
});
