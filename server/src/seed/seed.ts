import type { Db } from '../db';
import { seedCoupons } from './coupons';
import { seedCourses } from './courses';

// Seeded courses are dated a minute apart from this instant, so "creation order" is the list order.
const CATALOGUE_EPOCH = Date.parse('2025-01-01T00:00:00Z');

/** Inserts the catalogue and coupons that are missing; safe on every start. Returns rows added. */
export async function seed(db: Db): Promise<{ courses: number; coupons: number }> {
  return db.transaction(async (tx) => {
    let courses = 0;
    for (const [index, course] of seedCourses.entries()) {
      const result = await tx.query(
        `INSERT INTO courses (slug, title, short_title, description, thumbnail, price, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
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
    return { courses, coupons };
  });
}
