import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { CourseDetailResponse, CoursesResponse } from '@contract/types';
import { REFRESH_COOKIE } from '@contract/constants';
import { PROJECT_ROOT } from '../src/config';
import { withServerDrawnPage } from '../src/hosting/spaIndex';
import { SIGNED_IN_COOKIE } from '../src/plugins/app/sessions';
import { createTestApp, type TestContext } from './helpers/testApp';
import { csrfHeaders, login, refresh, signUpAndIn } from './helpers/users';

const SITE = 'https://academy.example';
const SLUG = 'ielts-academic-complete';
const STYLE_TAG = '<style data-emotion="css stand-in">.css-stand-in{color:#123456}</style>';

// The build folders sit in a folder reached through a symbolic link, as os.tmpdir() is on macOS
// (/var -> /private/var) and as a release folder often is: a new build must be picked up there
// too (require()'s cache, keyed by the real path, would keep the old one).
const realRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-ssr-'));
fs.mkdirSync(path.join(realRoot, 'site'));
const root = path.join(realRoot, 'current');
fs.symlinkSync(path.join(realRoot, 'site'), root, 'dir');
const dist = path.join(root, 'dist');
const distSsr = path.join(root, 'dist-ssr');
const renderModule = path.join(distSsr, 'renderPage.js');
/** One line per renderPage call (the module runs outside Jest's sandbox: a file, not a global). */
const callsLog = path.join(realRoot, 'render-calls.log');

/**
 * A stand-in for the server-rendering build (dist-ssr/renderPage.js): CommonJS, the real build's
 * two exports, and pages drawn from what the in-process `fetch` answers, so a page shows what the
 * API really said. `?boom` makes the render fail.
 */
function standInSource(version: string): string {
  return `'use strict';
const fs = require('node:fs');
const COURSE = /^\\/courses\\/[A-Za-z0-9-]{1,120}$/;
const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (char) => '&#' + char.charCodeAt(0) + ';');
exports.rendersOnServer = (pathname) =>
  pathname === '/' || pathname === '/courses' || COURSE.test(pathname);
exports.renderPage = async (url, { fetch }) => {
  fs.appendFileSync(${JSON.stringify(callsLog)}, url + '\\n');
  const [pathname, search = ''] = url.split(/(?=\\?)/);
  if (new URLSearchParams(search).has('boom')) throw new Error('stand-in render failed');
  const api = COURSE.test(pathname)
    ? '/api/courses/' + pathname.slice('/courses/'.length)
    : '/api/courses?page=1&limit=7';
  const response = await fetch('http://server-render.invalid' + api);
  const answer = await response.json();
  const titles = answer.course ? [answer.course.title] : answer.data.map((course) => course.title);
  return {
    html: '<main data-drawn-by="${version}"><ul>' +
      titles.map((title) => '<li>' + escapeHtml(title) + '</li>').join('') + '</ul></main>',
    styleTags: ${JSON.stringify(STYLE_TAG)},
    stateScript: '<script id="server-state" type="application/json">' +
      JSON.stringify({ api, status: response.status }) + '</script>',
  };
};
`;
}

/** Writes the build's module with a modification time of its own (the server compares them). */
function writeRenderModule(source: string, modifiedAt: Date): void {
  fs.writeFileSync(renderModule, source);
  fs.utimesSync(renderModule, modifiedAt, modifiedAt);
}

/** The server looks at the module's file at most once a second. */
const pastRecheck = () => new Promise((resolve) => setTimeout(resolve, 1100));

