import type { TestCatalogueResponse } from '@contract/examTypes';
import { SEEDED_TESTS } from '@contract/content/tests';
import type {
  ApplyCouponRequest,
  CartMutationResponse,
  CartResponse,
  OrderResponse,
  PaymentResult,
  PaymentSession,
} from '@contract/types';
import { pdfText } from '../billing/pdfText';
import { createTestApp, type TestContext } from '../helpers/testApp';
import {
  courseBySlug,
  createOrder,
  fillCart,
  initiate,
  payOrder,
  testCheckout,
  verifyPayment,
} from '../helpers/shop';
import {
  addTestToCart,
  entitlementsOf,
  fillCartWithTests,
  putOnSale,
  startAttempt,
  testBySlug,
} from '../helpers/testProducts';
import { usingPostgres } from '../helpers/testDb';
import { signUpAndIn, type SignedIn } from '../helpers/users';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const IELTS = 'ielts-practice';
const MASTERY = 'english-mastery';
const COURSE = 'spoken-english-beginners';
const DAY_MS = 24 * 3600 * 1000;

const catalogue = () => t.app.inject({ method: 'GET', url: '/api/tests' });
const cartOf = async (who: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: '/api/cart', headers: who.auth })).json<CartResponse>()
    .cart;
const getOrder = async (who: SignedIn, id: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: who.auth })
  ).json<OrderResponse>().order;

async function eventually(check: () => Promise<boolean>, withinMs = 2000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`Not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the tests catalogue (GET /api/tests)', () => {
  it('answers the three seeded tests off sale, as the specification has them, with an ETag', async () => {
    const response = await catalogue();
    expect(response.statusCode).toBe(200);
    const { tests } = response.json<TestCatalogueResponse>();
    expect(tests).toEqual(
      SEEDED_TESTS.map((seeded) => ({
        id: expect.any(String),
        slug: seeded.slug,
        name: seeded.name,
        brief: seeded.brief,
        details: seeded.details,
        duration: '2 hours 30 minutes',
        durationMinutes: 150,
        price: 499,
        image: seeded.image,
        onSale: false,
      })),
    );
    expect(tests.map((test) => test.name)).toEqual([
      'IELTS Practice Test',
      'English Mastery Assessment',
      'English Mastery Assessment Pro',
    ]);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/tests',
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('shows a test put on sale (by any node, by hand) at once, with a new ETag', async () => {
    const before = await catalogue();
    await t.db.query(`UPDATE test_products SET price = 549, on_sale = true WHERE slug = $1`, [
      MASTERY,
    ]);
    await eventually(async () => {
      const mastery = (await catalogue())
        .json<TestCatalogueResponse>()
        .tests.find((test) => test.slug === MASTERY)!;
      return mastery.onSale && mastery.price === 549;
    });
    expect((await catalogue()).headers.etag).not.toBe(before.headers.etag);
    await t.db.query(`UPDATE test_products SET price = 499, on_sale = false WHERE slug = $1`, [
      MASTERY,
    ]);
  });

  it('leaves the seeded price and sale alone when the seed runs again (every start)', async () => {
    await t.db.query(`UPDATE test_products SET price = 649, on_sale = true WHERE slug = $1`, [
      IELTS,
    ]);
    const { seedTestProducts } = await import('../../src/seed/testProducts');
    expect(await t.db.transaction((tx) => seedTestProducts(tx))).toBe(0);
    expect(await testBySlug(t, IELTS)).toMatchObject({ price: 649 });
    await t.db.query(`UPDATE test_products SET price = 499, on_sale = false WHERE slug = $1`, [
      IELTS,
    ]);
  });
});

describe('a test in the cart', () => {
  it('is refused with the specification’s words while off sale, and 404 when unknown', async () => {
    const me = await signUpAndIn(t);
    const test = await putOnSale(t, MASTERY, false);
    const refused = await addTestToCart(t, me, test.id);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'This test will be available for purchase soon!',
    ]);
    expect((await cartOf(me)).items).toEqual([]);
    const unknown = await addTestToCart(t, me, '00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Test not found.']);
  });

  it('on sale, is added once beside a course, with its name, picture and price', async () => {
    const me = await signUpAndIn(t);
    const test = await putOnSale(t, IELTS);
    const [course] = await fillCart(t, me, [COURSE]);
    const added = await addTestToCart(t, me, test.id);
    expect(added.statusCode).toBe(200);
    const { message, cart } = added.json<CartMutationResponse>();
    expect(message).toBe('Test added to cart.');
    expect(cart.items).toEqual([
      expect.objectContaining({ productId: course!.id, model: 'Course' }),
      {
        productId: test.id,
        model: 'Test',
        title: 'IELTS Practice Test',
        thumbnail: '/images/tests/ielts-practice.webp',
        price: 499,
        quantity: 1,
      },
    ]);
    expect(cart.totalPrice).toBe(course!.price + 499);
    const twice = await addTestToCart(t, me, test.id);
    expect(twice.json<CartMutationResponse>().message).toBe('Test is already in your cart.');
    expect((await cartOf(me)).items).toHaveLength(2);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cart/item/${test.id}`,
      headers: me.auth,
    });
    expect(removed.json<CartMutationResponse>().message).toBe('Test removed from cart.');
    expect((await cartOf(me)).items.map((item) => item.model)).toEqual(['Course']);
  });

  it('taken off sale while in the cart, stops the order with a clear message', async () => {
    const me = await signUpAndIn(t);
    await putOnSale(t, MASTERY);
    await fillCartWithTests(t, me, [MASTERY]);
    await putOnSale(t, MASTERY, false);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: me.auth,
    });
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'English Mastery Assessment is no longer on sale. Please remove it from your cart.',
    ]);
  });
});

