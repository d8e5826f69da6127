import { COURSE_SORTS, LENGTH_BANDS, PRICE_BANDS } from '@contract/catalogueFilters';
import type { Course, CoursesResponse } from '@contract/types';
import { CATEGORIES, LANGUAGES, LEVELS } from '@contract/taxonomy';
import type { Clock } from '../src/lib/clock';
import { appOn, createTestApp, type TestContext } from './helpers/testApp';

// GET /api/courses searched, filtered and sorted, on the seeded catalogue of 21 courses.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/courses?${query}`, headers });

async function catalogue(query: string): Promise<CoursesResponse> {
  const response = await get(query);
  expect(response.statusCode).toBe(200);
  return response.json<CoursesResponse>();
}

/** Every title the query finds, on one page of 50. */
async function titles(query: string): Promise<string[]> {
  const body = await catalogue(`${query}&limit=50`);
  return body.data.map((course) => course.title);
}

/** The published titles the condition selects, read straight from the database. */
const titlesWhere = async (
  where: string,
  params: unknown[] = [],
  order = 'created_at, id',
): Promise<string[]> =>
  (
    await t.db.query<{ title: string }>(
      `SELECT title FROM courses c WHERE published_at IS NOT NULL AND ${where} ORDER BY ${order}`,
      params,
    )
  ).rows.map((row) => row.title);

const COURSE_LENGTH = `(SELECT coalesce(sum(duration_seconds), 0) FROM lessons l WHERE l.course_id = c.id)`;

