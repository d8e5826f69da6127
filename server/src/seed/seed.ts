import path from 'node:path';
import { PROJECT_ROOT } from '../config';
import type { Db } from '../db';
import type { MediaStorage } from '../services/media/storage';
import { seedCoupons } from './coupons';
import { seedCourses } from './courses';
import { seedCourseContent } from './seedContent';
import { seedCourseReviews } from './seedReviews';
import { seedTestForms } from './seedTestForms';

const FORMS_DIR = path.join(PROJECT_ROOT, 'server', 'exams', 'forms');

// Seeded courses are dated a minute apart from this instant, so "creation order" is the list order.
const CATALOGUE_EPOCH = Date.parse('2025-01-01T00:00:00Z');

/**
 * Inserts the catalogue (on sale from its creation), its content, its sample reviews and the coupons
 * that are missing, and imports the tests' form files (`formsDir`) not yet imported; safe on every
 * start. Returns rows added, courses described and reviewed, and form versions stored.
 */
export async function seed(
  db: Db,
  media: MediaStorage,
  { formsDir = FORMS_DIR }: { formsDir?: string } = {},
): Promise<{
  courses: number;
  described: number;
  reviewed: number;
  coupons: number;
  forms: number;
}> {
  return db.transaction(async (tx) => {
    let courses = 0;
    for (const [index, course] of seedCourses.entries()) {
      const result = await tx.query(
        `INSERT INTO courses (slug, title, short_title, description, thumbnail, price, created_at, published_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
         ON CONFLICT (slug) DO NOTHING`,
        [
          course.slug,
          course.title,
          course.shortTitle.filter(Boolean).join(' '),
          course.description,
          `/images/courses/${course.slug}.svg`,
          course.price,
          new Date(CATALOGUE_EPOCH + index * 60_000),
        ],
      );
      courses += result.rowCount;
    }
    let coupons = 0;
    for (const coupon of seedCoupons) {
      const result = await tx.query(
        `INSERT INTO coupons (code, kind, amount, min_order, max_uses, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (code) DO NOTHING`,
        [
          coupon.code,
          coupon.kind,
          coupon.amount,
          coupon.minOrder,
          coupon.maxUses,
          coupon.expiresAt,
        ],
      );
      coupons += result.rowCount;
    }
    const described = await seedCourseContent(tx, media);
    const reviewed = await seedCourseReviews(tx);
    // After the tests' records, which the forms belong to.
    const forms = await seedTestForms(tx, formsDir);
    return { courses, described, reviewed, coupons, forms };
  });
}
