import { http, HttpResponse } from 'msw';
import * as m from '@contract/messages/admin';
import {
  AdminCouponsQuery,
  CreateCouponRequest,
  UpdateCouponRequest,
} from '@contract/schemas/admin/coupons';
import { firstError } from '@contract/validation';
import { validateCouponForm } from '@contract/validation/admin';
import { buildCoupon } from '../../adminFixtures';
import { adminDb } from '../../adminDb';
import { pageOf } from '../../adminList';
import { checkedBody, checkedQuery, errorResponse } from '../../http';
import { adminUrl, asStaff, audit, now } from './adminGuard';

const find = (code: string) => adminDb.coupons.find((row) => row.code === code.toUpperCase());

const setEnabled = (enabled: boolean) =>
  asStaff(({ params, actor }) => {
    const coupon = find(params.code!);
    if (!coupon) return errorResponse(404, m.COUPON_NOT_FOUND);
    coupon.disabledAt = enabled ? null : now();
    coupon.status = enabled ? 'active' : 'disabled';
    coupon.version += 1;
    audit(actor, enabled ? 'coupon.enable' : 'coupon.disable', coupon.code, null, {
      status: coupon.status,
    });
    return HttpResponse.json({ message: enabled ? m.COUPON_ENABLED : m.COUPON_DISABLED, coupon });
  });

export const adminCouponsHandlers = [
  http.get(
    adminUrl('/coupons'),
    asStaff(({ request }) => {
      const checked = checkedQuery(request, AdminCouponsQuery);
      if ('invalid' in checked) return checked.invalid;
      const { status } = checked.query;
      return HttpResponse.json(
        pageOf(adminDb.coupons, checked.query, ['code'], (row) => !status || row.status === status),
      );
    }),
  ),
  http.post(
    adminUrl('/coupons'),
    asStaff(async ({ request, actor }) => {
      const checked = await checkedBody(request, CreateCouponRequest);
      if ('invalid' in checked) return checked.invalid;
      const body = { ...checked.body, code: checked.body.code.toUpperCase() };
      const problem = firstError(validateCouponForm(body));
      if (problem) return errorResponse(400, problem, 'VALIDATION');
      if (find(body.code)) return errorResponse(409, m.COUPON_CODE_TAKEN);
      const coupon = buildCoupon(body.code, {
        ...body,
        usedCount: 0,
        paidCount: 0,
        createdAt: now(),
      });
      adminDb.coupons.unshift(coupon);
      audit(actor, 'coupon.create', coupon.code, null, body);
      return HttpResponse.json({ message: m.COUPON_CREATED, coupon }, { status: 201 });
    }),
  ),
  http.put(
    adminUrl('/coupons/:code'),
    asStaff(async ({ request, params, actor }) => {
      const checked = await checkedBody(request, UpdateCouponRequest);
      if ('invalid' in checked) return checked.invalid;
      const coupon = find(params.code!);
      if (!coupon) return errorResponse(404, m.COUPON_NOT_FOUND);
      const { version, ...fields } = checked.body;
      const problem = firstError(validateCouponForm({ ...fields, code: coupon.code }));
      if (problem) return errorResponse(400, problem, 'VALIDATION');
      if (version !== coupon.version) return errorResponse(409, m.COUPON_STALE);
      const before = { ...coupon };
      Object.assign(coupon, fields, { version: coupon.version + 1 });
      audit(actor, 'coupon.update', coupon.code, before, coupon);
      return HttpResponse.json({ message: m.COUPON_SAVED, coupon });
    }),
  ),
  http.post(adminUrl('/coupons/:code/disable'), setEnabled(false)),
  http.post(adminUrl('/coupons/:code/enable'), setEnabled(true)),
];
