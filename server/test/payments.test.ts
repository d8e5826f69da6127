import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  CartResponse,
  OrderMutationResponse,
  PaymentResult,
  PaymentSession,
  PurchasedCoursesResponse,
} from '@contract/types';
import { hmacSha256Hex } from '../src/lib/crypto';
import { checkoutSignature } from '../src/services/payments/signature';
import { createTestApp, type TestContext } from './helpers/testApp';
import { buy, createOrder, fillCart, initiate, testCheckout, verifyPayment } from './helpers/shop';
import { signUpAndIn, type SignedIn } from './helpers/users';

const WEBHOOK_SECRET = 'test-webhook-secret';
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ razorpay: { webhookSecret: WEBHOOK_SECRET } });
});
afterAll(() => t.close());

const purchased = async (who: SignedIn) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/orders/purchased-course', headers: who.auth })
  ).json<PurchasedCoursesResponse>().courses;

async function pendingPayment(who: SignedIn, slugs: string[]) {
  await fillCart(t, who, slugs);
  const orderId = await createOrder(t, who);
  const session = (await initiate(t, who, orderId)).json<PaymentSession>();
  return { orderId, session };
}

function webhook(body: string, options: { secret?: string; eventId?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacSha256Hex(options.secret ?? WEBHOOK_SECRET, body),
      ...(options.eventId ? { 'x-razorpay-event-id': options.eventId } : {}),
    },
    payload: body,
  });
}

const capturedEvent = (providerOrderId: string, paymentId: string, amount: number) =>
  // Spacing as Razorpay sends it: the signature is over these exact bytes, not a re-serialisation.
  `{ "event": "payment.captured",  "payload": { "payment": { "entity": { "id": "${paymentId}", "order_id": "${providerOrderId}", "amount": ${amount} } } } }`;

