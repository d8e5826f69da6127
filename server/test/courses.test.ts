import type { CourseDetailResponse, CoursesResponse } from '@contract/types';
import { createTestApp, type TestContext } from './helpers/testApp';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/courses', () => {
  it('pages the seeded catalogue seven at a time over three pages, in creation order', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => get(`/api/courses?page=${page}&limit=7`)),
    );
    const bodies = pages.map((response) => response.json<CoursesResponse>());
    expect(pages.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(bodies[0].pagination).toEqual({ page: 1, limit: 7, totalPages: 3, totalItems: 21 });
    expect(bodies.map((body) => body.data.length)).toEqual([7, 7, 7]);
    const titles = bodies.flatMap((body) => body.data.map((course) => course.title));
    expect(new Set(titles).size).toBe(21);
    expect(titles[0]).toBe('IELTS Academic: Complete Preparation');
    const first = bodies[0].data[0];
    expect(first).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      slug: 'ielts-academic-complete',
      title: expect.any(String),
      description: expect.stringContaining('<p>'),
      thumbnail: '/images/courses/ielts-academic-complete.webp',
      price: 2499,
      rating: { average: 4.6, count: 5 },
    });
  });

  it('defaults to page 1 of 7 and answers an empty page past the end', async () => {
    const first = (await get('/api/courses')).json<CoursesResponse>();
    expect(first.pagination).toMatchObject({ page: 1, limit: 7 });
    const past = (await get('/api/courses?page=9')).json<CoursesResponse>();
    expect(past.data).toEqual([]);
    expect(past.pagination.totalPages).toBe(3);
  });

  it.each([
    ['limit=0', 'limit must be >= 1.'],
    ['limit=51', 'limit must be <= 50.'],
    ['page=0', 'page must be >= 1.'],
    ['page=abc', 'page must be integer.'],
  ])('refuses %s with 400', async (query, message) => {
    const response = await get(`/api/courses?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION' });
  });

  it('sets a short public cache and answers 304 to a matching ETag', async () => {
    const response = await get('/api/courses?page=2&limit=7');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/api/courses?page=2&limit=7', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves pages from the cache until a course changes, and then the change at once', async () => {
    const price = async () =>
      (await get('/api/courses?page=1&limit=50')).json<CoursesResponse>().data[0]!.price;
    const before = await price();
    const query = { page: 1, limit: 50 } as Parameters<typeof t.app.catalogue.page>[0];
    expect(t.app.catalogue.page(query)).toBe(t.app.catalogue.page(query)); // one build, kept

    await t.db.query(`UPDATE courses SET price = price + 1 WHERE slug = 'ielts-academic-complete'`);
    await eventually(async () => (await price()) === before + 1);
    await t.db.query(`UPDATE courses SET price = price - 1 WHERE slug = 'ielts-academic-complete'`);
    await eventually(async () => (await price()) === before);
  });
});

/** The database's notification reaches the cache asynchronously: at most a second later. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 1000) throw new Error('The cached catalogue kept the old page');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /api/courses compression', () => {
  it('answers br or gzip from the cached page when the client accepts it', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const plain = await get('/api/courses?page=1&limit=50');
    const br = await get('/api/courses?page=1&limit=50', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/api/courses?page=1&limit=50', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('GET /api/courses/:course', () => {
  it('describes a course by slug: instructor, outcomes and its curriculum in order, previews marked', async () => {
    const response = await get('/api/courses/ielts-academic-complete');
    expect(response.statusCode).toBe(200);
    const { course } = response.json<CourseDetailResponse>();
    expect(course).toMatchObject({
      slug: 'ielts-academic-complete',
      title: 'IELTS Academic: Complete Preparation',
      price: 2499,
      level: 'intermediate',
      language: 'English',
      category: 'IELTS',
      rating: { average: 4.6, count: 5 },
      instructor: {
        slug: 'meera-iyer',
        name: 'Meera Iyer',
        photo: '/images/instructors/meera-iyer.svg',
      },
    });
    expect(course.outcomes.length).toBeGreaterThanOrEqual(4);
    expect(course.sections.length).toBeGreaterThanOrEqual(2);
    const lessons = course.sections.flatMap((section) => section.lessons);
    expect(course.lessonCount).toBe(lessons.length);
    expect(course.totalDurationSeconds).toBe(
      lessons.reduce((sum, lesson) => sum + lesson.durationSeconds, 0),
    );
    expect(lessons.some((lesson) => lesson.preview && lesson.kind === 'video')).toBe(true);
    expect(lessons[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'How the four modules are scored',
      kind: 'article',
      durationSeconds: expect.any(Number),
      preview: false,
    });
  });

  it('finds the same course by its id', async () => {
    const bySlug = (await get('/api/courses/ielts-academic-complete')).json<CourseDetailResponse>();
    const byId = (await get(`/api/courses/${bySlug.course._id}`)).json<CourseDetailResponse>();
    expect(byId.course.slug).toBe('ielts-academic-complete');
  });

  it('answers 404 for an unknown course and 400 for a malformed one', async () => {
    const missing = await get('/api/courses/no-such-course');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Course not found.' });
    expect((await get('/api/courses/bad%20slug!')).statusCode).toBe(400);
  });

  it('keeps a course’s answer with an ETag, compressed on request, until its curriculum changes', async () => {
    const url = '/api/courses/IELTS-Academic-Complete';
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(t.app.catalogue.course('ielts-academic-complete')).toBe(
      t.app.catalogue.course('IELTS-academic-complete'),
    ); // one build, kept, whatever the case
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const { brotliDecompressSync } = await import('node:zlib');
    const br = await get(url, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);

    const lessonTitle = async () =>
      (await get(url)).json<CourseDetailResponse>().course.sections[0]!.lessons[0]!.title;
    const before = await lessonTitle();
    const rename = (title: string) =>
      t.db.query(`UPDATE lessons SET title = $1 WHERE id = $2`, [
        title,
        first.json<CourseDetailResponse>().course.sections[0]!.lessons[0]!.id,
      ]);
    await rename(`${before} (revised)`);
    try {
      await eventually(async () => (await lessonTitle()) === `${before} (revised)`);
      expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(200);
    } finally {
      await rename(before);
    }
    await eventually(async () => (await lessonTitle()) === before);
  });

  it('does not keep made-up course addresses, which would push the real ones out', async () => {
    const kept = t.app.catalogue.course('ielts-academic-complete');
    for (let n = 0; n < 600; n++) {
      expect((await get(`/api/courses/no-such-course-${n}`)).statusCode).toBe(404);
    }
    expect(t.app.catalogue.course('ielts-academic-complete')).toBe(kept);
  });

  it('hides an unpublished course from its page and from the catalogue', async () => {
    await t.db.query(`UPDATE courses SET published_at = NULL WHERE slug = 'vocabulary-builder'`);
    t.app.catalogue.invalidate();
    try {
      expect((await get('/api/courses/vocabulary-builder')).statusCode).toBe(404);
      const all = (await get('/api/courses?page=1&limit=50')).json<CoursesResponse>();
      expect(all.pagination.totalItems).toBe(20);
      expect(all.data.map((course) => course.title)).not.toContain(
        'Vocabulary Builder for Exams and Work',
      );
    } finally {
      await t.db.query(
        `UPDATE courses SET published_at = created_at WHERE slug = 'vocabulary-builder'`,
      );
      t.app.catalogue.invalidate();
    }
  });
});
