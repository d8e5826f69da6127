import path from 'node:path';
import { PROJECT_ROOT } from '../config';
import type { Db, Queryable } from '../db';
import type { MediaStorage } from '../services/media/storage';
import { seedCoupons } from './coupons';
import { seedCourses } from './courses';
import { seedCourseContent, storeSeedMedia } from './seedContent';
import { seedFingerprint } from './seedFingerprint';
import { seedCourseReviews } from './seedReviews';
import { seedTestForms } from './seedTestForms';
import { seedTestProducts } from './testProducts';

export const FORMS_DIR = path.join(PROJECT_ROOT, 'server', 'exams', 'forms');

// Seeded courses are dated a minute apart from this instant, so "creation order" is the list order.
const CATALOGUE_EPOCH = Date.parse('2025-01-01T00:00:00Z');

export interface SeedOutcome {
  courses: number;
  described: number;
  reviewed: number;
  coupons: number;
  tests: number;
  forms: number;
}

const NOTHING_ADDED: SeedOutcome = {
  courses: 0,
  described: 0,
  reviewed: 0,
  coupons: 0,
  tests: 0,
  forms: 0,
};

/**
 * Inserts the catalogue (on sale from its creation), its content, its sample reviews, the coupons
 * and the three tests (off sale) that are missing, and imports the tests' form files (`formsDir`)
 * not yet imported; safe on every start. A database that received this very seed last
 * (`seed_state`, by the seed's fingerprint) is left as it is: only the sample media's files are
 * copied to the storage where missing. Rows staff removed therefore stay removed until the seed
 * itself changes. Returns rows added, courses described and reviewed, and form versions stored.
 */
export async function seed(
  db: Db,
  media: MediaStorage,
  { formsDir = FORMS_DIR }: { formsDir?: string } = {},
): Promise<SeedOutcome> {
  const fingerprint = seedFingerprint(formsDir);
  const last = await db.query<{ fingerprint: string }>('SELECT fingerprint FROM seed_state');
  if (last.rows[0]?.fingerprint === fingerprint) {
    await storeSeedMedia(media);
    return NOTHING_ADDED;
  }
  return db.transaction(async (tx) => {
    const outcome = await seedRows(tx, media, formsDir);
    await tx.query(
      `INSERT INTO seed_state (fingerprint) VALUES ($1)
       ON CONFLICT (singleton) DO UPDATE SET fingerprint = excluded.fingerprint, seeded_at = now()`,
      [fingerprint],
    );
    return outcome;
  });
}

/** The seed's rows, those missing added (one transaction, `tx`). */
async function seedRows(
  tx: Queryable,
  media: MediaStorage,
  formsDir: string,
): Promise<SeedOutcome> {
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
        `/images/courses/${course.slug}.webp`,
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
      [coupon.code, coupon.kind, coupon.amount, coupon.minOrder, coupon.maxUses, coupon.expiresAt],
    );
    coupons += result.rowCount;
  }
  const described = await seedCourseContent(tx, media);
  const reviewed = await seedCourseReviews(tx);
  const tests = await seedTestProducts(tx);
  // After the tests' records, which the forms belong to.
  const forms = await seedTestForms(tx, formsDir);
  return { courses, described, reviewed, coupons, tests, forms };
}