describe('test-mode payment (no Razorpay keys)', () => {
  it('opens a test session in paise for the order total, reusing it while the amount is unchanged', async () => {
    const me = await signUpAndIn(t);
    const { orderId, session } = await pendingPayment(me, ['ielts-academic-complete']);
    expect(session).toEqual({
      provider: 'test',
      keyId: 'rzp_test_local',
      razorpayOrderId: expect.stringMatching(/^order_test_/),
      amount: 249900,
      currency: 'INR',
      orderId,
      prefill: { name: 'Asha Verma', email: me.user.email },
    });
    const again = (await initiate(t, me, orderId)).json<PaymentSession>();
    expect(again.razorpayOrderId).toBe(session.razorpayOrderId);
    await t.app.inject({
      method: 'POST',
      url: '/api/orders/apply-coupon',
      headers: me.auth,
      payload: { orderId, couponCode: 'WELCOME10' },
    });
    const discounted = (await initiate(t, me, orderId)).json<PaymentSession>();
    expect(discounted.amount).toBe(225000); // 2499 - floor(249.9)
    expect(discounted.razorpayOrderId).not.toBe(session.razorpayOrderId);
  });

  it('completes a purchase: signed result, verification, courses granted, cart emptied', async () => {
    const me = await signUpAndIn(t);
    const { orderId, session } = await pendingPayment(me, [
      'bpo-voice-process',
      'job-interview-skills',
    ]);
    const checkout = await testCheckout(t, me, session.razorpayOrderId);
    expect(checkout.statusCode).toBe(200);
    const result = checkout.json<PaymentResult>();
    expect(result.razorpay_order_id).toBe(session.razorpayOrderId);
    expect(result.razorpay_signature).toBe(
      checkoutSignature('test-payment-secret', session.razorpayOrderId, result.razorpay_payment_id),
    );
    const verified = await verifyPayment(t, me, orderId, result);
    expect(verified.statusCode).toBe(200);
    const { order, message } = verified.json<OrderMutationResponse>();
    expect(message).toBe('Payment successful! Your courses are waiting in your dashboard.');
    expect(order.status).toBe('paid');
    expect(order.paidAt).not.toBeNull();
    expect((await purchased(me)).map((course) => course.title).sort()).toEqual([
      'BPO Voice Process Communication',
      'Job Interview Skills in English',
    ]);
    expect((await purchased(me))[0]).toEqual({
      courseId: expect.any(String),
      title: expect.any(String),
      thumbnail: expect.stringMatching(/^\/images\/courses\/.+\.webp$/),
      price: expect.any(Number),
      lessonCount: expect.any(Number),
      completedLessons: 0,
      certificateId: null,
      lastWatchedAt: null,
    });
    expect((await purchased(me))[0]!.lessonCount).toBeGreaterThanOrEqual(5);
    const cart = (
      await t.app.inject({ method: 'GET', url: '/api/cart', headers: me.auth })
    ).json<CartResponse>().cart;
    expect(cart).toEqual({ items: [], totalPrice: 0, activeOrderId: null });
    expect((await initiate(t, me, orderId)).statusCode).toBe(409);
  });

  it('declines with 402 PAYMENT_FAILED when the test checkout is told to fail', async () => {
    const me = await signUpAndIn(t);
    const { session } = await pendingPayment(me, ['pte-academic-fast-track']);
    const response = await testCheckout(t, me, session.razorpayOrderId, 'failure');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      message: 'Payment declined (test mode).',
      code: 'PAYMENT_FAILED',
    });
  });

  it("refuses a test checkout of someone else's payment (403) or an unknown one (404)", async () => {
    const me = await signUpAndIn(t);
    const other = await signUpAndIn(t);
    const { session } = await pendingPayment(me, ['accent-neutralisation']);
    expect((await testCheckout(t, other, session.razorpayOrderId)).statusCode).toBe(403);
    expect((await testCheckout(t, me, 'order_test_unknown')).statusCode).toBe(404);
  });

  it('refuses a forged or mismatched signature with 400 PAYMENT_FAILED and grants nothing', async () => {
    const me = await signUpAndIn(t);
    const { orderId, session } = await pendingPayment(me, ['ielts-writing-band-booster']);
    const result = (await testCheckout(t, me, session.razorpayOrderId)).json<PaymentResult>();
    const forgeries: PaymentResult[] = [
      { ...result, razorpay_signature: '0'.repeat(64) },
      { ...result, razorpay_signature: 'not hex at all' },
      { ...result, razorpay_payment_id: 'pay_other' },
      {
        ...result,
        razorpay_order_id: 'order_test_someone_else',
        razorpay_signature: checkoutSignature(
          'test-payment-secret',
          'order_test_someone_else',
          result.razorpay_payment_id,
        ),
      },
    ];
    for (const forged of forgeries) {
      const response = await verifyPayment(t, me, orderId, forged);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'PAYMENT_FAILED' });
    }
    expect(await purchased(me)).toEqual([]);
  });

  it('is idempotent: verifying twice grants the courses once', async () => {
    const me = await signUpAndIn(t);
    const { orderId, session } = await pendingPayment(me, ['spoken-english-intermediate']);
    const result = (await testCheckout(t, me, session.razorpayOrderId)).json<PaymentResult>();
    const answers = await Promise.all([
      verifyPayment(t, me, orderId, result),
      verifyPayment(t, me, orderId, result),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const rows = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM purchases WHERE user_id = $1',
      [me.user.id],
    );
    expect(rows.rows[0].n).toBe(1);
  });

  it("answers 403 when verifying someone else's order", async () => {
    const me = await signUpAndIn(t);
    const other = await signUpAndIn(t);
    const { orderId, session } = await pendingPayment(me, ['english-grammar-foundations']);
    const result = (await testCheckout(t, me, session.razorpayOrderId)).json<PaymentResult>();
    expect((await verifyPayment(t, other, orderId, result)).statusCode).toBe(403);
  });
});

