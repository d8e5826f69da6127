import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { REFUND_PROVIDER_FAILED_NOTE } from '@contract/messages/refunds';
import type {
  Order,
  OrderMutationResponse,
  OrderResponse,
  PaymentResult,
  PaymentSession,
} from '@contract/types';
import { hmacSha256Hex } from '../src/lib/crypto';
import { claimRefund } from '../src/repositories/refunds';
import type { PaymentProvider } from '../src/services/payments/provider';
import { checkoutSignature } from '../src/services/payments/signature';
import { REFUND_MAX_ATTEMPTS, retryStuckRefunds } from '../src/services/refunds/retryStuckRefunds';
import { buy, courseBySlug, createOrder, fillCart, initiate, verifyPayment } from './helpers/shop';
import { signInAs } from './helpers/staff';
import { createTestApp, type TestContext } from './helpers/testApp';
import { signUpAndIn, type SignedIn } from './helpers/users';

// A refund whose process dies after claiming it (status processing, no provider refund id) is
// finished by the retry job once its lease has run out, asked of the provider under the same
// idempotency key, with the credit note and the mail exactly once.

const COURSE = 'job-interview-skills';

const askRefund = (ctx: TestContext, who: SignedIn, orderId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refund`,
    headers: who.auth,
    payload: { reason: 'Not for me.' },
  });

const getOrder = async (ctx: TestContext, who: SignedIn, id: string): Promise<Order> =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: who.auth })
  ).json<OrderResponse>().order;

/** Every lesson watched to the end, so a refund waits for staff. */
async function watchAll(ctx: TestContext, who: SignedIn) {
  const course = await courseBySlug(ctx, COURSE);
  await ctx.db.query(
    `INSERT INTO lesson_progress (user_id, lesson_id, course_id, position_seconds, watched_seconds)
     SELECT $1, id, course_id, duration_seconds, duration_seconds FROM lessons WHERE course_id = $2`,
    [who.user.id, course.id],
  );
}

/**
 * Staff approve the learner's refund and the process dies right after claiming it: processing,
 * nothing asked of the provider, the lease still running. Answers the refund's id.
 */
async function abandonedClaim(ctx: TestContext, who: SignedIn, orderId: string): Promise<string> {
  await watchAll(ctx, who);
  const asked = await askRefund(ctx, who, orderId);
  const refundId = asked.json<OrderMutationResponse>().order.refund!.id;
  const staff = await signInAs(ctx, 'staff');
  await ctx.db.transaction((tx) => claimRefund(tx, refundId, staff.user.id, 120));
  return refundId;
}

const leaseRunsOut = (ctx: TestContext, refundId: string) =>
  ctx.db.query(`UPDATE refunds SET locked_until = now() - interval '1 second' WHERE id = $1`, [
    refundId,
  ]);

const refundRow = async (ctx: TestContext, refundId: string) =>
  (
    await ctx.db.query<{ status: string; attempts: number; leased_for: number | null }>(
      `SELECT status, attempts,
         extract(epoch FROM locked_until - now())::int AS leased_for FROM refunds WHERE id = $1`,
      [refundId],
    )
  ).rows[0]!;

const refundMails = (ctx: TestContext, who: SignedIn) =>
  ctx.mail.to(who.user.email).filter((mail) => mail.subject.startsWith('Refund of order'));

describe('Test mode', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finishes an abandoned refund once its lease runs out: refunded, one credit note, one mail', async () => {
    const me = await signUpAndIn(t);
    const orderId = await buy(t, me, [COURSE]);
    const refundId = await abandonedClaim(t, me, orderId);

    // Its process may still be asking: nothing happens while the lease runs.
    expect(await retryStuckRefunds(t.app)).toBe(0);
    expect(await refundRow(t, refundId)).toMatchObject({ status: 'processing', attempts: 1 });

    await leaseRunsOut(t, refundId);
    // Two processes' jobs at once: one claims it.
    const claimed = await Promise.all([retryStuckRefunds(t.app), retryStuckRefunds(t.app)]);
    expect(claimed.reduce((sum, n) => sum + n, 0)).toBe(1);
    const order = await getOrder(t, me, orderId);
    expect(order.status).toBe('refunded');
    expect(order.refund).toMatchObject({
      id: refundId,
      status: 'refunded',
      creditNote: { number: expect.stringMatching(/^TEST-VACN\//) },
    });

    // Nothing is left to retry, and nothing happens twice.
    await leaseRunsOut(t, refundId);
    expect(await retryStuckRefunds(t.app)).toBe(0);
    await t.app.tasks.idle();
    const notes = await t.db.query('SELECT 1 FROM credit_notes WHERE refund_id = $1', [refundId]);
    expect(notes.rowCount).toBe(1);
    expect(refundMails(t, me)).toHaveLength(1);
  });

  it('runs by itself every REFUND_RETRY_POLL_MS', async () => {
    const polling = await createTestApp({ refundRetry: { pollMs: 50, leaseSeconds: 120 } });
    try {
      await polling.app.ready();
      const me = await signUpAndIn(polling);
      const orderId = await buy(polling, me, [COURSE]);
      const refundId = await abandonedClaim(polling, me, orderId);
      await leaseRunsOut(polling, refundId);
      const deadline = Date.now() + 10_000;
      while ((await refundRow(polling, refundId)).status !== 'refunded' && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await refundRow(polling, refundId)).status).toBe('refunded');
    } finally {
      await polling.close();
    }
  });
});

describe('a provider that keeps failing', () => {
  it('is asked again later and later; after the last attempt the refund fails and the order stays paid', async () => {
    const failing: PaymentProvider = {
      kind: 'test',
      keyId: 'rzp_test_local',
      secret: 'test-payment-secret',
      createOrder: async () => ({ id: `order_test_${Date.now()}` }),
      refund: async () => {
        throw new Error('Razorpay refund failed (503): no id');
      },
    };
    const t = await createTestApp({}, { paymentProvider: failing });
    try {
      const me = await signUpAndIn(t);
      const orderId = await buy(t, me, [COURSE]);
      const refundId = await abandonedClaim(t, me, orderId);
      await leaseRunsOut(t, refundId);

      expect(await retryStuckRefunds(t.app)).toBe(1);
      const waiting = await refundRow(t, refundId);
      expect(waiting).toMatchObject({ status: 'processing', attempts: 2 });
      expect(waiting.leased_for).toBeGreaterThan(60);

      await t.db.query(`UPDATE refunds SET attempts = $2 WHERE id = $1`, [
        refundId,
        REFUND_MAX_ATTEMPTS - 1,
      ]);
      await leaseRunsOut(t, refundId);
      expect(await retryStuckRefunds(t.app)).toBe(1);
      const order = await getOrder(t, me, orderId);
      expect(order.status).toBe('paid');
      expect(order.refund).toMatchObject({
        status: 'failed',
        decisionNote: REFUND_PROVIDER_FAILED_NOTE,
      });
      expect(order.refundEligibility.canRequest).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('Razorpay', () => {
  const WEBHOOK_SECRET = 'retry-webhook-secret';
  let standIn: http.Server;
  let rz: TestContext;
  /** Refunds the stand-in made, by idempotency key; and every refund call's key. */
  const made = new Map<string, string>();
  const keys: (string | undefined)[] = [];

  beforeAll(async () => {
    let orders = 0;
    standIn = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        if (!request.url?.endsWith('/refund')) {
          orders += 1;
          response.end(JSON.stringify({ id: `order_RT${orders}` }));
          return;
        }
        // As Razorpay: the same key answers the refund already made.
        const key = request.headers['x-refund-idempotency'] as string | undefined;
        keys.push(key);
        if (key && !made.has(key)) made.set(key, `rfnd_RT${made.size + 1}`);
        response.end(JSON.stringify({ id: key ? made.get(key) : 'rfnd_unkeyed' }));
      });
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    rz = await createTestApp({
      razorpay: {
        keyId: 'rzp_key',
        keySecret: 'rzp_secret',
        apiUrl: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`,
        webhookSecret: WEBHOOK_SECRET,
      },
    });
  });
  afterAll(async () => {
    await rz.close();
    await new Promise((resolve) => standIn.close(resolve));
  });

  it('a refund made but never recorded is asked again under the same key: one refund, completed once by its webhook', async () => {
    const me = await signUpAndIn(rz);
    await fillCart(rz, me, [COURSE]);
    const orderId = await createOrder(rz, me);
    const session = (await initiate(rz, me, orderId)).json<PaymentSession>();
    const paymentId = `pay_${orderId.slice(0, 8)}`;
    const result: PaymentResult = {
      razorpay_order_id: session.razorpayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature('rzp_secret', session.razorpayOrderId, paymentId),
    };
    expect((await verifyPayment(rz, me, orderId, result)).statusCode).toBe(200);

    // Approved at once; Razorpay made the refund, but the process died before storing its id.
    const asked = await askRefund(rz, me, orderId);
    const refundId = asked.json<OrderMutationResponse>().order.refund!.id;
    await rz.db.query('UPDATE refunds SET provider_refund_id = NULL WHERE id = $1', [refundId]);
    await leaseRunsOut(rz, refundId);

    expect(await retryStuckRefunds(rz.app)).toBe(1);
    expect(keys.slice(-2)).toEqual([refundId, refundId]);
    expect([...made.entries()].filter(([key]) => key === refundId)).toHaveLength(1);
    const stored = await rz.db.query<{ provider_refund_id: string; status: string }>(
      'SELECT provider_refund_id, status FROM refunds WHERE id = $1',
      [refundId],
    );
    expect(stored.rows).toEqual([{ provider_refund_id: made.get(refundId), status: 'processing' }]);

    const body = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      payload: {
        refund: {
          entity: {
            id: made.get(refundId),
            entity: 'refund',
            payment_id: paymentId,
            amount: session.amount,
            status: 'processed',
          },
        },
      },
    });
    const hook = await rz.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacSha256Hex(WEBHOOK_SECRET, body),
        'x-razorpay-event-id': 'evt_retry_1',
      },
      payload: body,
    });
    expect(hook.statusCode).toBe(200);
    expect((await getOrder(rz, me, orderId)).status).toBe('refunded');
    await rz.app.tasks.idle();
    expect(refundMails(rz, me)).toHaveLength(1);
  });
});
