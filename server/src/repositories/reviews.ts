import type { Queryable } from '../db';

// Course reviews and each course's rating. Each function runs on the database or on the
// transaction it is given.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id of a published course, by id or slug. */
export async function findPublishedCourseId(
  db: Queryable,
  idOrSlug: string,
): Promise<string | undefined> {
  const column = UUID.test(idOrSlug) ? 'id::text' : 'slug';
  const result = await db.query<{ id: string }>(
    `SELECT id FROM courses WHERE ${column} = $1 AND published_at IS NOT NULL`,
    [idOrSlug.toLowerCase()],
  );
  return result.rows[0]?.id;
}

export interface ReviewRow {
  id: string;
  rating: number;
  body: string;
  /** The reviewer's account name, shortened before it leaves the server. */
  author_name: string;
  created_at: Date;
  updated_at: Date;
}

const REVIEW_COLUMNS = `r.id, r.rating, r.body, u.name AS author_name, r.created_at, r.updated_at`;

/** One page of a course's reviews, most recently written or edited first. */
export async function reviewsPage(
  db: Queryable,
  courseId: string,
  limit: number,
  offset: number,
): Promise<ReviewRow[]> {
  const result = await db.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM course_reviews r JOIN users u ON u.id = r.user_id
     WHERE r.course_id = $1 AND r.hidden_at IS NULL
     ORDER BY r.updated_at DESC, r.id LIMIT $2 OFFSET $3`,
    [courseId, limit, offset],
  );
  return result.rows;
}

export async function findReview(
  db: Queryable,
  courseId: string,
  userId: string,
): Promise<ReviewRow | undefined> {
  const result = await db.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM course_reviews r JOIN users u ON u.id = r.user_id
     WHERE r.course_id = $1 AND r.user_id = $2`,
    [courseId, userId],
  );
  return result.rows[0];
}

export interface RatingCountsRow {
  count: number;
  average: number;
  /** Reviews with 1, 2, 3, 4 and 5 stars. */
  stars: [number, number, number, number, number];
}

/** Count, average and distribution of a course's ratings, from the reviews themselves. */
export async function ratingCounts(db: Queryable, courseId: string): Promise<RatingCountsRow> {
  const result = await db.query<RatingCountsRow>(
    `SELECT count(*)::int AS count, coalesce(round(avg(rating), 2), 0)::float8 AS average,
       ARRAY[count(*) FILTER (WHERE rating = 1), count(*) FILTER (WHERE rating = 2),
         count(*) FILTER (WHERE rating = 3), count(*) FILTER (WHERE rating = 4),
         count(*) FILTER (WHERE rating = 5)]::int[] AS stars
     FROM course_reviews WHERE course_id = $1 AND hidden_at IS NULL`,
    [courseId],
  );
  return result.rows[0]!;
}

/**
 * Takes the course row's lock until the transaction ends, so the reviews of one course are written
 * one after another and each recount sees every earlier one. NO KEY UPDATE: carts and purchases
 * referring to the course (a key share) are not held up.
 */
export async function lockCourseRatings(db: Queryable, courseId: string): Promise<void> {
  await db.query('SELECT 1 FROM courses WHERE id = $1 FOR NO KEY UPDATE', [courseId]);
}

/** Writes the learner's one review of the course, or replaces its rating and text. */
export async function upsertReview(
  db: Queryable,
  review: { courseId: string; userId: string; rating: number; body: string },
): Promise<void> {
  await db.query(
    `INSERT INTO course_reviews (course_id, user_id, rating, body) VALUES ($1, $2, $3, $4)
     ON CONFLICT (course_id, user_id) DO UPDATE
       SET rating = EXCLUDED.rating, body = EXCLUDED.body, updated_at = now()`,
    [review.courseId, review.userId, review.rating, review.body],
  );
}

export async function deleteReview(
  db: Queryable,
  courseId: string,
  userId: string,
): Promise<boolean> {
  const result = await db.query(
    'DELETE FROM course_reviews WHERE course_id = $1 AND user_id = $2',
    [courseId, userId],
  );
  return result.rowCount > 0;
}

/** Sets the course's stored average and count from its reviews, in one statement. */
export async function recountCourseRating(db: Queryable, courseId: string): Promise<void> {
  await db.query(
    `UPDATE courses c SET rating_average = r.average, rating_count = r.count
     FROM (SELECT coalesce(round(avg(rating), 2), 0) AS average, count(*)::int AS count
           FROM course_reviews WHERE course_id = $1 AND hidden_at IS NULL) r
     WHERE c.id = $1`,
    [courseId],
  );
}
