import { Type } from 'typebox';
import { COUPON_MAX_USES_LIMIT, PAYMENT_MAX_RUPEES } from '../../constants';
import { errors, NO_BODY, RequestInteger, Text } from '../common';
import { adminTags, DateTime, ListQuery, NullableDateTime, Paged, Version } from './common';

const tags = adminTags('coupons');

export const COUPON_SORT_FIELDS = ['code', 'createdAt', 'expiresAt', 'usedCount'] as const;
export const COUPON_STATUSES = ['active', 'disabled', 'expired'] as const;
/** percent: `amount` % off; flat: `amount` rupees off. */
export const CouponKind = Type.Enum(['percent', 'flat']);

export const AdminCoupon = Type.Object({
  code: Type.String(),
  kind: CouponKind,
  amount: Type.Integer({ minimum: 1 }),
  /** The smallest order subtotal it applies to, whole rupees (0: any). */
  minOrder: Type.Integer({ minimum: 0 }),
  /** null: unlimited. */
  maxUses: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** Uses held now: paid orders plus pending orders holding it. */
  usedCount: Type.Integer({ minimum: 0 }),
  /** Paid orders that used it. */
  paidCount: Type.Integer({ minimum: 0 }),
  expiresAt: NullableDateTime,
  disabledAt: NullableDateTime,
  status: Type.Enum(COUPON_STATUSES),
  createdAt: DateTime,
  version: Type.Integer({ minimum: 1 }),
});

export const AdminCouponsQuery = ListQuery(COUPON_SORT_FIELDS, '-createdAt', {
  status: Type.Optional(Type.Enum(COUPON_STATUSES)),
});

const CouponFields = {
  kind: CouponKind,
  amount: RequestInteger({
    default: 0,
    description: `percent: 1 to 100; flat: whole rupees, 1 to ${PAYMENT_MAX_RUPEES}`,
  }),
  minOrder: RequestInteger({ default: 0, description: `Whole rupees, 0 to ${PAYMENT_MAX_RUPEES}` }),
  // Null first: with type coercion, null would otherwise be read as 0 or ''.
  maxUses: Type.Union([Type.Null(), RequestInteger()], {
    default: null,
    description: `1 to ${COUPON_MAX_USES_LIMIT}, or null for no limit`,
  }),
  expiresAt: Type.Union([Type.Null(), Type.String({ format: 'date-time' })], { default: null }),
};
/** Checked by validateCouponForm; the code is made upper case. */
export const CreateCouponRequest = Type.Object(
  { code: Text(32), ...CouponFields },
  { additionalProperties: false },
);
export const UpdateCouponRequest = Type.Object(
  { ...CouponFields, version: Version },
  { additionalProperties: false },
);
export const CouponResponse = Type.Object({ message: Type.String(), coupon: AdminCoupon });
export const AdminCouponsPage = Paged(AdminCoupon);
export const CouponParams = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9]+$' }),
});

export const adminCouponsSchemas = {
  list: {
    tags,
    summary: 'Coupons with their live use counts; filter by status, search the code',
    querystring: AdminCouponsQuery,
    response: { 200: AdminCouponsPage, ...errors(400, 401, 403) },
  },
  create: {
    tags,
    summary: 'Create a coupon; it works at checkout at once',
    body: CreateCouponRequest,
    response: { 201: CouponResponse, ...errors(400, 401, 403, 409) },
  },
  update: {
    tags,
    summary: 'Edit a coupon (not its code); 409 when the version is stale',
    params: CouponParams,
    body: UpdateCouponRequest,
    response: { 200: CouponResponse, ...errors(400, 401, 403, 404, 409) },
  },
  disable: {
    tags,
    summary: 'Disable a coupon: checkout refuses it from now on',
    params: CouponParams,
    ...NO_BODY,
    response: { 200: CouponResponse, ...errors(400, 401, 403, 404) },
  },
  enable: {
    tags,
    summary: 'Enable a disabled coupon',
    params: CouponParams,
    ...NO_BODY,
    response: { 200: CouponResponse, ...errors(400, 401, 403, 404) },
  },
};
