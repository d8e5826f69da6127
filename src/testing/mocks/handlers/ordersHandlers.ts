import { http, HttpResponse } from 'msw';
import {
  CART_EMPTY,
  COUPON_EXPIRED,
  COUPON_LOCKED_PAID,
  COUPON_NEEDS_PENDING_ORDER,
  COUPON_NONE_TO_REMOVE,
  COUPON_UNKNOWN,
  couponApplied,
  couponBelowMinimum,
  couponRemoved,
  ORDER_CANCELLED,
  ORDER_CREATED,
} from '@contract/messages/orders';
import {
  PAYMENT_DECLINED_TEST,
  PAYMENT_SUCCESSFUL,
  PAYMENT_UNVERIFIED,
} from '@contract/messages/payments';
import { ApplyCouponRequest, ReplaceCouponRequest } from '@contract/schemas/orders';
import {
  InitiatePaymentRequest,
  TestCheckoutRequest,
  VerifyPaymentRequest,
} from '@contract/schemas/payments';
import { BILLING_NEEDED_BEFORE_PAYING } from '@contract/messages/refunds';
import { db } from '../db';
import { buildCourseDetail } from '../fixtures';
import { apiUrl, checkedBody, errorResponse, unauthorized, userIdOf } from '../http';
import { buildStoredOrder, fakeInvoice, refreshDerived, type StoredOrder } from '../orderFakes';
import { ownOrder, publicOrder } from './ownOrder';

/** When a lesson of these was last saved; entries a test arranged without a time count as long ago. */
function lastWatched(
  progress: Array<{ lessonId: string; savedAt?: string }>,
  lessonIds: Set<string>,
): string | null {
  const times = progress
    .filter((entry) => lessonIds.has(entry.lessonId))
    .map((entry) => entry.savedAt ?? new Date(0).toISOString());
  return times.length ? times.sort().at(-1)! : null;
}

/** The seeded coupons the fakes know: WELCOME10 (10 % off), FLAT100 (Rs. 100 from Rs. 500), EXPIRED5. */
function discountOf(code: string, subtotal: number): number | Response {
  const refuse = (message: string) => errorResponse(400, message, 'COUPON_INVALID');
  if (code === 'WELCOME10') return Math.floor(subtotal / 10);
  if (code === 'FLAT100') return subtotal < 500 ? refuse(couponBelowMinimum(500)) : 100;
  if (code === 'EXPIRED5') return refuse(COUPON_EXPIRED);
  return refuse(COUPON_UNKNOWN);
}

/** The order as the coupon routes need it: the user's, and still awaiting payment. */
function changeableOrder(request: Request, orderId: string): StoredOrder | Response {
  const order = ownOrder(request, orderId);
  if (order instanceof Response) return order;
  if (order.status === 'paid') return errorResponse(409, COUPON_LOCKED_PAID);
  if (order.status !== 'pending') return errorResponse(409, COUPON_NEEDS_PENDING_ORDER);
  return order;
}

function setCoupon(order: StoredOrder, code: string | null, discount: number) {
  order.couponCode = code;
  order.discount = discount;
  order.totalPrice = order.subtotal - discount;
  refreshDerived(order);
}

/** Paid now: the attempt that paid it, the tax invoice, and the refund window opens. */
function markPaid(order: StoredOrder, paymentId: string) {
  order.status = 'paid';
  order.paidAt = new Date(0).toISOString();
  const attempt = order.paymentAttempts.at(-1);
  if (attempt) Object.assign(attempt, { status: 'paid', paymentId });
  order.invoice = fakeInvoice(order, db.orders.size);
  refreshDerived(order);
}

