import type { AdminCoupon } from '@contract/types';
import type { Queryable } from '../db';
import { Filters, iso, likePattern, orderBy, pagedRows, type PageRequest } from './adminLists';

// Coupons as the staff console lists and edits them.

const PAID = `(SELECT count(*)::int FROM orders o WHERE o.coupon_code = k.code AND o.status = 'paid')`;
const STATUS = `CASE WHEN k.disabled_at IS NOT NULL THEN 'disabled'
  WHEN k.expires_at IS NOT NULL AND k.expires_at <= now() THEN 'expired' ELSE 'active' END`;

const COLUMNS = `k.code, k.kind, k.amount, k.min_order AS "minOrder", k.max_uses AS "maxUses",
  k.used_count AS "usedCount", ${PAID} AS "paidCount", ${iso('k.expires_at')} AS "expiresAt",
  ${iso('k.disabled_at')} AS "disabledAt", ${STATUS} AS status, ${iso('k.created_at')} AS "createdAt",
  k.version`;

const SORTS = {
  code: 'k.code',
  createdAt: 'k.created_at',
  expiresAt: 'k.expires_at',
  usedCount: 'k.used_count',
};

export interface CouponListFilter extends PageRequest {
  sort: string;
  q?: string;
  status?: AdminCoupon['status'];
}

export async function listCoupons(db: Queryable, filter: CouponListFilter) {
  const filters = new Filters();
  if (filter.q?.trim()) filters.add('k.code ILIKE ?', likePattern(filter.q.toUpperCase()));
  if (filter.status) filters.add(`${STATUS} = ?`, filter.status);
  return pagedRows<AdminCoupon>(db, {
    select: COLUMNS,
    from: 'coupons k',
    filters,
    order: orderBy(filter.sort, SORTS, 'k.code'),
    page: filter,
  });
}

export async function findCoupon(
  db: Queryable,
  code: string,
  lock = false,
): Promise<AdminCoupon | undefined> {
  const result = await db.query<AdminCoupon>(
    `SELECT ${COLUMNS} FROM coupons k WHERE k.code = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [code],
  );
  return result.rows[0];
}

export interface CouponValues {
  kind: 'percent' | 'flat';
  amount: number;
  minOrder: number;
  maxUses: number | null;
  expiresAt: string | null;
}

export async function insertCoupon(db: Queryable, code: string, v: CouponValues) {
  await db.query(
    `INSERT INTO coupons (code, kind, amount, min_order, max_uses, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [code, v.kind, v.amount, v.minOrder, v.maxUses, v.expiresAt],
  );
}

export async function updateCoupon(
  db: Queryable,
  code: string,
  version: number,
  v: CouponValues,
): Promise<boolean> {
  const result = await db.query(
    `UPDATE coupons SET kind = $3, amount = $4, min_order = $5, max_uses = $6, expires_at = $7,
       version = version + 1
     WHERE code = $1 AND version = $2`,
    [code, version, v.kind, v.amount, v.minOrder, v.maxUses, v.expiresAt],
  );
  return result.rowCount > 0;
}

export async function setCouponDisabled(db: Queryable, code: string, disabled: boolean) {
  await db.query(
    `UPDATE coupons SET disabled_at = ${disabled ? 'coalesce(disabled_at, now())' : 'NULL'},
       version = version + 1 WHERE code = $1`,
    [code],
  );
}
