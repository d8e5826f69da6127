import type {
  CartResponse,
  CreateOrderResponse,
  OrderMutationResponse,
  OrderResponse,
} from '@contract/types';
import { createTestApp, type TestContext } from './helpers/testApp';
import { createOrder, fillCart } from './helpers/shop';
import { signUpAndIn, type SignedIn } from './helpers/users';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getOrder = (who: SignedIn, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: who.auth });
const applyCoupon = (who: SignedIn, orderId: string, couponCode: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/apply-coupon',
    headers: who.auth,
    payload: { orderId, couponCode },
  });
const cancel = (who: SignedIn, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: who.auth });

describe('POST /api/orders/create and GET /api/orders/:id', () => {
  it('snapshots the cart into a pending order', async () => {
    const me = await signUpAndIn(t);
    const [a, b] = await fillCart(t, me, [
      'ielts-writing-band-booster',
      'spoken-english-beginners',
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: me.auth,
    });
    expect(created.statusCode).toBe(201);
    const { orderId, message } = created.json<CreateOrderResponse>();
    expect(message).toBe('Order created.');
    const { order } = (await getOrder(me, orderId)).json<OrderResponse>();
    expect(order).toMatchObject({
      _id: orderId,
      subtotal: a.price + b.price,
      discount: 0,
      totalPrice: a.price + b.price,
      couponCode: null,
      status: 'pending',
      paidAt: null,
    });
    expect(
      order.items.map((item) => [item.productId, item.price, item.model, item.quantity]),
    ).toEqual([
      [a.id, a.price, 'Course', 1],
      [b.id, b.price, 'Course', 1],
    ]);
    expect(new Date(order.createdAt).toString()).not.toBe('Invalid Date');
  });

  it('reuses the pending order while the cart is unchanged, and replaces it when the cart changes', async () => {
    const me = await signUpAndIn(t);
    await fillCart(t, me, ['toefl-ibt-essentials']);
    const first = await createOrder(t, me);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: me.auth,
    });
    expect(again.json<CreateOrderResponse>()).toEqual({
      message: 'Your order is ready for checkout.',
      orderId: first,
    });
    await fillCart(t, me, ['english-for-it-professionals']);
    const replaced = await createOrder(t, me);
    expect(replaced).not.toBe(first);
    expect((await getOrder(me, first)).json<OrderResponse>().order.status).toBe('cancelled');
    expect((await getOrder(me, replaced)).json<OrderResponse>().order.items).toHaveLength(2);
  });

  it('refuses an empty cart with 400', async () => {
    const me = await signUpAndIn(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: me.auth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Your cart is empty.' });
  });

  it("answers 403 for someone else's order, 404 for an unknown one, 400 for a malformed id", async () => {
    const me = await signUpAndIn(t);
    const other = await signUpAndIn(t);
    await fillCart(t, other, ['accent-neutralisation']);
    const theirs = await createOrder(t, other);
    expect((await getOrder(me, theirs)).statusCode).toBe(403);
    expect((await getOrder(me, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getOrder(me, 'nope')).statusCode).toBe(400);
  });
});

describe('POST /api/orders/:id/cancel', () => {
  it('cancels a pending order and unlocks the cart; answers 403 for another user', async () => {
    const me = await signUpAndIn(t);
    const other = await signUpAndIn(t);
    await fillCart(t, me, ['business-english-meetings']);
    const orderId = await createOrder(t, me);
    expect((await cancel(other, orderId)).statusCode).toBe(403);
    const response = await cancel(me, orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderMutationResponse>().order.status).toBe('cancelled');
    const cart = (
      await t.app.inject({ method: 'GET', url: '/api/cart', headers: me.auth })
    ).json<CartResponse>().cart;
    expect(cart.activeOrderId).toBeNull();
    expect(cart.items).toHaveLength(1);
  });
});

