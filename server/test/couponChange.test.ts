import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OrderMutationResponse, PurchasedCoursesResponse } from '@contract/types';
import { MIGRATIONS_DIR } from '../src/db/migrate';
import { createTestApp, type TestContext } from './helpers/testApp';
import { buy, createOrder, fillCart, payOrder } from './helpers/shop';
import { signUpAndIn, type SignedIn } from './helpers/users';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const applyCoupon = (who: SignedIn, orderId: string, couponCode: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/apply-coupon',
    headers: who.auth,
    payload: { orderId, couponCode },
  });
const replaceCoupon = (who: SignedIn, orderId: string, couponCode: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/coupon`,
    headers: who.auth,
    payload: { couponCode },
  });
const removeCoupon = (who: SignedIn, orderId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/orders/${orderId}/coupon`, headers: who.auth });
const usedCount = async (code: string) =>
  (
    await t.db.query<{ used_count: number }>('SELECT used_count FROM coupons WHERE code = $1', [
      code,
    ])
  ).rows[0]!.used_count;

/** A learner with a pending order for one Rs. 999 course. */
async function pendingOrder() {
  const me = await signUpAndIn(t);
  await fillCart(t, me, ['ielts-speaking-confidence']);
  return { me, orderId: await createOrder(t, me) };
}

