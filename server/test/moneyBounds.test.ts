import * as m from '@contract/messages/admin';
import { fieldInvalid } from '@contract/messages/common';
import { ORDER_OVER_PAYMENT_MAX } from '@contract/messages/orders';
import type { AdminCourseResponse } from '@contract/types';
import { adminCall, signInAs } from './helpers/staff';
import { courseBySlug, createOrder, fillCart, initiate } from './helpers/shop';
import { createTestApp, type TestContext } from './helpers/testApp';
import { signUpAndIn } from './helpers/users';

// Prices, discounts and limits are bounded by what the database's integer columns hold and by the
// most one Razorpay payment can be (Rs. 5,00,000): anything beyond is a 400 before anything is
// stored, and an order no payment could cover is refused before checkout.

const PAST_INTEGER = 2_147_483_648;

let t: TestContext;
let api: ReturnType<typeof adminCall>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: { enabled: false } });
  api = adminCall(t, await signInAs(t, 'staff'));
});
afterAll(() => t.close());

const count = async (table: string) =>
  Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);

const course = (price: number) => ({
  title: 'Bounded',
  slug: `bounded-${Math.random().toString(36).slice(2, 8)}`,
  price,
  description: '',
});

describe('the console', () => {
  it('refuses a course price past a database integer or past Rs. 5,00,000, storing nothing', async () => {
    const before = await count('courses');
    const overflow = await api.post('/courses', course(PAST_INTEGER));
    expect([overflow.statusCode, overflow.json()]).toEqual([
      400,
      { message: fieldInvalid('price', 'must be <= 2147483647'), code: 'VALIDATION' },
    ]);
    // Accepted before, then no learner could pay for it: 2,147,483,700 paise.
    const unpayable = await api.post('/courses', course(21_474_837));
    expect([unpayable.statusCode, unpayable.json()]).toEqual([
      400,
      { message: m.PRICE_INVALID, code: 'VALIDATION' },
    ]);
    expect(await count('courses')).toBe(before);

    const largest = await api.post('/courses', course(500_000));
    expect(largest.statusCode).toBe(201);
    const { id, version } = largest.json<AdminCourseResponse>().course;
    const edit = await api.put(`/courses/${id}`, { ...course(PAST_INTEGER), version });
    expect(edit.statusCode).toBe(400);
    const stored = await t.db.query<{ price: number }>('SELECT price FROM courses WHERE id = $1', [
      id,
    ]);
    expect(stored.rows[0]!.price).toBe(500_000);
  });

  it.each([
    ['a flat amount', { amount: PAST_INTEGER }, fieldInvalid('amount', 'must be <= 2147483647')],
    ['a flat amount over Rs. 5,00,000', { amount: 500_001 }, m.COUPON_AMOUNT_INVALID],
    [
      'a minimum order',
      { minOrder: PAST_INTEGER },
      fieldInvalid('minOrder', 'must be <= 2147483647'),
    ],
    ['a minimum order over Rs. 5,00,000', { minOrder: 500_001 }, m.COUPON_MIN_ORDER_INVALID],
    ['a use limit', { maxUses: PAST_INTEGER }, fieldInvalid('maxUses', 'must be <= 2147483647')],
    ['a use limit over 10,00,000', { maxUses: 1_000_001 }, m.COUPON_MAX_USES_INVALID],
  ])('refuses a coupon with %s, storing nothing', async (_what, values, message) => {
    const before = await count('coupons');
    const response = await api.post('/coupons', {
      code: 'BIGONE',
      kind: 'flat',
      amount: 100,
      minOrder: 0,
      maxUses: null,
      expiresAt: null,
      ...values,
    });
    expect([response.statusCode, response.json()]).toEqual([400, { message, code: 'VALIDATION' }]);
    expect(await count('coupons')).toBe(before);
  });
});

describe('checkout', () => {
  it('refuses an order over Rs. 5,00,000 before creating it', async () => {
    const slugs = ['ielts-academic-complete', 'job-interview-skills'];
    const prices = await Promise.all(slugs.map((slug) => courseBySlug(t, slug)));
    await t.db.query('UPDATE courses SET price = 300000 WHERE slug = ANY($1)', [slugs]);
    try {
      const learner = await signUpAndIn(t);
      await fillCart(t, learner, slugs);
      const orders = await count('orders');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders/create',
        headers: learner.auth,
      });
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { message: ORDER_OVER_PAYMENT_MAX, code: 'VALIDATION' },
      ]);
      expect(await count('orders')).toBe(orders);
    } finally {
      for (const { id, price } of prices)
        await t.db.query('UPDATE courses SET price = $2 WHERE id = $1', [id, price]);
    }
  });

  it('refuses to open a payment for an order priced before the bound, with no attempt stored', async () => {
    const learner = await signUpAndIn(t);
    await fillCart(t, learner, ['job-interview-skills']);
    const orderId = await createOrder(t, learner);
    // As a course priced Rs. 21,474,837 in the console left it.
    await t.db.query(
      'UPDATE orders SET subtotal = 21474837, total_price = 21474837 WHERE id = $1',
      [orderId],
    );
    await t.db.query('UPDATE order_items SET price = 21474837 WHERE order_id = $1', [orderId]);
    const response = await initiate(t, learner, orderId);
    expect([response.statusCode, response.json()]).toEqual([
      409,
      { message: ORDER_OVER_PAYMENT_MAX },
    ]);
    const attempts = await t.db.query('SELECT 1 FROM payment_attempts WHERE order_id = $1', [
      orderId,
    ]);
    expect(attempts.rows).toEqual([]);
  });
});
