import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  AdminRefundDecisionResponse,
  AdminRefundsResponse,
  DocumentLinkResponse,
  Order,
  OrderMutationResponse,
  OrderResponse,
  PaymentResult,
  PaymentSession,
  PurchasedCoursesResponse,
} from '@contract/types';
import { REFUND_NOTE_REQUIRED, STAFF_REFUND_COMPLETED } from '@contract/messages/refunds';
import { hmacSha256Hex } from '../src/lib/crypto';
import { setRole } from '../src/services/accounts/roles';
import type { PaymentProvider } from '../src/services/payments/provider';
import { checkoutSignature } from '../src/services/payments/signature';
import { pdfText } from './billing/pdfText';
import { createTestApp, type TestContext } from './helpers/testApp';
import { buy, courseBySlug, createOrder, fillCart, initiate, verifyPayment } from './helpers/shop';
import { signUpAndIn, type SignedIn } from './helpers/users';

let t: TestContext;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signUpAndIn(t);
  await setRole(t.db, staff.user.email, 'staff');
});
afterAll(() => t.close());

const COURSE = 'ielts-academic-complete';

const askRefund = (ctx: TestContext, who: SignedIn, orderId: string, reason = 'Not for me.') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refund`,
    headers: who.auth,
    payload: { reason },
  });
const getOrder = async (ctx: TestContext, who: SignedIn, id: string): Promise<Order> =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: who.auth })
  ).json<OrderResponse>().order;
const ownedCourses = async (ctx: TestContext, who: SignedIn) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/orders/purchased-course', headers: who.auth }))
    .json<PurchasedCoursesResponse>()
    .courses.map((course) => course.courseId);
const learnOwned = async (ctx: TestContext, who: SignedIn, slug: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/learn/${slug}`, headers: who.auth })).json<{
    course: { owned: boolean };
  }>().course.owned;

/** The learner has watched every lesson of the course to the end. */
async function watchAll(ctx: TestContext, who: SignedIn, slug: string) {
  const course = await courseBySlug(ctx, slug);
  await ctx.db.query(
    `INSERT INTO lesson_progress (user_id, lesson_id, course_id, position_seconds, watched_seconds)
     SELECT $1, id, course_id, duration_seconds, duration_seconds FROM lessons WHERE course_id = $2`,
    [who.user.id, course.id],
  );
}