describe('POST /api/payments/razorpay/webhook', () => {
  it('grants the order on payment.captured, verified over the raw body', async () => {
    const me = await signUpAndIn(t);
    const { orderId, session } = await pendingPayment(me, ['advanced-grammar-usage']);
    const response = await webhook(
      capturedEvent(session.razorpayOrderId, 'pay_hook_1', session.amount),
      { eventId: 'evt_1' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const order = await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
      orderId,
    ]);
    expect(order.rows[0].status).toBe('paid');
    expect(await purchased(me)).toHaveLength(1);
  });

  it('ignores a replayed event id, and a callback after the webhook grants nothing twice', async () => {
    const me = await signUpAndIn(t);
    const { orderId, session } = await pendingPayment(me, [
      'study-abroad-readiness',
      'vocabulary-builder',
    ]);
    const result = (await testCheckout(t, me, session.razorpayOrderId)).json<PaymentResult>();
    const body = capturedEvent(session.razorpayOrderId, result.razorpay_payment_id, session.amount);
    expect((await webhook(body, { eventId: 'evt_replay' })).statusCode).toBe(200);
    expect((await webhook(body, { eventId: 'evt_replay' })).statusCode).toBe(200);
    const events = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_events WHERE event_id = 'evt_replay'`,
    );
    expect(events.rows[0].n).toBe(1);
    const verified = await verifyPayment(t, me, orderId, result);
    expect(verified.statusCode).toBe(200);
    expect(verified.json<OrderMutationResponse>().order.status).toBe('paid');
    const rows = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM purchases WHERE user_id = $1',
      [me.user.id],
    );
    expect(rows.rows[0].n).toBe(2);
    // A different event for the same payment (order.paid) is recorded but changes nothing.
    const orderPaid = `{"event":"order.paid","payload":{"order":{"entity":{"id":"${session.razorpayOrderId}"}},"payment":{"entity":{"id":"${result.razorpay_payment_id}","order_id":"${session.razorpayOrderId}","amount":${session.amount}}}}}`;
    expect((await webhook(orderPaid, { eventId: 'evt_order_paid' })).statusCode).toBe(200);
    expect(
      (
        await t.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM purchases WHERE user_id = $1',
          [me.user.id],
        )
      ).rows[0].n,
    ).toBe(2);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const me = await signUpAndIn(t);
    const { orderId, session } = await pendingPayment(me, ['toefl-ibt-essentials']);
    const body = capturedEvent(session.razorpayOrderId, 'pay_forged', session.amount);
    const forged = await webhook(body, { secret: 'wrong secret', eventId: 'evt_forged' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'Invalid webhook signature.' });
    // Re-serialised JSON no longer matches a signature made over the original bytes.
    const reformatted = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacSha256Hex(WEBHOOK_SECRET, body),
      },
      payload: JSON.stringify(JSON.parse(body)),
    });
    expect(reformatted.statusCode).toBe(400);
    const order = await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
      orderId,
    ]);
    expect(order.rows[0].status).toBe('pending');
    const events = await t.db.query(`SELECT 1 FROM payment_events WHERE event_id = 'evt_forged'`);
    expect(events.rowCount).toBe(0);
  });

  it('does not grant when the captured amount is below what the order asked', async () => {
    const me = await signUpAndIn(t);
    const { orderId, session } = await pendingPayment(me, ['ielts-general-training']);
    await webhook(capturedEvent(session.razorpayOrderId, 'pay_short', session.amount - 100), {
      eventId: 'evt_short',
    });
    const order = await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
      orderId,
    ]);
    expect(order.rows[0].status).toBe('pending');
  });

  it('refuses a signed body that breaks the schema of its event with 400, and changes nothing', async () => {
    const me = await signUpAndIn(t);
    const { orderId, session } = await pendingPayment(me, ['english-grammar-foundations']);
    const malformed: [string, string][] = [
      ['[]', 'The webhook body does not name its event.'],
      ['{"payload":{}}', 'The webhook body does not name its event.'],
      ['{"event":"payment.captured","payload":{}}', 'payment is required.'],
      [
        `{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_bad","order_id":"${session.razorpayOrderId}","amount":"${session.amount}"}}}}`,
        'payload.payment.entity.amount must be integer.',
      ],
      [
        `{"event":"order.paid","payload":{"payment":{"entity":{"order_id":"${session.razorpayOrderId}","amount":${session.amount}}}}}`,
        'id is required.',
      ],
      ['{"event":"refund.processed","payload":{"refund":{"entity":{"id":7}}}}', expect.any(String)],
    ];
    for (const [index, [body, message]] of malformed.entries()) {
      const response = await webhook(body, { eventId: `evt_malformed_${index}` });
      expect([response.statusCode, response.json()]).toEqual([
        400,
        expect.objectContaining({ message }),
      ]);
    }
    const order = await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
      orderId,
    ]);
    expect(order.rows[0].status).toBe('pending');
    const recorded = await t.db.query(
      `SELECT 1 FROM payment_events WHERE event_id LIKE 'evt_malformed_%'`,
    );
    expect(recorded.rowCount).toBe(0);
  });

  it('answers 200 to an event it does not handle, and ignores it', async () => {
    const response = await webhook(
      '{"entity":"event","event":"payment.authorized","payload":{"payment":{"entity":{"id":"pay_x"}}}}',
      { eventId: 'evt_other' },
    );
    expect([response.statusCode, response.json()]).toEqual([200, { ok: true }]);
    const recorded = await t.db.query<{ event: string }>(
      `SELECT event FROM payment_events WHERE event_id = 'evt_other'`,
    );
    expect(recorded.rows).toEqual([{ event: 'payment.authorized' }]);
  });

  it('answers 404 when no webhook secret is configured', async () => {
    const other = await createTestApp();
    try {
      const response = await other.app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'x' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('Razorpay adapter (against a local stand-in for api.razorpay.com)', () => {
  let standIn: http.Server;
  let apiUrl: string;
  const received: { url?: string; authorization?: string; body: Record<string, unknown> }[] = [];
  let rz: TestContext;
  let failNext = false;

  beforeAll(async () => {
    standIn = http.createServer((request, response) => {
      let data = '';
      request.on('data', (chunk: Buffer) => (data += chunk.toString()));
      request.on('end', () => {
        const body = JSON.parse(data || '{}') as Record<string, unknown>;
        received.push({ url: request.url, authorization: request.headers.authorization, body });
        response.setHeader('content-type', 'application/json');
        if (failNext) {
          failNext = false;
          response.statusCode = 500;
          response.end('{"error":{"description":"boom"}}');
          return;
        }
        response.end(
          JSON.stringify({
            id: `order_RZP${received.length}`,
            amount: body.amount,
            status: 'created',
          }),
        );
      });
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
    rz = await createTestApp({
      razorpay: { keyId: 'rzp_test_key', keySecret: 'rzp_secret', apiUrl },
      payments: { mode: 'razorpay' },
    });
  });
  afterAll(async () => {
    await rz.close();
    await new Promise((resolve) => standIn.close(resolve));
  });

  it('creates a Razorpay order in paise with basic auth and our order id as receipt, and verifies its signature', async () => {
    const me = await signUpAndIn(rz);
    await fillCart(rz, me, ['english-for-it-professionals']);
    const orderId = await createOrder(rz, me);
    const session = (await initiate(rz, me, orderId)).json<PaymentSession>();
    expect(session).toMatchObject({
      provider: 'razorpay',
      keyId: 'rzp_test_key',
      amount: 299900,
      currency: 'INR',
    });
    const call = received.at(-1)!;
    expect(call.url).toBe('/v1/orders');
    expect(call.authorization).toBe(
      `Basic ${Buffer.from('rzp_test_key:rzp_secret').toString('base64')}`,
    );
    expect(call.body).toMatchObject({ amount: 299900, currency: 'INR', receipt: orderId });
    expect(session.razorpayOrderId).toBe(`order_RZP${received.length}`);

    expect((await testCheckout(rz, me, session.razorpayOrderId)).statusCode).toBe(404);

    const paymentId = 'pay_live_1';
    const result: PaymentResult = {
      razorpay_order_id: session.razorpayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature('rzp_secret', session.razorpayOrderId, paymentId),
    };
    const verified = await verifyPayment(rz, me, orderId, result);
    expect(verified.statusCode).toBe(200);
    const paid = verified.json<OrderMutationResponse>().order;
    expect(paid.status).toBe('paid');
    // A real payment: the real invoice series, not Test mode's.
    expect(paid.invoice!.number).toMatch(/^VA\/\d\d-\d\d\/000001$/);
  });

  it('answers 502 with a plain message when Razorpay fails, without leaking its error', async () => {
    const me = await signUpAndIn(rz);
    await fillCart(rz, me, ['job-interview-skills']);
    const orderId = await createOrder(rz, me);
    failNext = true;
    const failing = await initiate(rz, me, orderId);
    expect(failing.statusCode).toBe(502);
    expect(failing.json()).toEqual({
      message: 'The payment service is not reachable right now. Please try again.',
    });
    const attempts = await rz.db.query('SELECT 1 FROM payment_attempts WHERE order_id = $1', [
      orderId,
    ]);
    expect(attempts.rowCount).toBe(0);
  });
});

describe('GET /api/orders/purchased-course', () => {
  it('lists only my purchased courses, and needs a token', async () => {
    const me = await signUpAndIn(t);
    const other = await signUpAndIn(t);
    await buy(t, other, ['american-accent-training']);
    expect(await purchased(me)).toEqual([]);
    expect((await purchased(other)).map((course) => course.title)).toEqual([
      'American Accent Training',
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders/purchased-course' })).statusCode,
    ).toBe(401);
  });
});
