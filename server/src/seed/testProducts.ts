import { SEEDED_TESTS } from '@contract/content/tests';
import type { Queryable } from '../db';

/**
 * The three tests as products, off sale, in the catalogue's order. A missing one is inserted; an
 * existing one gets the seeded name, brief, details, duration and picture if they changed (seeded
 * content), never a new price or sale, which staff decide. Rows that already match are not
 * written, so a start changes nothing and wakes no catalogue cache.
 */
export async function seedTestProducts(tx: Queryable): Promise<number> {
  let added = 0;
  for (const [position, test] of SEEDED_TESTS.entries()) {
    const result = await tx.query<{ inserted: boolean }>(
      `INSERT INTO test_products (slug, name, brief, details, duration_minutes, price, image, position)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8)
       ON CONFLICT (slug) DO UPDATE
         SET name = excluded.name, brief = excluded.brief, details = excluded.details,
             duration_minutes = excluded.duration_minutes, image = excluded.image,
             position = excluded.position, updated_at = now()
         WHERE (test_products.name, test_products.brief, test_products.details,
                test_products.duration_minutes, test_products.image, test_products.position)
           IS DISTINCT FROM (excluded.name, excluded.brief, excluded.details,
                excluded.duration_minutes, excluded.image, excluded.position)
       RETURNING (xmax = 0) AS inserted`,
      [
        test.slug,
        test.name,
        test.brief,
        JSON.stringify(test.details),
        test.durationMinutes,
        test.price,
        test.image,
        position,
      ],
    );
    if (result.rows[0]?.inserted) added += 1;
  }
  return added;
}