describe('a refund asked for with little watched (Test mode)', () => {
  it('is refunded at once: access ends, the credit note is numbered and mailed, the order is refunded', async () => {
    const me = await signUpAndIn(t);
    const orderId = await buy(t, me, [COURSE]);
    const course = await courseBySlug(t, COURSE);
    expect(await ownedCourses(t, me)).toEqual([course.id]);
    expect(await learnOwned(t, me, COURSE)).toBe(true);

    const answer = await askRefund(t, me, orderId, '   The course is not what I expected.  ');
    expect(answer.statusCode).toBe(200);
    const { message, order } = answer.json<OrderMutationResponse>();
    expect(message).toBe('Your order has been refunded.');
    expect(order.status).toBe('refunded');
    expect(order.refund).toMatchObject({
      status: 'refunded',
      reason: 'The course is not what I expected.',
      amountPaise: course.price * 100,
      creditNote: { number: expect.stringMatching(/^TEST-VACN\/\d\d-\d\d\/00001$/) },
    });
    expect(order.refundEligibility).toMatchObject({
      canRequest: false,
      message: 'Your order has been refunded.',
    });
    expect(await ownedCourses(t, me)).toEqual([]);
    expect(await learnOwned(t, me, COURSE)).toBe(false);
    const revoked = await t.db.query<{ revoked: boolean }>(
      'SELECT revoked_at IS NOT NULL AS revoked FROM purchases WHERE order_id = $1',
      [orderId],
    );
    expect(revoked.rows).toEqual([{ revoked: true }]);

    // The credit note repeats the invoice's stored lines.
    const docs = await t.db.query<{ same: boolean; refund_total: number }>(
      `SELECT c.lines = i.lines AS same, c.total_paise AS refund_total FROM credit_notes c
       JOIN invoices i ON i.id = c.invoice_id WHERE i.order_id = $1`,
      [orderId],
    );
    expect(docs.rows).toEqual([{ same: true, refund_total: course.price * 100 }]);

    await t.app.tasks.idle();
    const mail = t.mail
      .to(me.user.email)
      .find((sent) => sent.subject.startsWith('Refund of order'))!;
    expect(mail.subject).toBe(`Refund of order ${order.orderNumber} - Vaani Academy`);
    const attached = mail.attachments![0]!;
    expect(attached.filename).toBe(
      `Credit-note-${order.refund!.creditNote!.number.replace(/\//g, '-')}.pdf`,
    );
    const text = (await pdfText(Buffer.from(attached.contentBase64, 'base64'))).replace(
      /\s+/g,
      ' ',
    );
    for (const expected of [
      'CREDIT NOTE',
      order.refund!.creditNote!.number,
      order.invoice!.number,
      order.orderNumber,
      'Reason The course is not what I expected.',
      'Refund reference rfnd_test_',
      '999293',
      'Total credit',
      'TEST PAYMENT, NO MONEY TAKEN: NOT A VALID TAX DOCUMENT',
    ])
      expect(text).toContain(expected);

    const link = await t.app.inject({
      method: 'POST',
      url: `/api/orders/refunds/${order.refund!.id}/credit-note-link`,
      headers: me.auth,
    });
    const { url } = link.json<DocumentLinkResponse>();
    const pdf = await t.app.inject({ method: 'GET', url });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const stranger = await signUpAndIn(t);
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/orders/refunds/${order.refund!.id}/credit-note-link`,
      headers: stranger.auth,
    });
    expect(theirs.statusCode).toBe(404);

    // Asked again: already refunded.
    const again = await askRefund(t, me, orderId);
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'A refund has already been asked for on this order.',
    ]);
  });

  it('refuses a blank reason, an unpaid order, another learner and a request after the window', async () => {
    const me = await signUpAndIn(t);
    const bought = await buy(t, me, ['toefl-ibt-essentials']);
    const blank = await askRefund(t, me, bought, '   ');
    expect([blank.statusCode, blank.json().message]).toEqual([
      400,
      'Please tell us why you want a refund.',
    ]);

    const long = await askRefund(t, me, bought, ` ${'x'.repeat(1001)} `);
    expect([long.statusCode, long.json().message]).toEqual([
      400,
      'Please keep the reason under 1000 characters.',
    ]);
    await fillCart(t, me, ['spoken-english-beginners']);
    const pending = await createOrder(t, me);
    const unpaid = await askRefund(t, me, pending);
    expect([unpaid.statusCode, unpaid.json().message]).toEqual([
      409,
      'Only a paid order can be refunded.',
    ]);
    expect((await getOrder(t, me, pending)).refundEligibility).toEqual({
      canRequest: false,
      automatic: false,
      deadline: null,
      message: 'Only a paid order can be refunded.',
    });

    const late = await buy(t, me, ['spoken-english-beginners']);
    await t.db.query(`UPDATE orders SET paid_at = now() - interval '8 days' WHERE id = $1`, [late]);
    const closed = await askRefund(t, me, late);
    const windowClosed =
      'Refunds can be asked for within 7 days of payment; this order is past that.';
    expect([closed.statusCode, closed.json().message]).toEqual([409, windowClosed]);
    expect((await getOrder(t, me, late)).refundEligibility).toMatchObject({
      canRequest: false,
      message: windowClosed,
    });

    const other = await signUpAndIn(t);
    expect((await askRefund(t, other, late)).statusCode).toBe(403);
  });
});

describe('a refund of a mostly watched course waits for staff', () => {
  it('staff approve one (audited) and reject another, which may then be asked again', async () => {
    const me = await signUpAndIn(t);
    const orderId = await buy(t, me, [COURSE]);
    await watchAll(t, me, COURSE);
    const before = await getOrder(t, me, orderId);
    expect(before.refundEligibility).toMatchObject({ canRequest: true, automatic: false });
    expect(before.refundEligibility.message).toMatch(/our team will review the request\.$/);

    const asked = await askRefund(t, me, orderId);
    expect(asked.json<OrderMutationResponse>()).toMatchObject({
      message:
        'Your refund request has been received. Our team will review it within 2 business days.',
      order: { status: 'paid', refund: { status: 'requested' } },
    });
    const refundId = asked.json<OrderMutationResponse>().order.refund!.id;
    expect(await learnOwned(t, me, COURSE)).toBe(true);

    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/refunds?status=requested',
      headers: staff.auth,
    });
    expect(queue.json<AdminRefundsResponse>().refunds.map((refund) => refund.id)).toContain(
      refundId,
    );

    // The console's form and the route check the same rule (validateRefundRejection).
    const blank = await t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${refundId}/reject`,
      headers: staff.auth,
      payload: { note: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: REFUND_NOTE_REQUIRED });

    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${refundId}/reject`,
      headers: staff.auth,
      payload: { note: 'Most of the course was watched.' },
    });
    expect(rejected.json<AdminRefundDecisionResponse>()).toMatchObject({
      message: 'The refund has been rejected.',
      refund: { status: 'rejected', decisionNote: 'Most of the course was watched.' },
    });
    const audit = await t.db.query<{ action: string; actor_email: string; after: unknown }>(
      `SELECT action, actor_email, after FROM audit_log WHERE entity_id = $1 ORDER BY id`,
      [refundId],
    );
    expect(audit.rows).toEqual([
      {
        action: 'refund.reject',
        actor_email: staff.user.email,
        after: { status: 'rejected', decisionNote: 'Most of the course was watched.' },
      },
    ]);
    const decidedAgain = await t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${refundId}/approve`,
      headers: staff.auth,
    });
    expect(decidedAgain.statusCode).toBe(409);

    // Rejected: the learner may ask again, and this time staff approve.
    const second = await askRefund(t, me, orderId, 'Please reconsider.');
    const secondId = second.json<OrderMutationResponse>().order.refund!.id;
    expect(secondId).not.toBe(refundId);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${secondId}/approve`,
      headers: staff.auth,
      // A note with the approval is optional (the approval above sent no body).
      payload: { note: ' Approved as a goodwill gesture. ' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<AdminRefundDecisionResponse>().refund.decisionNote).toBe(
      'Approved as a goodwill gesture.',
    );
    expect(approved.json<AdminRefundDecisionResponse>().message).toBe(STAFF_REFUND_COMPLETED);
    expect(approved.json<AdminRefundDecisionResponse>().refund).toMatchObject({
      status: 'refunded',
      creditNote: { number: expect.stringMatching(/^TEST-VACN\//) },
    });
    expect((await getOrder(t, me, orderId)).status).toBe('refunded');
    expect(await learnOwned(t, me, COURSE)).toBe(false);
    const approvals = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity_id = $1`,
      [secondId],
    );
    expect(approvals.rows).toEqual([{ action: 'refund.approve' }]);
  });
});

