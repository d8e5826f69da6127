import type { Queryable } from '../db';

// Coupons and their use counts. Each function runs on the database or on the transaction it is
// given.

export interface CouponRow {
  code: string;
  kind: 'percent' | 'flat';
  amount: number;
  min_order: number;
  expired: boolean;
}

/** The coupon by its (upper-case) code, locked until the transaction ends. */
export async function lockCoupon(db: Queryable, code: string): Promise<CouponRow | undefined> {
  const result = await db.query<CouponRow>(
    `SELECT code, kind, amount, min_order, expires_at IS NOT NULL AND expires_at <= now() AS expired
     FROM coupons WHERE code = $1 AND disabled_at IS NULL FOR UPDATE`,
    [code],
  );
  return result.rows[0];
}

/**
 * Counts one use unless the coupon is used up (a conditional UPDATE, so concurrent orders can never
 * push it past its limit); false when it is.
 */
export async function countCouponUse(db: Queryable, code: string): Promise<boolean> {
  const counted = await db.query(
    `UPDATE coupons SET used_count = used_count + 1
     WHERE code = $1 AND (max_uses IS NULL OR used_count < max_uses)`,
    [code],
  );
  return counted.rowCount > 0;
}

export async function releaseCouponUse(db: Queryable, code: string): Promise<void> {
  await db.query(
    'UPDATE coupons SET used_count = used_count - 1 WHERE code = $1 AND used_count > 0',
    [code],
  );
}
