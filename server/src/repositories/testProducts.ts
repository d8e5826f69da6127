import type { TestSlug } from '@contract/exams/catalogue';
import type { Queryable } from '../db';

// The academy's tests as products (test_products). Each function runs on the database or on the
// transaction it is given; `lock` takes the row lock until that transaction ends.

export interface TestProductRow {
  id: string;
  slug: TestSlug;
  name: string;
  brief: string;
  details: string[];
  duration_minutes: number;
  price: number;
  image: string;
  on_sale: boolean;
  version: number;
}

const COLUMNS = `id, slug, name, brief, details, duration_minutes, price, image, on_sale, version`;

/** Every test, in the catalogue's order. */
export async function allTestProducts(db: Queryable): Promise<TestProductRow[]> {
  const result = await db.query<TestProductRow>(
    `SELECT ${COLUMNS} FROM test_products ORDER BY position, slug`,
  );
  return result.rows;
}

export async function findTestProduct(
  db: Queryable,
  id: string,
  lock = false,
): Promise<TestProductRow | undefined> {
  const result = await db.query<TestProductRow>(
    `SELECT ${COLUMNS} FROM test_products WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return result.rows[0];
}

/** Puts a test on sale or off and prices it, if `version` is still the row's; false otherwise. */
export async function updateTestProduct(
  db: Queryable,
  id: string,
  version: number,
  values: { onSale: boolean; price: number },
): Promise<boolean> {
  const result = await db.query(
    `UPDATE test_products SET on_sale = $3, price = $4, version = version + 1, updated_at = now()
     WHERE id = $1 AND version = $2`,
    [id, version, values.onSale, values.price],
  );
  return result.rowCount > 0;
}

/** The tests of a cart that are off sale now (their names), in cart order. */
export async function cartTestsOffSale(db: Queryable, userId: string): Promise<string[]> {
  const result = await db.query<{ name: string }>(
    `SELECT t.name FROM cart_items i JOIN test_products t ON t.id = i.test_id
     WHERE i.user_id = $1 AND NOT t.on_sale ORDER BY i.added_at, t.id`,
    [userId],
  );
  return result.rows.map((row) => row.name);
}