describe('search', () => {
  it('finds word forms: "speaks" finds "Speaking", "interviewing" finds "interview"', async () => {
    expect(await titles('q=speaks')).toContain('IELTS Speaking Confidence');
    expect(await titles('q=SPEAKING')).toEqual(await titles('q=speak'));
    const interview = await titles('q=interview');
    expect(interview).toContain('Job Interview Skills in English');
    expect(await titles('q=interviewing')).toEqual(interview);
  });

  it('reads a half-typed last word as a prefix, past its stem too', async () => {
    const full = await titles('q=pronunciation');
    expect(full.length).toBeGreaterThan(1);
    expect(await titles('q=pronun')).toEqual(expect.arrayContaining(full));
    expect(await titles('q=pronuncia')).toEqual(expect.arrayContaining(full));
    // Only the last word is a prefix; the others are whole words.
    expect(await titles('q=pronun ielts')).toEqual([]);
    expect(await titles('q=ielts pronun')).toContain('IELTS Speaking Confidence');
  });

  it('needs every word to match', async () => {
    const ielts = await titles('q=ielts');
    const writing = await titles('q=writing');
    const both = await titles('q=ielts writing');
    expect(both).toContain('IELTS Writing Band Booster');
    expect(both.every((title) => ielts.includes(title) && writing.includes(title))).toBe(true);
    expect(both.length).toBeLessThan(Math.min(ielts.length, writing.length));
  });

  it('finds courses by their instructor, and follows a renamed instructor or an edited course', async () => {
    expect(await titles('q=farah siddiqui')).toEqual([
      'Accent Neutralisation for Global Clients',
      'American Accent Training',
    ]);

    await t.db.query(`UPDATE instructors SET name = 'Farah Zaidi' WHERE slug = 'farah-siddiqui'`);
    await t.db.query(
      `UPDATE courses SET title = 'Vocabulary Builder: Quixotic Words' WHERE slug = 'vocabulary-builder'`,
    );
    t.app.catalogue.invalidate();
    try {
      expect(await titles('q=siddiqui')).toEqual([]);
      expect(await titles('q=zaidi')).toHaveLength(2);
      expect(await titles('q=quixotic')).toEqual(['Vocabulary Builder: Quixotic Words']);
    } finally {
      await t.db.query(
        `UPDATE instructors SET name = 'Farah Siddiqui' WHERE slug = 'farah-siddiqui'`,
      );
      await t.db.query(
        `UPDATE courses SET title = 'Vocabulary Builder for Exams and Work' WHERE slug = 'vocabulary-builder'`,
      );
      t.app.catalogue.invalidate();
    }
    expect(await titles('q=siddiqui')).toHaveLength(2);
  });

  it('searches the description as text, not its HTML tags', async () => {
    const inText = await titlesWhere(`c.description ~* '\\mstrong\\M(?![^<]*>)'`);
    const tagged = await titlesWhere(`c.description LIKE '%<strong>%'`);
    expect(tagged.length).toBeGreaterThan(inText.length + 5);
    expect((await titles('q=strong')).sort()).toEqual(inText.sort());
    expect((await titles('q=study plan')).length).toBeGreaterThan(0);
  });

  it('puts the best match first when searching without a sort: the title outweighs the text', async () => {
    const found = await titles('q=writing');
    const inTitle = found.filter((title) => /writing/i.test(title));
    expect(inTitle.length).toBeGreaterThan(1);
    expect(found.slice(0, inTitle.length).sort()).toEqual([...inTitle].sort());
    expect(found.length).toBeGreaterThan(inTitle.length);
  });

  it('treats a search of blanks or punctuation as no search', async () => {
    const all = await catalogue('limit=50');
    for (const q of ['', '%20%20', '!!!', '%26%7C']) {
      expect((await catalogue(`q=${q}&limit=50`)).pagination.totalItems).toBe(
        all.pagination.totalItems,
      );
    }
  });

  it.each([
    "'; DROP TABLE courses; --",
    'ielts:* | !speak & (',
    "ielts' OR '1'='1",
    '\\x00 $1 $$ %_ <-> :A',
    'हिन्दी बोलना',
    'x'.repeat(100),
  ])('answers %j harmlessly', async (q) => {
    const response = await get(`q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<CoursesResponse>().pagination.totalItems).toBeLessThan(21);
    const count = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM courses');
    expect(count.rows[0]!.n).toBe(21);
  });

  it('keeps the words of a quoted search but ignores the quotes', async () => {
    expect(await titles(`q=${encodeURIComponent('"ielts" writing\'s')}`)).toContain(
      'IELTS Writing Band Booster',
    );
  });
});

describe('filters', () => {
  it.each(CATEGORIES.map((category) => [category]))('category %s', async (category) => {
    const body = await catalogue(`category=${encodeURIComponent(category)}&limit=50`);
    const expected = await titlesWhere('c.category = $1', [category]);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.data.map((course) => course.title)).toEqual(expected);
    expect(body.pagination.totalItems).toBe(expected.length);
  });

  it.each(LEVELS.map((level) => [level]))('level %s', async (level) => {
    const expected = await titlesWhere('c.level = $1', [level]);
    expect(expected.length).toBeGreaterThan(0);
    expect(await titles(`level=${encodeURIComponent(level)}`)).toEqual(expected);
  });

  it.each(LANGUAGES.map((language) => [language]))('language %s', async (language) => {
    const expected = await titlesWhere('c.language = $1', [language]);
    expect(expected.length).toBeGreaterThan(0);
    expect(await titles(`language=${encodeURIComponent(language)}`)).toEqual(expected);
  });

  it('price bands split the catalogue in rupees, ends included: 9, 9 and 3 courses', async () => {
    const found: Record<string, Course[]> = {};
    for (const band of Object.keys(PRICE_BANDS)) {
      found[band] = (await catalogue(`price=${band}&limit=50`)).data;
    }
    expect(found['under-1000']!.every((course) => course.price < 1000)).toBe(true);
    expect(
      found['1000-2000']!.every((course) => course.price >= 1000 && course.price <= 2000),
    ).toBe(true);
    expect(found['over-2000']!.every((course) => course.price > 2000)).toBe(true);
    expect(Object.values(found).map((courses) => courses.length)).toEqual([9, 9, 3]);
  });

  it('a price of exactly 1,000 or 2,000 is in the middle band', async () => {
    await t.db.query(`UPDATE courses SET price = 1000 WHERE slug = 'vocabulary-builder'`);
    await t.db.query(`UPDATE courses SET price = 2000 WHERE slug = 'bpo-voice-process'`);
    t.app.catalogue.invalidate();
    try {
      const middle = await titles('price=1000-2000');
      expect(middle).toContain('Vocabulary Builder for Exams and Work');
      expect(middle).toContain('BPO Voice Process Communication');
    } finally {
      await t.db.query(`UPDATE courses SET price = 499 WHERE slug = 'vocabulary-builder'`);
      await t.db.query(`UPDATE courses SET price = 1599 WHERE slug = 'bpo-voice-process'`);
      t.app.catalogue.invalidate();
    }
  });

  it.each(Object.entries(LENGTH_BANDS))(
    'length %s counts the running time of all lessons',
    async (band, { min, max }) => {
      const expected = await titlesWhere(`${COURSE_LENGTH} BETWEEN $1 AND $2`, [
        min ?? 0,
        max ?? 1e9,
      ]);
      expect(expected.length).toBeGreaterThan(0);
      expect(await titles(`length=${band}`)).toEqual(expected);
    },
  );

  it('sorts the seeded catalogue into all three lengths: short courses, half-hour ones, the full IELTS course', async () => {
    expect(await titles('length=over-30m')).toEqual(['IELTS Academic: Complete Preparation']);
    expect(await titles('length=10-30m')).toEqual(
      expect.arrayContaining([
        'IELTS General Training for Work and Migration',
        'IELTS Writing Band Booster',
      ]),
    );
    expect(await titles('length=under-10m')).toEqual(
      expect.arrayContaining(['TOEFL iBT Essentials', 'Spoken English for Beginners']),
    );
  });

  it('combines search and filters, and the totals and pages follow them', async () => {
    const expected = await titlesWhere(`c.category = 'IELTS' AND c.level = 'intermediate'`);
    expect(expected.length).toBe(3);
    const first = await catalogue('category=IELTS&level=intermediate&limit=2');
    expect(first.pagination).toEqual({ page: 1, limit: 2, totalItems: 3, totalPages: 2 });
    const second = await catalogue('category=IELTS&level=intermediate&limit=2&page=2');
    expect([...first.data, ...second.data].map((course) => course.title)).toEqual(expected);

    const searched = await catalogue('q=ielts&price=over-2000&language=English');
    expect(searched.data.map((course) => course.title)).toEqual([
      'IELTS Academic: Complete Preparation',
    ]);
    expect(searched.pagination).toMatchObject({ totalItems: 1, totalPages: 1 });

    const none = await catalogue('category=IELTS&language=English%20and%20Hindi');
    expect(none).toEqual({
      data: [],
      pagination: { page: 1, limit: 7, totalItems: 0, totalPages: 0 },
    });
  });

  it('pages a search seven at a time with the same total on every page', async () => {
    const all = await titles('q=english');
    expect(all.length).toBeGreaterThan(7);
    const pages = await Promise.all([1, 2, 3].map((page) => catalogue(`q=english&page=${page}`)));
    expect(pages.map((page) => page.pagination.totalItems)).toEqual([
      all.length,
      all.length,
      all.length,
    ]);
    expect(pages.flatMap((page) => page.data.map((course) => course.title))).toEqual(
      all.slice(0, 21),
    );
  });
});

describe('sorts', () => {
  it('without a sort: oldest first, as before', async () => {
    expect(await titles('')).toEqual(await titlesWhere('true'));
  });

  it('price-asc and price-desc order by price, oldest first among equals', async () => {
    const cheap = (await catalogue('sort=price-asc&limit=50')).data.map((course) => course.price);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    const dear = (await catalogue('sort=price-desc&limit=50')).data.map((course) => course.price);
    expect(dear).toEqual([...dear].sort((a, b) => b - a));
    expect(await titles('sort=price-asc')).toEqual(
      await titlesWhere('true', [], 'price, created_at, id'),
    );
  });

  it('newest puts the latest course on sale first', async () => {
    await t.db.query(
      `UPDATE courses SET published_at = now() WHERE slug = 'advanced-grammar-usage'`,
    );
    t.app.catalogue.invalidate();
    const found = await titles('sort=newest');
    expect(found[0]).toBe('Advanced Grammar and Usage');
    expect(found[1]).toBe('English for IT Professionals');
  });

  it('rating orders by the average, then by the number of ratings', async () => {
    // The seeded reviews rate every course; these three are set apart from the rest.
    await t.db.query(`UPDATE courses SET rating_average = 4, rating_count = 1`);
    await t.db.query(
      `UPDATE courses SET rating_average = 4.5, rating_count = 10 WHERE slug = 'vocabulary-builder'`,
    );
    await t.db.query(
      `UPDATE courses SET rating_average = 4.8, rating_count = 3 WHERE slug = 'bpo-voice-process'`,
    );
    await t.db.query(
      `UPDATE courses SET rating_average = 4.5, rating_count = 40 WHERE slug = 'job-interview-skills'`,
    );
    t.app.catalogue.invalidate();
    expect((await titles('sort=rating')).slice(0, 3)).toEqual([
      'BPO Voice Process Communication',
      'Job Interview Skills in English',
      'Vocabulary Builder for Exams and Work',
    ]);
  });

  it('popular orders by purchases in force; a refunded one does not count', async () => {
    await buy('american-accent-training', 3);
    await buy('business-email-writing', 2);
    await buy('vocabulary-builder', 2, { refunded: 2 });
    await buy('sop-writing-study-abroad', 1);
    t.app.catalogue.invalidate();
    expect((await titles('sort=popular')).slice(0, 4)).toEqual([
      'American Accent Training',
      'Business Email Writing',
      'Statement of Purpose Writing for Study Abroad',
      // Then the rest, oldest first.
      'IELTS Academic: Complete Preparation',
    ]);
  });

  it('a sort orders search results too, instead of the best match', async () => {
    const found = (await catalogue('q=writing&sort=price-desc&limit=50')).data;
    expect(found.map((course) => course.price)).toEqual(
      found.map((course) => course.price).sort((a, b) => b - a),
    );
    expect(found.map((course) => course.title).sort()).toEqual((await titles('q=writing')).sort());
  });

  it.each(COURSE_SORTS.map((sort) => [sort]))(
    '%s keeps every course once across pages',
    async (sort) => {
      const pages = await Promise.all(
        [1, 2, 3].map((page) => catalogue(`sort=${sort}&page=${page}`)),
      );
      const ids = pages.flatMap((page) => page.data.map((course) => course._id));
      expect(new Set(ids).size).toBe(21);
    },
  );
});

describe('bad values', () => {
  it.each([
    ['sort=cheapest', 'sort must be one of: popular, rating, newest, price-asc, price-desc.'],
    ['level=expert', 'level must be one of: beginner, intermediate, advanced, all levels.'],
    ['price=free', 'price must be one of: under-1000, 1000-2000, over-2000.'],
    ['length=long', 'length must be one of: under-10m, 10-30m, over-30m.'],
    ['language=French', 'language must be one of: English, English and Hindi.'],
    ['category=ielts', `category must be one of: ${CATEGORIES.join(', ')}.`],
    [`q=${'a'.repeat(101)}`, 'q must NOT have more than 100 characters.'],
    [
      'sort=popular&sort=rating',
      'sort must be one of: popular, rating, newest, price-asc, price-desc.',
    ],
  ])('%s is refused with 400', async (query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION' });
  });
});

describe('the cache', () => {
  it('keys every parameter: two filters never share an answer', async () => {
    const answers = await Promise.all(
      [
        '',
        'q=ielts',
        'q=toefl',
        'category=IELTS',
        'level=beginner',
        'language=English',
        'price=under-1000',
        'length=over-30m',
        'sort=price-desc',
      ].map((query) => catalogue(query)),
    );
    const firstPages = answers.map((answer) => JSON.stringify(answer.data));
    expect(new Set(firstPages).size).toBe(answers.length);
  });

  it('gives one ETag to one search however it is typed', async () => {
    const plain = await get('q=ielts%20writing');
    const messy = await get('q=%20IELTS%20%20Writing!%20');
    expect(messy.headers.etag).toBe(plain.headers.etag);
    const other = await get('q=ielts%20writing&sort=price-asc');
    expect(other.headers.etag).not.toBe(plain.headers.etag);
    expect(
      (await get('q=ielts%20writing', { 'if-none-match': plain.headers.etag as string }))
        .statusCode,
    ).toBe(304);
  });

  it('keeps the popular and rated orders for a minute only', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const clock: Clock = { now: () => now };
    const other = await appOn(t.db, {}, { clock });
    const first = (url: string) =>
      other.app
        .inject({ method: 'GET', url: `/api/courses?${url}` })
        .then((response) => response.json<CoursesResponse>().data[0]!.title);
    try {
      const popular = await first('sort=popular');
      expect(popular).not.toBe('English Grammar Foundations');
      expect(await first('sort=price-asc')).toBe('Spoken English for Beginners');
      // Purchases change no course row, so no notification drops the popular order: it waits
      // out its minute. (A change to a course drops every page at once: catalogueSync.test.ts.)
      await buy('english-grammar-foundations', 10);
      now += 30_000;
      expect(await first('sort=popular')).toBe(popular);
      now += 31_000;
      expect(await first('sort=popular')).toBe('English Grammar Foundations');
      expect(await first('sort=price-asc')).toBe('Spoken English for Beginners');
    } finally {
      await other.close();
    }
  });
});

let buyers = 0;
/** `count` learners buy the course; the last `refunded` of them are refunded. */
async function buy(slug: string, count: number, { refunded = 0 } = {}): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    buyers += 1;
    const user = await t.db.query<{ id: string }>(
      `INSERT INTO users (name, email) VALUES ('Buyer', $1) RETURNING id`,
      [`buyer.${buyers}@example.com`],
    );
    const userId = user.rows[0]!.id;
    const order = await t.db.query<{ id: string }>(
      `INSERT INTO orders (user_id, status, subtotal, total_price, cart_fingerprint, paid_at)
       VALUES ($1, 'paid', 1, 1, 'test', now()) RETURNING id`,
      [userId],
    );
    await t.db.query(
      `INSERT INTO purchases (user_id, course_id, order_id, price, revoked_at)
       SELECT $1, id, $2, price, $3 FROM courses WHERE slug = $4`,
      [userId, order.rows[0]!.id, i >= count - refunded ? new Date() : null, slug],
    );
  }
}