it('mails the learner whose refund staff reject, with the note staff gave', async () => {
  const me = await signUpAndIn(t);
  const orderId = await buy(t, me, [COURSE]);
  await watchAll(t, me, COURSE);
  const asked = await askRefund(t, me, orderId);
  const refund = asked.json<OrderMutationResponse>().order.refund!;
  const note = 'You finished the course <b>and</b> downloaded its certificate.';
  const rejected = await t.app.inject({
    method: 'POST',
    url: `/api/admin/refunds/${refund.id}/reject`,
    headers: staff.auth,
    payload: { note: `  ${note} ` },
  });
  expect(rejected.statusCode).toBe(200);
  await t.app.tasks.idle();
  const { orderNumber } = await getOrder(t, me, orderId);
  const mails = t.mail
    .to(me.user.email)
    .filter((mail) => mail.subject.startsWith('Your refund request'));
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe(`Your refund request for order ${orderNumber} - Vaani Academy`);
  expect(mails[0]!.text).toContain(`Our team's note: ${note}`);
  expect(mails[0]!.text).toContain('Your order stays paid and its courses stay in your account.');
  // The note is the staff member's text: escaped in the HTML part.
  expect(mails[0]!.html).toContain('&lt;b&gt;and&lt;/b&gt;');
});

describe('a provider that refuses the refund', () => {
  it('fails the refund with 502; the order stays paid and keeps its access', async () => {
    const refusing: PaymentProvider = {
      ...t.app.paymentProvider,
      refund: async () => {
        throw new Error('Razorpay refund failed (400): insufficient balance');
      },
    };
    const ctx = await createTestApp({}, { paymentProvider: refusing });
    try {
      const me = await signUpAndIn(ctx);
      const orderId = await buy(ctx, me, ['toefl-ibt-essentials']);
      const answer = await askRefund(ctx, me, orderId);
      expect([answer.statusCode, answer.json().message]).toEqual([
        502,
        'We could not start your refund with the payment provider. Your order stays paid; please try again later or contact us.',
      ]);
      const order = await getOrder(ctx, me, orderId);
      expect(order.status).toBe('paid');
      expect(order.refund).toMatchObject({
        status: 'failed',
        decisionNote: 'The payment provider could not refund this payment.',
      });
      expect(order.refundEligibility.canRequest).toBe(true);
      expect(await ownedCourses(ctx, me)).toHaveLength(1);
    } finally {
      await ctx.close();
    }
  });
});

