import { formatTestDuration } from '@contract/exams/testDuration';
import type { TestCatalogueResponse, TestProduct } from '@contract/examTypes';
import type { Queryable } from '../../db';
import { allTestProducts, type TestProductRow } from '../../repositories/testProducts';

export const testProductOf = (row: TestProductRow): TestProduct => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  brief: row.brief,
  details: row.details,
  duration: formatTestDuration(row.duration_minutes),
  durationMinutes: row.duration_minutes,
  price: row.price,
  image: row.image,
  onSale: row.on_sale,
});

/** The /tests page's catalogue: every test, on sale or not (off sale keeps "available soon"). */
export async function testCatalogue(db: Queryable): Promise<TestCatalogueResponse> {
  return { tests: (await allTestProducts(db)).map(testProductOf) };
}
