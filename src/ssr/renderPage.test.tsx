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

  it('names the styles composed into others, so the browser’s Emotion takes them as inserted', async () => {
    db.courses = buildCourses(3);

    const page = await renderPage('/courses', { fetch: inProcessFetch });

    // MUI's Button works out a class of its own and hands it to its ButtonBase, which merges it
    // into the one class on the element: no element uses it, and hydrating would work it out and
    // insert it again. Its id is named, without its rules, in a tag the browser's cache reads.
    const used = new Set(Array.from(page.html.matchAll(/css-([a-zA-Z0-9-_]+)/g), (m) => m[1]));
    const named = Array.from(page.styleTags.matchAll(/data-emotion="css ([^"]+)"/g)).flatMap(
      (match) => match[1]!.split(' '),
    );
    const composed = named.filter((id) => !used.has(id));
    expect(composed.length).toBeGreaterThan(0);
    expect(page.styleTags).toContain(`<style data-emotion="css ${composed.join(' ')}"></style>`);
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