const logLines: string[] = [];
let t: TestContext;
beforeAll(async () => {
  fs.mkdirSync(dist);
  fs.mkdirSync(distSsr);
  // index.html as the production build makes it from public/index.html: its scripts in the head.
  const template = fs
    .readFileSync(path.join(PROJECT_ROOT, 'public', 'index.html'), 'utf8')
    .replace('</head>', '<script defer src="/assets/main.abc123.js"></script></head>');
  fs.writeFileSync(path.join(dist, 'index.html'), template);
  writeRenderModule(standInSource('v1'), new Date(Date.now() - 60_000));
  t = await createTestApp(
    { spaDir: dist, siteUrl: SITE, siteOrigin: SITE, logLevel: 'info' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(realRoot, { recursive: true, force: true });
});
beforeEach(() => fs.writeFileSync(callsLog, ''));

const renderCalls = () => fs.readFileSync(callsLog, 'utf8').split('\n').filter(Boolean);

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

const signedIn = { cookie: `${SIGNED_IN_COOKIE}=1` };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What a browser or crawler finds in the page: its head, and the root element with what follows. */
function pageOf(response: LightMyRequestResponse) {
  const html = response.body;
  const headEnd = html.indexOf('</head>');
  const head = html.slice(html.indexOf('<head>'), headEnd);
  return {
    html,
    head,
    body: html.slice(headEnd),
    serverRendered: /<html data-server-rendered[\s>]/.test(html),
    fetchPreloads: [...head.matchAll(/<link rel="preload" as="fetch" href="([^"]*)"/g)].map(
      ([, href]) => href,
    ),
    imagePreloads: [...head.matchAll(/<link rel="preload" as="image" href="([^"]*)"/g)].map(
      ([, href]) => href,
    ),
  };
}

/** The page as the browser alone draws it: an empty root, nothing of a server render. */
function expectBrowserDrawn(response: LightMyRequestResponse): void {
  const drawn = pageOf(response);
  expect(drawn.serverRendered).toBe(false);
  expect(drawn.html).toContain('<div id="root"></div>');
  expect(drawn.html).not.toContain('data-drawn-by');
  expect(drawn.html).not.toContain(STYLE_TAG);
  expect(drawn.html).not.toContain('id="server-state"');
}

async function catalogueTitles(): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/courses?page=1&limit=7' });
  return response.json<CoursesResponse>().data.map((course) => course.title);
}

describe('a visitor’s public page', () => {
  it('comes drawn on the server from the API’s answers: markup in the root, styles in the head, state after the root', async () => {
    const titles = await catalogueTitles();
    expect(titles).toHaveLength(7);
    expect(titles[0]).toBe('IELTS Academic: Complete Preparation');

    const response = await page('/courses');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const drawn = pageOf(response);
    expect(drawn.html).toMatch(/^<!doctype html>\s*<html data-server-rendered lang="en-IN">/i);
    const markup = `<main data-drawn-by="v1"><ul>${titles
      .map((title) => `<li>${escapeHtml(title)}</li>`)
      .join('')}</ul></main>`;
    const state = `<script id="server-state" type="application/json">${JSON.stringify({
      api: '/api/courses?page=1&limit=7',
      status: 200,
    })}</script>`;
    expect(drawn.body).toContain(`<div id="root">${markup}</div>${state}`);
    expect(drawn.head).toContain(STYLE_TAG);
    expect(drawn.body).not.toContain(STYLE_TAG);
    expect(drawn.fetchPreloads).toEqual([]);
    expect(renderCalls()).toEqual(['/courses']);
  });

  it('draws a course page from its course, without the head’s preload of the answer it already holds', async () => {
    const { course } = (
      await t.app.inject({ method: 'GET', url: `/api/courses/${SLUG}` })
    ).json<CourseDetailResponse>();

    // Drawn in the browser (a signed-in browser's request), the head preloads the page's API call.
    const inBrowser = pageOf(await page(`/courses/${SLUG}`, signedIn));
    expect(inBrowser.serverRendered).toBe(false);
    expect(inBrowser.fetchPreloads).toEqual([`/api/courses/${SLUG}`]);
    expect(inBrowser.imagePreloads).toEqual([course.thumbnail]);

    const response = await page(`/courses/${SLUG}`);
    expect(response.statusCode).toBe(200);
    const drawn = pageOf(response);
    expect(drawn.serverRendered).toBe(true);
    expect(drawn.body).toContain(
      `<div id="root"><main data-drawn-by="v1"><ul><li>${escapeHtml(course.title)}</li></ul></main></div>`,
    );
    expect(drawn.body).toContain(`"api":"/api/courses/${SLUG}","status":200`);
    expect(drawn.fetchPreloads).toEqual([]);
    // The picture is still wanted early: the markup shows it.
    expect(drawn.imagePreloads).toEqual([course.thumbnail]);
    // The rest of the head is the course's own.
    expect(drawn.head).toContain(`<link rel="canonical" href="${SITE}/courses/${SLUG}">`);
    expect(drawn.head).toContain('application/ld+json');
    expect(renderCalls()).toEqual([`/courses/${SLUG}`]);
  });

  it('draws the home page (the root route, not the static files’ wildcard)', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(pageOf(response).serverRendered).toBe(true);
    expect(response.body).toContain('<div id="root"><main data-drawn-by="v1">');
    expect(renderCalls()).toEqual(['/']);
  });

  it('says caches must keep a visitor’s page apart from a signed-in browser’s (Vary: cookie)', async () => {
    expect((await page('/courses')).headers.vary).toContain('cookie');
  });

  it('is drawn in the browser when the browser may be signed in (signed_in cookie)', async () => {
    const response = await page('/courses', signedIn);
    expect(response.statusCode).toBe(200);
    expectBrowserDrawn(response);
    expect(renderCalls()).toEqual([]);
  });

  it('is drawn in the browser when the build does not draw that page', async () => {
    for (const url of ['/signin', '/user-dash', '/courses/a/b']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expectBrowserDrawn(response);
    }
    expect(renderCalls()).toEqual([]);
  });

  it('answers an unknown course with 404 and an empty root, without asking the renderer', async () => {
    const response = await page('/courses/no-such-course');
    expect(response.statusCode).toBe(404);
    expectBrowserDrawn(response);
    expect(renderCalls()).toEqual([]);
  });

  it('is drawn in the browser when the render fails, and the log names the path but never the query', async () => {
    const secret = 's3cr3t-sign-in-token';
    const response = await page(`/courses?boom=1&token=${secret}`);
    expect(response.statusCode).toBe(200);
    expectBrowserDrawn(response);
    expect(renderCalls()).toEqual([`/courses?boom=1&token=${secret}`]);

    const failures = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => String(entry.msg).startsWith('server render failed'));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ level: 40, pathname: '/courses' });
    expect(JSON.stringify(failures[0])).toContain('stand-in render failed');
    const failureLine = logLines.find((line) => line.includes('server render failed'))!;
    expect(failureLine).not.toContain('boom');
    expect(failureLine).not.toContain('?');
    expect(logLines.join('\n')).not.toContain(secret);
  });
});