describe('POST /api/orders/apply-coupon', () => {
  it('applies WELCOME10 (10% off, rounded down) and counts one use', async () => {
    const me = await signUpAndIn(t);
    await fillCart(t, me, ['ielts-speaking-confidence']); // Rs. 999
    const orderId = await createOrder(t, me);
    const before = await t.db.query<{ used_count: number }>(
      `SELECT used_count FROM coupons WHERE code = 'WELCOME10'`,
    );
    const response = await applyCoupon(me, orderId, ' welcome10 ');
    expect(response.statusCode).toBe(200);
    const { order, message } = response.json<OrderMutationResponse>();
    expect(order).toMatchObject({
      subtotal: 999,
      discount: 99,
      totalPrice: 900,
      couponCode: 'WELCOME10',
    });
    expect(message).toBe('Coupon WELCOME10 applied. You save Rs. 99.');
    const after = await t.db.query<{ used_count: number }>(
      `SELECT used_count FROM coupons WHERE code = 'WELCOME10'`,
    );
    expect(after.rows[0].used_count).toBe(before.rows[0].used_count + 1);
  });

  it('applies FLAT100 from Rs. 500 and refuses it below, naming the minimum', async () => {
    const small = await signUpAndIn(t);
    await fillCart(t, small, ['vocabulary-builder']); // Rs. 499
    const smallOrder = await createOrder(t, small);
    const below = await applyCoupon(small, smallOrder, 'FLAT100');
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({
      message: 'This coupon needs a minimum order of Rs. 500.',
      code: 'COUPON_INVALID',
    });

    const big = await signUpAndIn(t);
    await fillCart(t, big, ['english-grammar-foundations']); // Rs. 599
    const bigOrder = await createOrder(t, big);
    const applied = await applyCoupon(big, bigOrder, 'FLAT100');
    expect(applied.json<OrderMutationResponse>().order).toMatchObject({
      discount: 100,
      totalPrice: 499,
    });
  });

  it.each([
    ['NOSUCHCODE', 'This coupon code is not valid.'],
    ['EXPIRED5', 'This coupon has expired.'],
  ])('refuses %s with COUPON_INVALID', async (code, message) => {
    const me = await signUpAndIn(t);
    await fillCart(t, me, ['advanced-grammar-usage']);
    const orderId = await createOrder(t, me);
    const response = await applyCoupon(me, orderId, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'COUPON_INVALID' });
    expect((await getOrder(me, orderId)).json<OrderResponse>().order).toMatchObject({
      discount: 0,
      couponCode: null,
    });
  });

  it('refuses a second coupon on the same order', async () => {
    const me = await signUpAndIn(t);
    await fillCart(t, me, ['sop-writing-study-abroad']);
    const orderId = await createOrder(t, me);
    await applyCoupon(me, orderId, 'WELCOME10');
    const second = await applyCoupon(me, orderId, 'FLAT100');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({
      message: 'A coupon has already been applied to this order.',
      code: 'COUPON_INVALID',
    });
  });

  it('refuses a used-up coupon, and gives the use back when an order is cancelled', async () => {
    await t.db.query(
      `INSERT INTO coupons (code, kind, amount, max_uses, used_count) VALUES ('LASTONE', 'flat', 50, 1, 0)`,
    );
    const first = await signUpAndIn(t);
    const second = await signUpAndIn(t);
    for (const who of [first, second]) await fillCart(t, who, ['study-abroad-readiness']);
    const firstOrder = await createOrder(t, first);
    const secondOrder = await createOrder(t, second);
    expect((await applyCoupon(first, firstOrder, 'LASTONE')).statusCode).toBe(200);
    const usedUp = await applyCoupon(second, secondOrder, 'LASTONE');
    expect(usedUp.json()).toEqual({
      message: 'This coupon has reached its usage limit.',
      code: 'COUPON_INVALID',
    });
    await cancel(first, firstOrder);
    expect((await applyCoupon(second, secondOrder, 'LASTONE')).statusCode).toBe(200);
  });

  it('never lets concurrent orders push a coupon past its limit', async () => {
    await t.db.query(
      `INSERT INTO coupons (code, kind, amount, max_uses) VALUES ('RACE3', 'percent', 20, 3)`,
    );
    const buyers = await Promise.all(Array.from({ length: 8 }, () => signUpAndIn(t)));
    const orders: string[] = [];
    for (const who of buyers) {
      await fillCart(t, who, ['ielts-general-training']);
      orders.push(await createOrder(t, who));
    }
    const answers = await Promise.all(buyers.map((who, i) => applyCoupon(who, orders[i], 'RACE3')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 400, 400, 400, 400, 400]);
    const coupon = await t.db.query<{ used_count: number }>(
      `SELECT used_count FROM coupons WHERE code = 'RACE3'`,
    );
    expect(coupon.rows[0].used_count).toBe(3);
    const discounted = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE coupon_code = 'RACE3'`,
    );
    expect(discounted.rows[0].n).toBe(3);
  });

  it("answers 403 on someone else's order and 409 on an order that is not pending", async () => {
    const me = await signUpAndIn(t);
    const other = await signUpAndIn(t);
    await fillCart(t, me, ['bpo-chat-email-support']);
    const orderId = await createOrder(t, me);
    expect((await applyCoupon(other, orderId, 'WELCOME10')).statusCode).toBe(403);
    await cancel(me, orderId);
    const cancelled = await applyCoupon(me, orderId, 'WELCOME10');
    expect(cancelled.statusCode).toBe(409);
  });
});