export const ordersHandlers = [
  http.post(apiUrl('/orders/create'), ({ request }) => {
    const userId = userIdOf(request);
    if (!userId) return unauthorized();
    const cart = db.cartOf(userId);
    if (cart.items.length === 0) return errorResponse(400, CART_EMPTY);
    const order = buildStoredOrder(userId, db.orders.size + 1, cart.items, {
      billing: db.savedBilling.get(userId) ?? null,
    });
    const orderId = order._id;
    db.orders.set(orderId, order);
    cart.activeOrderId = orderId;
    return HttpResponse.json({ message: ORDER_CREATED, orderId }, { status: 201 });
  }),
  http.get(apiUrl('/orders/purchased-course'), ({ request }) => {
    const userId = userIdOf(request);
    if (!userId) return unauthorized();
    const progress = db.progress.get(userId) ?? [];
    const done = new Set(
      progress.filter((entry) => entry.completed).map((entry) => entry.lessonId),
    );
    const courses = (db.purchases.get(userId) ?? []).map((courseId) => {
      const index = db.courses.findIndex((c) => c._id === courseId);
      const course = db.courses[index]!;
      const lessons = buildCourseDetail(course, index + 1).sections.flatMap((s) => s.lessons);
      const { title, thumbnail, price } = course;
      return {
        courseId,
        title,
        thumbnail,
        price,
        lessonCount: lessons.length,
        completedLessons: lessons.filter((lesson) => done.has(lesson.id)).length,
        lastWatchedAt: lastWatched(progress, new Set(lessons.map((lesson) => lesson.id))),
        certificateId: db.certificateOf(userId, courseId),
      };
    });
    return HttpResponse.json({ courses });
  }),
  http.get(apiUrl('/orders/:id'), ({ request, params }) => {
    const order = ownOrder(request, String(params.id));
    return order instanceof Response ? order : HttpResponse.json({ order: publicOrder(order) });
  }),
  http.post(apiUrl('/orders/:id/cancel'), ({ request, params }) => {
    const order = ownOrder(request, String(params.id));
    if (order instanceof Response) return order;
    order.status = 'cancelled';
    refreshDerived(order);
    db.cartOf(order.userId).activeOrderId = null;
    return HttpResponse.json({ message: ORDER_CANCELLED, order: publicOrder(order) });
  }),
  http.post(apiUrl('/orders/apply-coupon'), async ({ request }) => {
    const checked = await checkedBody(request, ApplyCouponRequest);
    if ('invalid' in checked) return checked.invalid;
    const { orderId, couponCode } = checked.body;
    const order = ownOrder(request, orderId);
    if (order instanceof Response) return order;
    if (couponCode !== 'WELCOME10') return errorResponse(400, COUPON_UNKNOWN, 'COUPON_INVALID');
    setCoupon(order, couponCode, Math.round(order.subtotal / 10));
    return HttpResponse.json({
      message: couponApplied(couponCode, order.discount),
      order: publicOrder(order),
    });
  }),
  http.put(apiUrl('/orders/:id/coupon'), async ({ request, params }) => {
    const checked = await checkedBody(request, ReplaceCouponRequest);
    if ('invalid' in checked) return checked.invalid;
    const order = changeableOrder(request, String(params.id));
    if (order instanceof Response) return order;
    const code = checked.body.couponCode.trim().toUpperCase();
    const discount = discountOf(code, order.subtotal);
    if (discount instanceof Response) return discount;
    setCoupon(order, code, discount);
    return HttpResponse.json({
      message: couponApplied(code, discount),
      order: publicOrder(order),
    });
  }),
  http.delete(apiUrl('/orders/:id/coupon'), ({ request, params }) => {
    const order = changeableOrder(request, String(params.id));
    if (order instanceof Response) return order;
    const code = order.couponCode;
    setCoupon(order, null, 0);
    return HttpResponse.json({
      message: code ? couponRemoved(code) : COUPON_NONE_TO_REMOVE,
      order: publicOrder(order),
    });
  }),
  http.post(apiUrl('/orders/initiate-razorpay'), async ({ request }) => {
    const checked = await checkedBody(request, InitiatePaymentRequest);
    if ('invalid' in checked) return checked.invalid;
    const { orderId } = checked.body;
    const order = ownOrder(request, orderId);
    if (order instanceof Response) return order;
    if (!order.billing) return errorResponse(409, BILLING_NEEDED_BEFORE_PAYING);
    order.paymentAttempts.push({
      reference: `rzp_${orderId}`,
      method: 'test',
      amountPaise: order.totalPrice * 100,
      openedAt: new Date(0).toISOString(),
      status: 'opened',
      paymentId: null,
    });
    return HttpResponse.json({
      provider: 'test',
      keyId: 'rzp_test_local',
      razorpayOrderId: `rzp_${orderId}`,
      amount: order.totalPrice * 100,
      currency: 'INR',
      orderId,
      prefill: { name: 'Asha Verma', email: 'asha@example.com' },
    });
  }),
  http.post(apiUrl('/payments/test/checkout'), async ({ request }) => {
    const checked = await checkedBody(request, TestCheckoutRequest);
    if ('invalid' in checked) return checked.invalid;
    const { razorpayOrderId, outcome } = checked.body;
    if (outcome === 'failure') return errorResponse(402, PAYMENT_DECLINED_TEST, 'PAYMENT_FAILED');
    return HttpResponse.json({
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: `pay_${razorpayOrderId}`,
      razorpay_signature: 'test-signature',
    });
  }),
  http.post(apiUrl('/orders/verify-payment'), async ({ request }) => {
    const checked = await checkedBody(request, VerifyPaymentRequest);
    if ('invalid' in checked) return checked.invalid;
    const { body } = checked;
    const order = ownOrder(request, body.orderId);
    if (order instanceof Response) return order;
    if (body.razorpay_signature !== 'test-signature') {
      return errorResponse(400, PAYMENT_UNVERIFIED, 'PAYMENT_FAILED');
    }
    markPaid(order, body.razorpay_payment_id);
    const owned = db.purchases.get(order.userId) ?? [];
    db.purchases.set(order.userId, [...owned, ...order.items.map((item) => item.productId)]);
    db.carts.set(order.userId, { items: [], totalPrice: 0, activeOrderId: null });
    return HttpResponse.json({ message: PAYMENT_SUCCESSFUL, order: publicOrder(order) });
  }),
];