describe('Razorpay refunds complete on their webhook', () => {
  const WEBHOOK_SECRET = 'refund-webhook-secret';
  let standIn: http.Server;
  let rz: TestContext;
  let calls = 0;

  beforeAll(async () => {
    standIn = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        calls += 1;
        response.setHeader('content-type', 'application/json');
        const id = request.url?.endsWith('/refund') ? `rfnd_${calls}` : `order_RZ${calls}`;
        response.end(JSON.stringify({ id }));
      });
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
    rz = await createTestApp({
      razorpay: {
        keyId: 'rzp_key',
        keySecret: 'rzp_secret',
        apiUrl,
        webhookSecret: WEBHOOK_SECRET,
      },
    });
  });
  afterAll(async () => {
    await rz.close();
    await new Promise((resolve) => standIn.close(resolve));
  });

  async function paidOrder(who: SignedIn) {
    await fillCart(rz, who, ['job-interview-skills']);
    const orderId = await createOrder(rz, who);
    const session = (await initiate(rz, who, orderId)).json<PaymentSession>();
    const paymentId = `pay_${orderId.slice(0, 8)}`;
    const result: PaymentResult = {
      razorpay_order_id: session.razorpayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature('rzp_secret', session.razorpayOrderId, paymentId),
    };
    expect((await verifyPayment(rz, who, orderId, result)).statusCode).toBe(200);
    return { orderId, paymentId };
  }

  const refundEvent = (event: string, refundId: string, paymentId: string, eventId: string) => {
    const body = JSON.stringify({
      entity: 'event',
      event,
      payload: {
        refund: {
          entity: {
            id: refundId,
            entity: 'refund',
            payment_id: paymentId,
            amount: 99900,
            status: event === 'refund.processed' ? 'processed' : 'failed',
          },
        },
      },
    });
    return rz.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacSha256Hex(WEBHOOK_SECRET, body),
        'x-razorpay-event-id': eventId,
      },
      payload: body,
    });
  };

  it('processing until refund.processed; a repeated event changes nothing', async () => {
    const me = await signUpAndIn(rz);
    const { orderId, paymentId } = await paidOrder(me);
    const asked = await askRefund(rz, me, orderId);
    expect(asked.json<OrderMutationResponse>()).toMatchObject({
      message:
        'Your refund has been approved. The money goes back to your original payment method in 5-7 business days.',
      order: { status: 'paid', refund: { status: 'processing', creditNote: null } },
    });
    const { rows } = await rz.db.query<{ provider_refund_id: string }>(
      'SELECT provider_refund_id FROM refunds WHERE order_id = $1',
      [orderId],
    );
    const refundId = rows[0]!.provider_refund_id;
    expect(refundId).toMatch(/^rfnd_/);
    expect(await ownedCourses(rz, me)).toHaveLength(1);

    expect((await refundEvent('refund.processed', refundId, paymentId, 'evt_1')).statusCode).toBe(
      200,
    );
    let order = await getOrder(rz, me, orderId);
    expect(order.status).toBe('refunded');
    expect(order.refund).toMatchObject({
      status: 'refunded',
      creditNote: { number: expect.any(String) },
    });
    expect(await ownedCourses(rz, me)).toEqual([]);

    // Delivered again under another event id: still one credit note, one mail.
    expect((await refundEvent('refund.processed', refundId, paymentId, 'evt_2')).statusCode).toBe(
      200,
    );
    order = await getOrder(rz, me, orderId);
    expect(order.status).toBe('refunded');
    const notes = await rz.db.query(
      'SELECT 1 FROM credit_notes c JOIN refunds r ON r.id = c.refund_id WHERE r.order_id = $1',
      [orderId],
    );
    expect(notes.rowCount).toBe(1);
    await rz.app.tasks.idle();
    expect(
      rz.mail.to(me.user.email).filter((mail) => mail.subject.startsWith('Refund of order')),
    ).toHaveLength(1);
  });

  it('refund.processed that arrives before the refund id is stored is matched by the payment', async () => {
    const me = await signUpAndIn(rz);
    const { orderId, paymentId } = await paidOrder(me);
    await askRefund(rz, me, orderId);
    // As if the webhook came between the provider's answer and the transaction storing its id.
    await rz.db.query(
      'UPDATE refunds SET provider_refund_id = NULL WHERE order_id = $1 RETURNING id',
      [orderId],
    );
    const answer = await refundEvent('refund.processed', 'rfnd_fast', paymentId, 'evt_fast');
    expect(answer.statusCode).toBe(200);
    const order = await getOrder(rz, me, orderId);
    expect([order.status, order.refund!.status]).toEqual(['refunded', 'refunded']);
    const stored = await rz.db.query<{ provider_refund_id: string }>(
      'SELECT provider_refund_id FROM refunds WHERE order_id = $1',
      [orderId],
    );
    expect(stored.rows).toEqual([{ provider_refund_id: 'rfnd_fast' }]);
  });

  it('refund.failed: the refund fails and the order stays paid with its access', async () => {
    const me = await signUpAndIn(rz);
    const { orderId, paymentId } = await paidOrder(me);
    await askRefund(rz, me, orderId);
    const { rows } = await rz.db.query<{ provider_refund_id: string }>(
      'SELECT provider_refund_id FROM refunds WHERE order_id = $1',
      [orderId],
    );
    expect(
      (await refundEvent('refund.failed', rows[0]!.provider_refund_id, paymentId, 'evt_f1'))
        .statusCode,
    ).toBe(200);
    const order = await getOrder(rz, me, orderId);
    expect(order.status).toBe('paid');
    expect(order.refund).toMatchObject({ status: 'failed' });
    expect(order.refundEligibility.canRequest).toBe(true);
    expect(await ownedCourses(rz, me)).toHaveLength(1);
  });
});
