import { http, HttpResponse } from 'msw';
import type {
  ApplyCouponRequest,
  Order,
  TestCheckoutRequest,
  VerifyPaymentRequest,
} from '@contract/types';
import { db } from '../db';
import { apiUrl, errorResponse, unauthorized, userIdOf } from '../http';

type StoredOrder = Order & { userId: string };

/** The order of the signed-in user, or the error answer to send. */
function ownOrder(request: Request, orderId: string): StoredOrder | Response {
  const userId = userIdOf(request);
  if (!userId) return unauthorized();
  const order = db.orders.get(orderId);
  if (!order) return errorResponse(404, 'Order not found.');
  if (order.userId !== userId) return errorResponse(403, 'This order is not yours.');
  return order;
}

const publicOrder = ({ userId: _userId, ...order }: StoredOrder): Order => order;

export const ordersHandlers = [
  http.post(apiUrl('/orders/create'), ({ request }) => {
    const userId = userIdOf(request);
    if (!userId) return unauthorized();
    const cart = db.cartOf(userId);
    if (cart.items.length === 0) return errorResponse(400, 'Your cart is empty.');
    const orderId = `order-${db.orders.size + 1}`;
    db.orders.set(orderId, {
      _id: orderId,
      userId,
      items: cart.items.map((item) => ({ ...item })),
      subtotal: cart.totalPrice,
      discount: 0,
      totalPrice: cart.totalPrice,
      couponCode: null,
      status: 'pending',
      createdAt: new Date(0).toISOString(),
      paidAt: null,
    });
    cart.activeOrderId = orderId;
    return HttpResponse.json({ message: 'Order created.', orderId }, { status: 201 });
  }),
  http.get(apiUrl('/orders/purchased-course'), ({ request }) => {
    const userId = userIdOf(request);
    if (!userId) return unauthorized();
    const courses = (db.purchases.get(userId) ?? []).map((courseId) => {
      const { title, thumbnail, price } = db.courses.find((c) => c._id === courseId)!;
      return { courseId, title, thumbnail, price };
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
    db.cartOf(order.userId).activeOrderId = null;
    return HttpResponse.json({ message: 'Order cancelled.', order: publicOrder(order) });
  }),
  http.post(apiUrl('/orders/apply-coupon'), async ({ request }) => {
    const { orderId, couponCode } = (await request.json()) as ApplyCouponRequest;
    const order = ownOrder(request, orderId);
    if (order instanceof Response) return order;
    if (couponCode !== 'WELCOME10')
      return errorResponse(400, 'This coupon code is not valid.', 'COUPON_INVALID');
    order.couponCode = couponCode;
    order.discount = Math.round(order.subtotal / 10);
    order.totalPrice = order.subtotal - order.discount;
    return HttpResponse.json({ message: 'Coupon applied.', order: publicOrder(order) });
  }),
  http.post(apiUrl('/orders/initiate-razorpay'), async ({ request }) => {
    const { orderId } = (await request.json()) as { orderId: string };
    const order = ownOrder(request, orderId);
    if (order instanceof Response) return order;
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
    const { razorpayOrderId, outcome } = (await request.json()) as TestCheckoutRequest;
    if (outcome === 'failure')
      return errorResponse(402, 'Payment declined (test mode).', 'PAYMENT_FAILED');
    return HttpResponse.json({
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: `pay_${razorpayOrderId}`,
      razorpay_signature: 'test-signature',
    });
  }),
  http.post(apiUrl('/orders/verify-payment'), async ({ request }) => {
    const body = (await request.json()) as VerifyPaymentRequest;
    const order = ownOrder(request, body.orderId);
    if (order instanceof Response) return order;
    if (body.razorpay_signature !== 'test-signature') {
      return errorResponse(400, 'Payment could not be verified.', 'PAYMENT_FAILED');
    }
    order.status = 'paid';
    order.paidAt = new Date(0).toISOString();
    const owned = db.purchases.get(order.userId) ?? [];
    db.purchases.set(order.userId, [...owned, ...order.items.map((item) => item.productId)]);
    db.carts.set(order.userId, { items: [], totalPrice: 0, activeOrderId: null });
    return HttpResponse.json({ message: 'Payment successful.', order: publicOrder(order) });
  }),
];
