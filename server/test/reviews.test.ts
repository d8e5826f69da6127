import { REVIEWS_PAGE_SIZE, REVIEW_TEXT_MAX_LENGTH } from '@contract/constants';
import { SIGN_IN_REQUIRED } from '@contract/messages/common';
import { COURSE_NOT_FOUND } from '@contract/messages/courses';
import {
  RATING_REQUIRED,
  REVIEW_DELETED,
  REVIEW_NOT_FOUND,
  REVIEW_OWNERS_ONLY,
  REVIEW_PUBLISHED,
  REVIEW_UPDATED,
} from '@contract/messages/reviews';
import type {
  CourseDetailResponse,
  CoursesResponse,
  DeleteReviewResponse,
  MyReviewResponse,
  ReviewsPage,
  SaveReviewResponse,
} from '@contract/types';
import { reviewerName } from '../src/services/reviews';
import { buy, courseBySlug } from './helpers/shop';
import { createTestApp, type TestContext } from './helpers/testApp';
import { signUpAndIn, uniqueEmail, type SignedIn } from './helpers/users';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Starts a course with no reviews at all (the seed gives every course some). */
async function withoutReviews(slug: string): Promise<string> {
  const { id } = await courseBySlug(t, slug);
  await t.db.query('DELETE FROM course_reviews WHERE course_id = $1', [id]);
  await t.db.query('UPDATE courses SET rating_average = 0, rating_count = 0 WHERE id = $1', [id]);
  return id;
}

const list = (course: string, page?: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/courses/${course}/reviews${page === undefined ? '' : `?page=${page}`}`,
  });
const mine = (course: string, who?: SignedIn) =>
  t.app.inject({
    method: 'GET',
    url: `/api/courses/${course}/reviews/mine`,
    headers: who?.auth ?? {},
  });
const save = (course: string, who: SignedIn | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/courses/${course}/reviews/mine`,
    headers: who?.auth ?? {},
    payload,
  });
const remove = (course: string, who: SignedIn) =>
  t.app.inject({ method: 'DELETE', url: `/api/courses/${course}/reviews/mine`, headers: who.auth });

/** The rating the course's stored columns hold. */
const storedRating = async (courseId: string) =>
  (
    await t.db.query<{ average: number; count: number }>(
      'SELECT rating_average::float8 AS average, rating_count AS count FROM courses WHERE id = $1',
      [courseId],
    )
  ).rows[0];

describe('reading reviews', () => {
  it('lists a seeded course’s reviews to anyone, newest first, with short author names', async () => {
    const response = await list('ielts-academic-complete');
    expect(response.statusCode).toBe(200);
    const body = response.json<ReviewsPage>();
    expect(body.summary.count).toBeGreaterThanOrEqual(3);
    expect(body.summary.average).toBeGreaterThanOrEqual(3.8);
    expect(body.summary.average).toBeLessThanOrEqual(4.8);
    expect(body.reviews).toHaveLength(body.summary.count);
    for (const review of body.reviews) expect(review.authorName).toMatch(/^\S+ \S\.$/);
    const dates = body.reviews.map((review) => review.updatedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body).toMatchObject({ page: 1, totalPages: 1 });
  });

  it('finds the course by id as well as by slug, and answers 404 for an unknown one', async () => {
    const { id } = await courseBySlug(t, 'ielts-academic-complete');
    expect((await list(id)).json<ReviewsPage>().summary.count).toBeGreaterThan(0);
    const unknown = await list('no-such-course');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: COURSE_NOT_FOUND });
  });

  it('hides the reviews of a course withdrawn from sale', async () => {
    const { id } = await courseBySlug(t, 'english-grammar-foundations');
    await t.db.query('UPDATE courses SET published_at = NULL WHERE id = $1', [id]);
    try {
      expect((await list('english-grammar-foundations')).statusCode).toBe(404);
    } finally {
      await t.db.query('UPDATE courses SET published_at = created_at WHERE id = $1', [id]);
    }
  });

  it('pages ten at a time, newest first', async () => {
    const courseId = await withoutReviews('toefl-ibt-essentials');
    const total = 23;
    for (let i = 0; i < total; i += 1) {
      const user = await t.db.query<{ id: string }>(
        `INSERT INTO users (name, email) VALUES ($1, $2) RETURNING id`,
        [`Reader${i} Surname${i}`, uniqueEmail('reader')],
      );
      await t.db.query(
        `INSERT INTO course_reviews (course_id, user_id, rating, body, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $5)`,
        [courseId, user.rows[0].id, (i % 5) + 1, `Review ${i}`, new Date(Date.UTC(2026, 0, 1 + i))],
      );
    }
    const first = (await list('toefl-ibt-essentials')).json<ReviewsPage>();
    expect(first).toMatchObject({ page: 1, totalPages: 3 });
    expect(first.summary.count).toBe(total);
    expect(first.reviews).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(first.reviews[0]).toMatchObject({ text: 'Review 22', authorName: 'Reader22 S.' });
    const last = (await list('toefl-ibt-essentials', 3)).json<ReviewsPage>();
    expect(last.reviews.map((review) => review.text)).toEqual(['Review 2', 'Review 1', 'Review 0']);
    expect((await list('toefl-ibt-essentials', 4)).json<ReviewsPage>().reviews).toEqual([]);
    const bad = await list('toefl-ibt-essentials', 0);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'page must be >= 1.' });
  });
});