describe('a drawn page kept', () => {
  it('is sent again while the API gives the same answer, and drawn again once the answer changes', async () => {
    const url = `/courses/${SLUG}`;
    const rename = (title: string) =>
      t.db.query('UPDATE courses SET title = $1 WHERE slug = $2', [title, SLUG]);
    await rename('IELTS Academic: Complete Preparation (this test)');
    const first = await page(url);
    const again = await page(url);
    expect(renderCalls()).toEqual([url]);
    expect(again.body).toBe(first.body);

    const renamed = 'IELTS Academic: Complete Preparation, revised';
    await rename(renamed);
    const changed = await page(url);
    expect(renderCalls()).toEqual([url, url]);
    expect(pageOf(changed).body).toContain(`<li>${escapeHtml(renamed)}</li>`);
  });

  it('is a page of the catalogue by its number; a page with any other query is drawn each time', async () => {
    await page('/courses?page=2');
    await page('/courses?page=2');
    expect(renderCalls()).toEqual(['/courses?page=2']);
    const linkWithToken = '/?token=a-secret-from-a-mail';
    expect(pageOf(await page(linkWithToken)).serverRendered).toBe(true);
    expect(pageOf(await page(linkWithToken)).serverRendered).toBe(true);
    expect(renderCalls()).toEqual(['/courses?page=2', linkWithToken, linkWithToken]);
  });
});

describe('a new server-rendering build', () => {
  it('is served once it replaces the old one on disk', async () => {
    expect((await page('/courses')).body).toContain('data-drawn-by="v1"');
    writeRenderModule(standInSource('v2'), new Date());
    await pastRecheck();
    const response = await page('/courses');
    expect(pageOf(response).serverRendered).toBe(true);
    expect(response.body).toContain('<div id="root"><main data-drawn-by="v2">');
    expect(response.body).not.toContain('data-drawn-by="v1"');
  });

  it('that cannot be loaded (half written, broken) leaves the page to the browser, and the next good one is served', async () => {
    writeRenderModule(
      'exports.renderPage = async (url, { fetch }) => {',
      new Date(Date.now() + 1000),
    );
    await pastRecheck();
    for (const url of ['/courses', '/']) {
      const broken = await page(url);
      expect(broken.statusCode).toBe(200);
      expectBrowserDrawn(broken);
    }
    // Said once, not on every page.
    const notLoaded = logLines.filter((line) => line.includes('server-rendering build not loaded'));
    expect(notLoaded).toHaveLength(1);
    expect(notLoaded[0]).toContain('SyntaxError');

    writeRenderModule(standInSource('v3'), new Date(Date.now() + 2000));
    await pastRecheck();
    const mended = await page('/courses');
    expect(mended.statusCode).toBe(200);
    expect(mended.body).toContain('<div id="root"><main data-drawn-by="v3">');
  });

  it('missing leaves the page to the browser', async () => {
    fs.rmSync(renderModule);
    await pastRecheck();
    const response = await page('/courses');
    expect(response.statusCode).toBe(200);
    expectBrowserDrawn(response);
  });
});

