import type {
  AdminCouponsQuery,
  CouponResponse,
  CreateCouponRequest,
  UpdateCouponRequest,
} from '@contract/types';
import * as m from '@contract/messages/admin';
import { firstError } from '@contract/validation';
import { couponCode, validateCouponForm } from '@contract/validation/admin';
import { type Db, isUniqueViolation, type Queryable } from '../../db';
import { badRequest, conflict, HttpError, notFound } from '../../lib/httpError';
import {
  type CouponValues,
  findCoupon,
  insertCoupon,
  listCoupons,
  setCouponDisabled,
  updateCoupon,
} from '../../repositories/adminCoupons';
import { audit, type StaffActor } from './staffActor';

// Coupons are the ones checkout reads (repositories/coupons.ts): a created coupon works at once, a
// disabled one is refused as an unknown code.

export const adminCouponList = (db: Queryable, query: AdminCouponsQuery) => listCoupons(db, query);

function couponValues(code: string, body: Omit<CreateCouponRequest, 'code'>, now: Date) {
  const values: CouponValues = {
    kind: body.kind,
    amount: body.amount,
    minOrder: body.minOrder,
    maxUses: body.maxUses,
    expiresAt: body.expiresAt,
  };
  const error = firstError(validateCouponForm({ code, ...values }, now));
  if (error) throw badRequest(error);
  return values;
}

export async function createCoupon(
  db: Db,
  actor: StaffActor,
  body: CreateCouponRequest,
  now: Date,
): Promise<CouponResponse> {
  const code = couponCode(body.code);
  const values = couponValues(code, body, now);
  const coupon = await db
    .transaction(async (tx) => {
      await insertCoupon(tx, code, values);
      const created = (await findCoupon(tx, code))!;
      await audit(tx, actor, 'coupon.create', { kind: 'coupon', id: code }, null, created);
      return created;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? conflict(m.COUPON_CODE_TAKEN) : error;
    });
  return { message: m.COUPON_CREATED, coupon };
}

async function lockCouponOrThrow(tx: Queryable, code: string) {
  const coupon = await findCoupon(tx, code.toUpperCase(), true);
  if (!coupon) throw notFound(m.COUPON_NOT_FOUND);
  return coupon;
}

export async function editCoupon(
  db: Db,
  actor: StaffActor,
  rawCode: string,
  body: UpdateCouponRequest,
  now: Date,
): Promise<CouponResponse> {
  const code = rawCode.toUpperCase();
  const values = couponValues(code, body, now);
  const coupon = await db.transaction(async (tx) => {
    const before = await lockCouponOrThrow(tx, code);
    if (before.version !== body.version) throw conflict(m.COUPON_STALE);
    // A limit below the uses already held would break the counted-use rule (001's CHECK).
    if (values.maxUses !== null && values.maxUses < before.usedCount)
      throw new HttpError(400, m.COUPON_MAX_USES_INVALID, 'VALIDATION');
    if (!(await updateCoupon(tx, code, body.version, values))) throw conflict(m.COUPON_STALE);
    const after = (await findCoupon(tx, code))!;
    await audit(tx, actor, 'coupon.update', { kind: 'coupon', id: code }, before, after);
    return after;
  });
  return { message: m.COUPON_SAVED, coupon };
}

export async function switchCoupon(
  db: Db,
  actor: StaffActor,
  rawCode: string,
  disabled: boolean,
): Promise<CouponResponse> {
  const code = rawCode.toUpperCase();
  const coupon = await db.transaction(async (tx) => {
    const before = await lockCouponOrThrow(tx, code);
    await setCouponDisabled(tx, code, disabled);
    const after = (await findCoupon(tx, code))!;
    const action = disabled ? 'coupon.disable' : 'coupon.enable';
    await audit(
      tx,
      actor,
      action,
      { kind: 'coupon', id: code },
      { disabledAt: before.disabledAt },
      { disabledAt: after.disabledAt },
    );
    return after;
  });
  return { message: disabled ? m.COUPON_DISABLED : m.COUPON_ENABLED, coupon };
}
