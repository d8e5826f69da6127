import type { Queryable } from '../db';
import { recountCourseRating } from '../repositories/reviews';
import { seedReviewers, seedReviews } from './reviews';

/** Not an argon2 hash, so no password matches it. */
const NO_PASSWORD = '!seeded-reviewer';

/**
 * The reviewer accounts, disabled so they can never sign in and marked as seeded so the console
 * does not count them as learners; returns their ids by email.
 */
async function seedReviewerAccounts(tx: Queryable): Promise<string[]> {
  for (const { name, email } of seedReviewers) {
    await tx.query(
      `INSERT INTO users (name, email, password_hash, disabled_at, seeded)
       VALUES ($1, $2, $3, now(), true)
       ON CONFLICT (email) DO NOTHING`,
      [name, email, NO_PASSWORD],
    );
  }
  const emails = seedReviewers.map((reviewer) => reviewer.email);
  const rows = await tx.query<{ id: string; email: string }>(
    'SELECT id, email FROM users WHERE email = ANY($1)',
    [emails],
  );
  const ids = new Map(rows.rows.map((row) => [row.email, row.id]));
  return emails.map((email) => ids.get(email)!);
}

/**
 * Gives each seeded course its sample reviews and rating, once: a course that has any review
 * already (seeded or real) is left alone. Returns the number of courses reviewed.
 */
export async function seedCourseReviews(tx: Queryable): Promise<number> {
  const reviewerIds = await seedReviewerAccounts(tx);
  let reviewed = 0;
  for (const [slug, reviews] of Object.entries(seedReviews)) {
    const course = await tx.query<{ id: string }>(
      `SELECT id FROM courses c WHERE slug = $1
         AND NOT EXISTS (SELECT 1 FROM course_reviews r WHERE r.course_id = c.id)`,
      [slug],
    );
    const courseId = course.rows[0]?.id;
    if (!courseId) continue;
    for (const [reviewer, rating, text, date] of reviews) {
      const written = new Date(`${date}T10:00:00+05:30`);
      await tx.query(
        `INSERT INTO course_reviews (course_id, user_id, rating, body, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $5)`,
        [courseId, reviewerIds[reviewer], rating, text, written],
      );
    }
    await recountCourseRating(tx, courseId);
    reviewed += 1;
  }
  return reviewed;
}