describe('the signed_in cookie', () => {
  const signedInCookieOf = (response: LightMyRequestResponse) =>
    response.cookies.find((cookie) => cookie.name === SIGNED_IN_COOKIE);

  const expectCleared = (response: LightMyRequestResponse) => {
    const cookie = signedInCookieOf(response);
    expect(cookie).toBeDefined();
    expect(cookie!.path).toBe('/');
    const expired =
      cookie!.maxAge === 0 || (cookie!.expires !== undefined && cookie!.expires <= new Date());
    expect(expired).toBe(true);
  };

  it('is set site-wide, HttpOnly, on sign-in and on each refresh, for as long as the refresh cookie', async () => {
    const who = await signUpAndIn(t);
    const response = await login(t, who.user.email);
    expect(response.statusCode).toBe(200);
    const cookie = signedInCookieOf(response);
    const refreshCookie = response.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(cookie).toMatchObject({ value: '1', path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie!.maxAge).toBe(refreshCookie!.maxAge);
    expect(cookie!.maxAge).toBeGreaterThan(0);

    const refreshed = await refresh(t, refreshCookie!.value);
    expect(refreshed.statusCode).toBe(200);
    expect(signedInCookieOf(refreshed)).toMatchObject({ value: '1', path: '/', httpOnly: true });
  });

  it('is cleared on sign-out and when the session has ended', async () => {
    const who = await signUpAndIn(t);
    const loggedOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: csrfHeaders,
      cookies: { [REFRESH_COOKIE]: who.refreshToken },
    });
    expect(loggedOut.statusCode).toBe(200);
    expectCleared(loggedOut);

    const ended = await refresh(t, who.refreshToken);
    expect(ended.statusCode).toBe(401);
    expectCleared(ended);
  });
});

describe('withServerDrawnPage', () => {
  /** What a browser without scripts applies: the room kept for parts drawn on scrolling goes. */
  const WITHOUT_SCRIPTS =
    '<noscript><style>[data-below-fold]{min-height:0!important}</style></noscript>';

  const page =
    '<!doctype html><html lang="en"><head><title>T</title></head><body><div id="root"></div></body></html>';

  it('puts each part in its place', () => {
    expect(
      withServerDrawnPage(page, {
        html: '<p>hi</p>',
        styleTags: '<style>s</style>',
        stateScript: '<script>x</script>',
      }),
    ).toBe(
      '<!doctype html><html data-server-rendered lang="en"><head><title>T</title><style>s</style>' +
        `${WITHOUT_SCRIPTS}</head><body><div id="root"><p>hi</p></div><script>x</script></body></html>`,
    );
  });

  it("inserts markup, styles and state literally, replacement patterns ($&, $`, $', $1) included", () => {
    const html = "<p>Save $& now: $` $' $1 $$</p>";
    const styleTags = '<style>.a::after{content:"$&"}</style>';
    const stateScript = `<script type="application/json">{"price":"$'$1"}</script>`;
    const result = withServerDrawnPage(page, { html, styleTags, stateScript });
    expect(result).toContain(`<div id="root">${html}</div>${stateScript}</body>`);
    expect(result).toContain(`<title>T</title>${styleTags}${WITHOUT_SCRIPTS}</head>`);
  });

  it('finds the root as a minifier writes it (unquoted id)', () => {
    const minified = page.replace('<div id="root">', '<div id=root>');
    const result = withServerDrawnPage(minified, {
      html: '<p>x</p>',
      styleTags: '',
      stateScript: '',
    });
    expect(result).toContain('<div id="root"><p>x</p></div>');
  });
});