describe('PUT /api/orders/:id/coupon', () => {
  it('replaces the coupon, recomputes the discount and moves the use to the new code', async () => {
    const { me, orderId } = await pendingOrder();
    await applyCoupon(me, orderId, 'WELCOME10');
    const [welcome, flat] = [await usedCount('WELCOME10'), await usedCount('FLAT100')];

    const replaced = await replaceCoupon(me, orderId, ' flat100 ');

    expect(replaced.statusCode).toBe(200);
    const { message, order } = replaced.json<OrderMutationResponse>();
    expect(message).toBe('Coupon FLAT100 applied. You save Rs. 100.');
    expect(order).toMatchObject({
      subtotal: 999,
      discount: 100,
      totalPrice: 899,
      couponCode: 'FLAT100',
      status: 'pending',
    });
    expect(await usedCount('WELCOME10')).toBe(welcome - 1);
    expect(await usedCount('FLAT100')).toBe(flat + 1);
  });

  it('applies a first coupon when the order has none', async () => {
    const { me, orderId } = await pendingOrder();
    const applied = await replaceCoupon(me, orderId, 'WELCOME10');
    expect(applied.statusCode).toBe(200);
    expect(applied.json<OrderMutationResponse>().order).toMatchObject({
      discount: 99,
      totalPrice: 900,
      couponCode: 'WELCOME10',
    });
  });

  it.each([
    ['NOSUCHCODE', 'This coupon code is not valid.'],
    ['EXPIRED5', 'This coupon has expired.'],
  ])(
    'refuses %s with the same message as apply-coupon and keeps the coupon it had',
    async (code, message) => {
      const { me, orderId } = await pendingOrder();
      await applyCoupon(me, orderId, 'WELCOME10');
      const before = await usedCount('WELCOME10');

      const refused = await replaceCoupon(me, orderId, code);

      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message, code: 'COUPON_INVALID' });
      const order = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: me.auth,
      });
      expect(order.json<{ order: object }>().order).toMatchObject({
        couponCode: 'WELCOME10',
        discount: 99,
        totalPrice: 900,
      });
      expect(await usedCount('WELCOME10')).toBe(before);
    },
  );

  it('refuses a code below its minimum order, naming it', async () => {
    const me = await signUpAndIn(t);
    await fillCart(t, me, ['vocabulary-builder']); // Rs. 499
    const orderId = await createOrder(t, me);
    const refused = await replaceCoupon(me, orderId, 'FLAT100');
    expect(refused.json()).toEqual({
      message: 'This coupon needs a minimum order of Rs. 500.',
      code: 'COUPON_INVALID',
    });
  });

  it('lets the last use of a coupon pass from one code to another and back', async () => {
    await t.db.query(
      `INSERT INTO coupons (code, kind, amount, max_uses, used_count) VALUES ('ONLYONE', 'flat', 50, 1, 0)`,
    );
    const { me, orderId } = await pendingOrder();
    expect((await replaceCoupon(me, orderId, 'ONLYONE')).statusCode).toBe(200);
    expect((await replaceCoupon(me, orderId, 'ONLYONE')).statusCode).toBe(200);
    expect(await usedCount('ONLYONE')).toBe(1);
    expect((await replaceCoupon(me, orderId, 'WELCOME10')).statusCode).toBe(200);
    expect(await usedCount('ONLYONE')).toBe(0);
    const other = await pendingOrder();
    expect((await replaceCoupon(other.me, other.orderId, 'ONLYONE')).statusCode).toBe(200);
    const usedUp = await replaceCoupon(me, orderId, 'ONLYONE');
    expect(usedUp.json()).toEqual({
      message: 'This coupon has reached its usage limit.',
      code: 'COUPON_INVALID',
    });
  });

  it('answers 409 on a paid order, 409 on a cancelled one and 403 on another account', async () => {
    const me = await signUpAndIn(t);
    const paid = await buy(t, me, ['business-email-writing']);
    const onPaid = await replaceCoupon(me, paid, 'WELCOME10');
    expect(onPaid.statusCode).toBe(409);
    expect(onPaid.json()).toEqual({
      message: 'This order has already been paid; its coupon can no longer change.',
    });

    const { me: owner, orderId } = await pendingOrder();
    const stranger = await signUpAndIn(t);
    expect((await replaceCoupon(stranger, orderId, 'WELCOME10')).statusCode).toBe(403);
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: owner.auth,
    });
    const onCancelled = await replaceCoupon(owner, orderId, 'WELCOME10');
    expect(onCancelled.statusCode).toBe(409);
    expect(onCancelled.json()).toEqual({
      message: 'Only an order awaiting payment can take a coupon.',
    });
  });

  it('checks its input: an empty code, an order id that is not one, no session', async () => {
    const { me, orderId } = await pendingOrder();
    const empty = await replaceCoupon(me, orderId, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toMatch(/coupon ?code/i);
    const badId = await replaceCoupon(me, 'not-an-id', 'WELCOME10');
    expect(badId.statusCode).toBe(400);
    expect(badId.json<{ message: string }>().message).toMatch(/id/i);
    const signedOut = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/coupon`,
      payload: { couponCode: 'WELCOME10' },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('DELETE /api/orders/:id/coupon', () => {
  it('removes the coupon: the full price again and the use given back', async () => {
    const { me, orderId } = await pendingOrder();
    await applyCoupon(me, orderId, 'WELCOME10');
    const before = await usedCount('WELCOME10');

    const removed = await removeCoupon(me, orderId);

    expect(removed.statusCode).toBe(200);
    const { message, order } = removed.json<OrderMutationResponse>();
    expect(message).toBe('Coupon WELCOME10 removed.');
    expect(order).toMatchObject({ discount: 0, totalPrice: 999, couponCode: null });
    expect(await usedCount('WELCOME10')).toBe(before - 1);

    const again = await removeCoupon(me, orderId);
    expect(again.statusCode).toBe(200);
    expect(again.json<OrderMutationResponse>().message).toBe('This order has no coupon to remove.');
    expect(await usedCount('WELCOME10')).toBe(before - 1);
    expect((await applyCoupon(me, orderId, 'FLAT100')).statusCode).toBe(200);
  });

  it('answers 409 on a paid order and keeps its coupon counted', async () => {
    const me = await signUpAndIn(t);
    await fillCart(t, me, ['american-accent-training']);
    const orderId = await createOrder(t, me);
    await applyCoupon(me, orderId, 'FLAT100');
    const before = await usedCount('FLAT100');
    await payOrder(t, me, orderId);

    const refused = await removeCoupon(me, orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This order has already been paid; its coupon can no longer change.',
    });
    expect(await usedCount('FLAT100')).toBe(before);
  });
});

describe('the price a course was bought for', () => {
  it('is its list price less its share of the discount, the shares adding up to the discount', async () => {
    const me = await signUpAndIn(t);
    await fillCart(t, me, ['ielts-academic-complete', 'ielts-general-training']); // 2499 + 1999
    const orderId = await createOrder(t, me);
    const applied = await applyCoupon(me, orderId, 'WELCOME10');
    expect(applied.json<OrderMutationResponse>().order.totalPrice).toBe(4049); // 4498 - 449
    await payOrder(t, me, orderId);

    const { courses } = (
      await t.app.inject({ method: 'GET', url: '/api/orders/purchased-course', headers: me.auth })
    ).json<PurchasedCoursesResponse>();
    // 449 × 2499 / 4498 = 249.48 and 449 × 1999 / 4498 = 199.52: the spare rupee goes to the second.
    expect(courses.map((course) => course.price).sort()).toEqual([1799, 2250]);
    expect(courses.reduce((sum, course) => sum + course.price, 0)).toBe(4049);
  });

  it('is the list price without a coupon', async () => {
    const me = await signUpAndIn(t);
    await buy(t, me, ['business-english-meetings']);
    const { courses } = (
      await t.app.inject({ method: 'GET', url: '/api/orders/purchased-course', headers: me.auth })
    ).json<PurchasedCoursesResponse>();
    expect(courses.map((course) => course.price)).toEqual([1399]);
  });

  it('is corrected by migration 018 for purchases recorded at the list price', async () => {
    const me = await signUpAndIn(t);
    await fillCart(t, me, ['ielts-academic-complete', 'ielts-general-training']);
    const orderId = await createOrder(t, me);
    await applyCoupon(me, orderId, 'WELCOME10');
    await payOrder(t, me, orderId);
    await t.db.query(
      `UPDATE purchases p SET price = i.price FROM order_items i
       WHERE p.order_id = $1 AND i.order_id = p.order_id AND i.course_id = p.course_id`,
      [orderId],
    );

    await t.db.exec(
      readFileSync(path.join(MIGRATIONS_DIR, '018_purchase_paid_prices.sql'), 'utf8'),
    );

    const prices = await t.db.query<{ price: number }>(
      'SELECT price FROM purchases WHERE order_id = $1 ORDER BY price',
      [orderId],
    );
    expect(prices.rows.map((row) => row.price)).toEqual([1799, 2250]);
  });
});