describe('paying for a test', () => {
  it('with a coupon: one bought test valid 180 days, the invoice line under SAC 999294 beside a course’s 999293', async () => {
    const me = await signUpAndIn(t);
    const test = await putOnSale(t, IELTS);
    const course = await courseBySlug(t, COURSE);
    await fillCart(t, me, [COURSE]);
    await fillCartWithTests(t, me, [IELTS]);
    const orderId = await createOrder(t, me);
    const coupon = await t.app.inject({
      method: 'POST',
      url: '/api/orders/apply-coupon',
      headers: me.auth,
      payload: { orderId, couponCode: 'WELCOME10' } satisfies ApplyCouponRequest,
    });
    expect(coupon.statusCode).toBe(200);
    const discount = Math.floor(((course.price + 499) * 10) / 100);
    expect(coupon.json<OrderResponse>().order.discount).toBe(discount);
    await payOrder(t, me, orderId);

    const order = await getOrder(me, orderId);
    expect(order.status).toBe('paid');
    expect(order.items.map((item) => [item.model, item.title, item.refundStatus])).toEqual([
      ['Course', expect.any(String), null],
      ['Test', 'IELTS Practice Test', null],
    ]);
    expect((await cartOf(me)).items).toEqual([]);

    const [entitlement, ...others] = await entitlementsOf(t, me);
    expect(others).toEqual([]);
    const paidAt = new Date(order.paidAt!).getTime();
    // The test's share of the coupon, in whole rupees, as a course's paid price is.
    const testShare = Math.round((discount * 499) / (course.price + 499));
    expect(entitlement).toMatchObject({ test_id: test.id, order_id: orderId, revoked_at: null });
    expect(Math.abs(entitlement!.price - (499 - testShare))).toBeLessThanOrEqual(1);
    expect(new Date(entitlement!.purchased_at).getTime()).toBe(paidAt);
    expect(new Date(entitlement!.expires_at).getTime() - paidAt).toBe(180 * DAY_MS);

    const invoice = await t.db.query<{ lines: { sac: string; description: string }[] }>(
      'SELECT lines FROM invoices WHERE order_id = $1',
      [orderId],
    );
    expect(invoice.rows[0]!.lines.map((line) => [line.description, line.sac])).toEqual([
      [expect.any(String), '999293'],
      ['IELTS Practice Test', '999294'],
    ]);
    await t.app.tasks.idle();
    const receipt = t.mail
      .to(me.user.email)
      .find((mail) => mail.subject.startsWith('Receipt for order'))!;
    expect(receipt.text).toContain('IELTS Practice Test');
    const pdf = (
      await pdfText(Buffer.from(receipt.attachments![0]!.contentBase64, 'base64'))
    ).replace(/\s+/g, ' ');
    expect(pdf).toContain('999293');
    expect(pdf).toContain('999294');
    expect(pdf).toContain('IELTS Practice Test');
  });

  it('gives one attempt at a time: a test held untaken is refused again until its attempt starts', async () => {
    const me = await signUpAndIn(t);
    const test = await putOnSale(t, MASTERY);
    await fillCartWithTests(t, me, [MASTERY]);
    await payOrder(t, me, await createOrder(t, me));
    const again = await addTestToCart(t, me, test.id);
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      "You already have English Mastery Assessment to take. Take it from your dashboard's Tests tab; you can buy it again once you have started it.",
    ]);
    const [held] = await entitlementsOf(t, me);
    await startAttempt(t, held!.id);
    expect((await addTestToCart(t, me, test.id)).statusCode).toBe(200);
    await payOrder(t, me, await createOrder(t, me));
    expect(await entitlementsOf(t, me)).toHaveLength(2);
  });

  it(`creates the bought test once when the payment is confirmed many times at once (${usingPostgres() ? 'PostgreSQL, separate connections' : 'PGlite'})`, async () => {
    const me = await signUpAndIn(t);
    await putOnSale(t, IELTS);
    await fillCartWithTests(t, me, [IELTS]);
    const orderId = await createOrder(t, me);
    const session = (await initiate(t, me, orderId)).json<PaymentSession>();
    const result = (await testCheckout(t, me, session.razorpayOrderId)).json<PaymentResult>();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => verifyPayment(t, me, orderId, result)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(await entitlementsOf(t, me)).toHaveLength(1);
    const invoices = await t.db.query('SELECT 1 FROM invoices WHERE order_id = $1', [orderId]);
    expect(invoices.rowCount).toBe(1);
  });

  it('does not pay an order whose test the learner already holds untaken (the payment is given back)', async () => {
    const me = await signUpAndIn(t);
    await putOnSale(t, IELTS);
    await fillCartWithTests(t, me, [IELTS]);
    const first = await createOrder(t, me);
    // A test in the cart, then the same test bought through another order (here, as by a
    // refund turned down after the test was put in the cart again).
    await payOrder(t, me, first);
    await t.db.query(
      `INSERT INTO cart_items (user_id, test_id) SELECT $1, id FROM test_products WHERE slug = $2`,
      [me.user.id, IELTS],
    );
    await t.db.query(
      `INSERT INTO orders (user_id, subtotal, discount, total_price, cart_fingerprint)
       VALUES ($1, 499, 0, 499, 'x')`,
      [me.user.id],
    );
    const second = (
      await t.db.query<{ id: string }>(
        `SELECT id FROM orders WHERE user_id = $1 AND status = 'pending'`,
        [me.user.id],
      )
    ).rows[0]!.id;
    await t.db.query(
      `INSERT INTO order_items (order_id, test_id, title, thumbnail, price, quantity, position)
       SELECT $1, id, name, image, price, 1, 0 FROM test_products WHERE slug = $2`,
      [second, IELTS],
    );
    await t.db.query(
      `UPDATE orders SET billing_name = 'Asha Verma', billing_state_code = '27' WHERE id = $1`,
      [second],
    );
    const session = (await initiate(t, me, second)).json<PaymentSession>();
    const result = (await testCheckout(t, me, session.razorpayOrderId)).json<PaymentResult>();
    await verifyPayment(t, me, second, result);
    expect((await getOrder(me, second)).status).toBe('pending');
    expect(await entitlementsOf(t, me)).toHaveLength(1);
  });
});

describe('the accountant’s export', () => {
  it('splits an invoice of a course and a test into one row per SAC', async () => {
    const me = await signUpAndIn(t);
    await putOnSale(t, MASTERY);
    await fillCart(t, me, [COURSE]);
    await fillCartWithTests(t, me, [MASTERY]);
    const orderId = await createOrder(t, me);
    await payOrder(t, me, orderId);
    const staff = await signUpAndIn(t);
    await t.db.query(`UPDATE users SET role = 'staff' WHERE id = $1`, [staff.user.id]);
    const today = new Date(Date.now() + 5.5 * 3600 * 1000).toISOString().slice(0, 10);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/billing/export.csv?from=${today}&to=${today}`,
      headers: staff.auth,
    });
    const number = (await getOrder(me, orderId)).invoice!.number;
    const rows = csv.body
      .split('\r\n')
      .filter((line) => line.includes(`"${number}"`))
      .map((line) => line.split('","'));
    expect(rows.map((cells) => cells[8])).toEqual(['999293', '999294']);
    const total = rows.reduce((sum, cells) => sum + Number(cells[13]!.replace('"', '')), 0);
    const order = await getOrder(me, orderId);
    expect(total.toFixed(2)).toBe(order.totalPrice.toFixed(2));
  });
});
