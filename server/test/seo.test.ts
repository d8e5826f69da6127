import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { ACADEMY_NAME } from '@contract/constants';
import { PAGE_TITLES, pageTitle, SITE_TITLE } from '@contract/pageTitles';
import { PROJECT_ROOT } from '../src/config';
import { PUBLIC_PAGES } from '../src/services/seo/publicPages';
import { courseBySlug } from './helpers/shop';
import { createTestApp, type TestContext } from './helpers/testApp';

const SITE = 'https://academy.example';
const SLUG = 'ielts-academic-complete';
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-seo-'));
const preloadScript = "document.head.dataset.route='/'";

let t: TestContext;
beforeAll(async () => {
  // index.html as the production build makes it from public/index.html: its scripts in the head.
  const template = fs
    .readFileSync(path.join(PROJECT_ROOT, 'public', 'index.html'), 'utf8')
    .replace(
      '</head>',
      `<script defer src="/assets/main.abc123.js"></script><script>${preloadScript}</script></head>`,
    );
  fs.writeFileSync(path.join(dist, 'index.html'), template);
  // The build's link-preview pictures: the site's, and one course's (the others fall back).
  fs.mkdirSync(path.join(dist, 'images', 'social'), { recursive: true });
  for (const name of ['site', SLUG])
    fs.writeFileSync(path.join(dist, 'images', 'social', `${name}.png`), 'png');
  t = await createTestApp({ spaDir: dist, siteUrl: SITE, siteOrigin: SITE });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = { accept: 'text/html' }) =>
  t.app.inject({ method: 'GET', url, headers });

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What a crawler reads from a page's head. */
function headOf(html: string) {
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const metas = [...html.matchAll(/<meta\s[^>]*>/g)].map(([tag]) => tag);
  const meta = (key: string) => {
    const tag = metas.find(
      (candidate) =>
        attribute(candidate, 'name') === key || attribute(candidate, 'property') === key,
    );
    const content = tag && attribute(tag, 'content');
    return content === undefined ? undefined : decode(content);
  };
  const titles = [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map(([, text]) => decode(text!));
  const canonical = /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return {
    titles,
    meta,
    descriptions: metas.filter((tag) => attribute(tag, 'name') === 'description').length,
    canonical: canonical && decode(canonical),
    jsonLd: jsonLd.map(([, json]) => JSON.parse(json!) as Record<string, unknown>),
    rawJsonLd: jsonLd.map(([, json]) => json!),
  };
}

describe('the head of each public page', () => {
  it.each(Object.entries(PUBLIC_PAGES))('%s', async (pathname, expected) => {
    const response = await page(pathname);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const head = headOf(response.body);
    expect(head.titles).toEqual([expected.title]);
    expect(head.descriptions).toBe(1);
    expect(head.meta('description')).toBe(expected.description);
    expect(head.meta('robots')).toBeUndefined();
    expect(head.canonical).toBe(`${SITE}${pathname}`);
    expect(head.meta('og:title')).toBe(expected.title);
    expect(head.meta('og:description')).toBe(expected.description);
    expect(head.meta('og:url')).toBe(`${SITE}${pathname}`);
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('og:site_name')).toBe(ACADEMY_NAME);
    expect(head.meta('og:image')).toBe(`${SITE}/images/social/site.png`);
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.meta('og:image:height')).toBe('630');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:title')).toBe(expected.title);
    expect(head.meta('twitter:image')).toBe(head.meta('og:image'));
    expect(head.jsonLd).toEqual([]);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('gives the home page the title index.html and the SPA use as the site’s', async () => {
    const template = fs.readFileSync(path.join(PROJECT_ROOT, 'public', 'index.html'), 'utf8');
    expect(/<title>(.*)<\/title>/.exec(template)?.[1]).toBe(SITE_TITLE);
    expect(PUBLIC_PAGES['/']!.title).toBe(SITE_TITLE);
  });

  it('knows a page however its address is written, and lists each catalogue page as its own', async () => {
    expect(headOf((await page('/Tests/')).body).canonical).toBe(`${SITE}/tests`);
    expect(headOf((await page('/courses?page=2')).body).canonical).toBe(`${SITE}/courses?page=2`);
    expect(headOf((await page('/courses?page=abc')).body).canonical).toBe(`${SITE}/courses`);
  });

  it('keeps private and unknown pages out of search results, with the site’s own head', async () => {
    for (const url of ['/signin', '/user-dash', '/no-such-page']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      const head = headOf(response.body);
      expect(head.titles).toEqual([SITE_TITLE]);
      expect(head.meta('robots')).toBe('noindex');
      expect(head.canonical).toBeUndefined();
    }
  });

  it('answers a link-preview crawler that accepts anything, but not a request for a file', async () => {
    const preview = await page('/courses', { accept: '*/*' });
    expect(headOf(preview.body).meta('og:title')).toBe(PAGE_TITLES.courses);
    expect((await page('/missing.png', { accept: '*/*' })).statusCode).toBe(404);
  });

  it('keeps the content security policy: the inline script allowed by its hash, JSON-LD as data', async () => {
    const response = await page(`/courses/${SLUG}`);
    const hash = createHash('sha256').update(preloadScript).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    expect(response.headers['content-security-policy']).not.toContain("'unsafe-inline' https");
    expect(response.body).toContain(`<script>${preloadScript}</script>`);
  });

  it('compresses the page when the browser accepts it', async () => {
    const plain = await page('/about');
    const br = await page('/about', { accept: 'text/html', 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });
});

/** The page's preload links: what, where, and its credentials or priority. */
const preloadsOf = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="preload" as="(\w+)" href="([^"]+)" (?:fetchpriority|crossorigin)="([^"]+)">/g,
    ),
  ].map(([, as, href, extra]) => `${as} ${decode(href!)} ${extra}`);

describe('the catalogue page', () => {
  it('asks early for the first course’s picture of the page asked for, and for none with a search', async () => {
    const firstOf = async (pageNumber: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/courses?page=${pageNumber}&limit=7` })).json<{
        data: { thumbnail: string }[];
      }>().data[0]!.thumbnail;
    const first = await firstOf(1);
    const eighth = await firstOf(2);
    expect(first).not.toBe(eighth);
    expect(preloadsOf((await page('/courses')).body)).toEqual([`image ${first} high`]);
    expect(preloadsOf((await page('/courses?page=2')).body)).toEqual([`image ${eighth} high`]);
    expect(preloadsOf((await page('/courses?q=ielts')).body)).toEqual([]);
    expect(preloadsOf((await page('/tests')).body)).toEqual([]);
  });
});

describe('a course page', () => {
  it('has the course’s title, description, picture and schema.org Course data', async () => {
    const course = await courseBySlug(t, SLUG);
    const response = await page(`/courses/${SLUG}`);
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    const url = `${SITE}/courses/${SLUG}`;
    expect(head.titles).toEqual([pageTitle('IELTS Academic: Complete Preparation')]);
    expect(head.canonical).toBe(url);
    expect(head.meta('og:url')).toBe(url);
    expect(head.meta('og:image')).toBe(`${SITE}/images/social/${SLUG}.png`);
    expect(head.meta('og:image:alt')).toBe('IELTS Academic: Complete Preparation');
    expect(head.meta('description')!.length).toBeGreaterThan(20);
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'IELTS Academic: Complete Preparation',
      description: head.meta('description'),
      url,
      image: `${SITE}/images/social/${SLUG}.png`,
      provider: { '@type': 'Organization', name: ACADEMY_NAME, url: SITE },
      offers: { '@type': 'Offer', price: course.price, priceCurrency: 'INR', category: 'Paid' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, ratingCount: 5 },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        courseWorkload: expect.stringMatching(/^PT(\d+H)?(\d+M)?$/),
        instructor: { '@type': 'Person', name: 'Meera Iyer' },
      },
    });
  });

  it('asks early for the course’s API answer and its picture, as the SPA will ask for them', async () => {
    const course = await courseBySlug(t, SLUG);
    const { thumbnail } = (
      await t.db.query<{ thumbnail: string }>('SELECT thumbnail FROM courses WHERE id = $1', [
        course.id,
      ])
    ).rows[0]!;
    const typed = SLUG.toUpperCase();
    expect(preloadsOf((await page(`/courses/${typed}`)).body)).toEqual([
      `fetch /api/courses/${typed} use-credentials`,
      `image ${thumbnail} high`,
    ]);
    expect(preloadsOf((await page('/courses/no-such-course')).body)).toEqual([]);
  });

  it('is listed under its slug when asked for by id', async () => {
    const { id } = await courseBySlug(t, SLUG);
    expect(headOf((await page(`/courses/${id}`)).body).canonical).toBe(`${SITE}/courses/${SLUG}`);
  });

  it('leaves the rating out of the data while a course has no reviews', async () => {
    const { id } = await courseBySlug(t, 'pte-academic-fast-track');
    await t.db.query('DELETE FROM course_reviews WHERE course_id = $1', [id]);
    await t.db.query('UPDATE courses SET rating_average = 0, rating_count = 0 WHERE id = $1', [id]);
    const head = headOf((await page('/courses/pte-academic-fast-track')).body);
    const [jsonLd] = head.jsonLd;
    expect(jsonLd).toMatchObject({ '@type': 'Course', name: 'PTE Academic Fast Track' });
    // Without a preview picture in the build, the course's own thumbnail.
    expect(head.meta('og:image')).toBe(`${SITE}/images/courses/pte-academic-fast-track.webp`);
    expect(head.meta('og:image:width')).toBeUndefined();
    expect(jsonLd).not.toHaveProperty('aggregateRating');
  });

  it('escapes a title that tries to close the script or the attribute', async () => {
    const hostile = `Speak </script><script>alert("x")</script> & 'quote' <!-- now`;
    const { id } = await courseBySlug(t, 'bpo-voice-process');
    const before = await t.db.query<{ title: string }>('SELECT title FROM courses WHERE id = $1', [
      id,
    ]);
    await t.db.query('UPDATE courses SET title = $2 WHERE id = $1', [id, hostile]);
    try {
      const html = (await page('/courses/bpo-voice-process')).body;
      const head = headOf(html);
      expect(head.titles).toEqual([pageTitle(hostile)]);
      expect(head.meta('og:title')).toBe(pageTitle(hostile));
      expect(head.meta('og:image:alt')).toBe(hostile);
      expect(head.jsonLd[0]!.name).toBe(hostile);
      expect(head.rawJsonLd[0]).not.toMatch(/[<>]/);
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<!-- now');
      // The template's two scripts and the JSON-LD: nothing else opened or closed a script.
      expect(html.match(/<script/g)).toHaveLength(3);
      expect(html.match(/<\/script>/g)).toHaveLength(3);
    } finally {
      await t.db.query('UPDATE courses SET title = $2 WHERE id = $1', [id, before.rows[0]!.title]);
    }
  });

  it('answers an unknown course with the SPA’s page, status 404 and noindex', async () => {
    for (const url of ['/courses/no-such-course', '/courses/bad%20slug!']) {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const head = headOf(response.body);
      expect(head.titles).toEqual([PAGE_TITLES.courseNotFound]);
      expect(head.meta('robots')).toBe('noindex');
      expect(head.canonical).toBeUndefined();
      expect(head.jsonLd).toEqual([]);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page and every published course with its last change, and no unpublished one', async () => {
    const { id } = await courseBySlug(t, 'vocabulary-builder');
    await t.db.query('UPDATE courses SET published_at = NULL WHERE id = $1', [id]);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const xml = response.body;
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
      const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
      for (const pathname of Object.keys(PUBLIC_PAGES))
        expect(locs).toContain(`${SITE}${pathname}`);
      const published = await t.db.query<{ slug: string; updated_at: Date }>(
        'SELECT slug, updated_at FROM courses WHERE published_at IS NOT NULL',
      );
      expect(published.rows.length).toBe(20);
      for (const course of published.rows) {
        expect(xml).toContain(
          `<url><loc>${SITE}/courses/${course.slug}</loc><lastmod>${course.updated_at.toISOString()}</lastmod></url>`,
        );
      }
      expect(locs).not.toContain(`${SITE}/courses/vocabulary-builder`);
      expect(locs).toHaveLength(Object.keys(PUBLIC_PAGES).length + 20);
    } finally {
      await t.db.query('UPDATE courses SET published_at = created_at WHERE id = $1', [id]);
    }
  });

  it('lets crawlers into the public pages only, and points them to the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/user-dash', '/cart', '/checkout', '/profile', '/learn'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