describe('writing a review', () => {
  const SLUG = 'ielts-speaking-confidence';
  let courseId: string;
  let owner: SignedIn;
  let stranger: SignedIn;
  beforeAll(async () => {
    courseId = await withoutReviews(SLUG);
    owner = await signUpAndIn(t);
    stranger = await signUpAndIn(t);
    await buy(t, owner, [SLUG]);
  });

  it('asks a visitor to sign in and refuses a learner who has not bought the course', async () => {
    const visitor = await save(SLUG, undefined, { rating: 5, text: 'Great' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: SIGN_IN_REQUIRED });
    expect((await mine(SLUG)).statusCode).toBe(401);

    const refused = await save(SLUG, stranger, { rating: 5, text: 'Great' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: REVIEW_OWNERS_ONLY });
    expect((await mine(SLUG, stranger)).json<MyReviewResponse>()).toEqual({
      review: null,
      canReview: false,
    });
    expect(await storedRating(courseId)).toEqual({ average: 0, count: 0 });
  });

  it('answers 404 for a course that does not exist', async () => {
    const response = await save('no-such-course', owner, { rating: 5, text: '' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: COURSE_NOT_FOUND });
    expect((await mine('no-such-course', owner)).statusCode).toBe(404);
  });

  it('refuses a rating that is not 1 to 5 whole stars, and text over the limit', async () => {
    for (const rating of [0, 6, 4.5, -1, 'five', null]) {
      const response = await save(SLUG, owner, { rating, text: 'Fine' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(
        typeof rating === 'number' || rating === null ? RATING_REQUIRED : /rating/,
      );
    }
    const missing = await save(SLUG, owner, { text: 'No stars' });
    expect(missing.json()).toEqual({ message: RATING_REQUIRED, code: 'VALIDATION' });
    const long = await save(SLUG, owner, {
      rating: 4,
      text: 'a'.repeat(REVIEW_TEXT_MAX_LENGTH + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toMatch(/^text /);
    expect((await mine(SLUG, owner)).json<MyReviewResponse>().review).toBeNull();
  });

  it('lets an owner write one review, then edit it: the count stays one', async () => {
    expect((await mine(SLUG, owner)).json<MyReviewResponse>()).toEqual({
      review: null,
      canReview: true,
    });
    const created = await save(SLUG, owner, {
      rating: 4,
      text: '  Clear drills.\r\n\r\n\r\n\r\nWorth it. ',
    });
    expect(created.statusCode).toBe(200);
    const body = created.json<SaveReviewResponse>();
    expect(body.message).toBe(REVIEW_PUBLISHED);
    expect(body.review).toMatchObject({
      rating: 4,
      text: 'Clear drills.\n\nWorth it.',
      authorName: 'Asha V.',
    });
    expect(body.summary).toEqual({
      average: 4,
      count: 1,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 },
    });

    const edited = await save(SLUG, owner, { rating: 2, text: 'Changed my mind.' });
    expect(edited.json<SaveReviewResponse>()).toMatchObject({
      message: REVIEW_UPDATED,
      review: { id: body.review.id, rating: 2, text: 'Changed my mind.' },
      summary: { average: 2, count: 1, distribution: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 0 } },
    });
    expect(await storedRating(courseId)).toEqual({ average: 2, count: 1 });
    const { review } = (await mine(SLUG, owner)).json<MyReviewResponse>();
    expect(review).toMatchObject({ id: body.review.id, rating: 2 });
    expect(Date.parse(review!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(review!.createdAt));
  });

  it('stores text as plain text: trimmed, control characters removed, markup kept as typed', async () => {
    const script = '<script>alert("hi")</script> & <b>bold</b>';
    const saved = await save(SLUG, owner, { rating: 3, text: `\u0001 ${script}\u0007\u202E ` });
    expect(saved.json<SaveReviewResponse>().review.text).toBe(script);
    const nul = await save(SLUG, owner, { rating: 3, text: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json<{ message: string }>().message).toMatch(/^text must not contain a NUL/);
    const listed = await list(SLUG);
    expect(listed.headers['content-type']).toMatch(/^application\/json/);
    expect(listed.json<ReviewsPage>().reviews[0]!.text).toBe(script);
  });

  it('shows the rating on the catalogue card and the course page', async () => {
    const other = await signUpAndIn(t);
    await buy(t, other, [SLUG]);
    await save(SLUG, owner, { rating: 4, text: '' });
    await save(SLUG, other, { rating: 5, text: 'Loved it' });
    const expected = { average: 4.5, count: 2 };
    const summary = (await list(SLUG)).json<ReviewsPage>().summary;
    expect(summary).toEqual({ ...expected, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } });
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/courses/${SLUG}` })
    ).json<CourseDetailResponse>();
    expect(page.course.rating).toEqual(expected);
    const catalogue = (
      await t.app.inject({ method: 'GET', url: '/api/courses?page=1&limit=50' })
    ).json<CoursesResponse>();
    expect(catalogue.data.find((course) => course._id === courseId)?.rating).toEqual(expected);

    const deleted = await remove(SLUG, other);
    expect(deleted.json<DeleteReviewResponse>()).toEqual({
      message: REVIEW_DELETED,
      summary: { average: 4, count: 1, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 } },
    });
    expect(await storedRating(courseId)).toEqual({ average: 4, count: 1 });
    const again = await remove(SLUG, other);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: REVIEW_NOT_FOUND });
  });

  it('keeps a refunded learner out of writing, but lets them delete what they wrote', async () => {
    await t.db.query(
      'UPDATE purchases SET revoked_at = now() WHERE user_id = $1 AND course_id = $2',
      [owner.user.id, courseId],
    );
    try {
      expect((await mine(SLUG, owner)).json<MyReviewResponse>().canReview).toBe(false);
      const refused = await save(SLUG, owner, { rating: 1, text: '' });
      expect(refused.statusCode).toBe(403);
      expect((await remove(SLUG, owner)).statusCode).toBe(200);
      expect(await storedRating(courseId)).toEqual({ average: 0, count: 0 });
      expect((await list(SLUG)).json<ReviewsPage>()).toMatchObject({
        summary: { average: 0, count: 0 },
        reviews: [],
        totalPages: 0,
      });
    } finally {
      await t.db.query('UPDATE purchases SET revoked_at = NULL WHERE user_id = $1', [
        owner.user.id,
      ]);
    }
  });
});

describe('concurrent reviews', () => {
  it('counts every one of several learners’ reviews written at the same moment', async () => {
    const SLUG = 'vocabulary-builder';
    const courseId = await withoutReviews(SLUG);
    const learners = await Promise.all(Array.from({ length: 6 }, () => signUpAndIn(t)));
    for (const learner of learners) await buy(t, learner, [SLUG]);
    const ratings = [5, 4, 3, 5, 2, 4];

    const first = await Promise.all(
      learners.map((learner, i) => save(SLUG, learner, { rating: ratings[i], text: `#${i}` })),
    );
    expect(first.map((response) => response.statusCode)).toEqual(ratings.map(() => 200));
    // Half of them change their rating while the others write the same review again.
    const changed = ratings.map((rating, i) => (i % 2 === 0 ? 1 : rating));
    await Promise.all(
      learners.map((learner, i) => save(SLUG, learner, { rating: changed[i], text: `#${i}` })),
    );

    const sum = changed.reduce((total, rating) => total + rating, 0);
    const expected = { average: Math.round((sum / changed.length) * 100) / 100, count: 6 };
    expect(await storedRating(courseId)).toEqual(expected);
    expect((await list(SLUG)).json<ReviewsPage>().summary).toMatchObject(expected);
  });
});

describe('reviewer names', () => {
  it('shows the first name and the initial of the last', () => {
    expect(reviewerName('Asha Verma')).toBe('Asha V.');
    expect(reviewerName('  Mohammed Arif   khan ')).toBe('Mohammed K.');
    expect(reviewerName('Priya')).toBe('Priya');
    expect(reviewerName('Ádám Ökrös')).toBe('Ádám Ö.');
    expect(reviewerName('   ')).toBe('A learner');
  });
});
