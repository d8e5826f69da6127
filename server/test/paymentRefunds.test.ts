import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentResult, PaymentSession } from '@contract/types';
import { formatRupees } from '@contract/billing/money';
import { hmacSha256Hex } from '../src/lib/crypto';
import { checkoutSignature } from '../src/services/payments/signature';
import { createTestApp, type TestContext } from './helpers/testApp';
import { createOrder, fillCart, initiate, testCheckout, verifyPayment } from './helpers/shop';
import { signUpAndIn, type SignedIn } from './helpers/users';

const WEBHOOK_SECRET = 'test-webhook-secret';
const NOT_USED = {
  message:
    'This order was already paid or cancelled, so this payment was not used. The money will be refunded to you.',
  code: 'PAYMENT_FAILED',
};

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ razorpay: { webhookSecret: WEBHOOK_SECRET } });
});
afterAll(() => t.close());

interface PaymentRow {
  provider_payment_id: string;
  status: string;
  refunded: boolean;
  amount_paise: number;
}
const paymentsOf = async (orderId: string) =>
  (
    await t.db.query<PaymentRow>(
      `SELECT provider_payment_id, status, refund_id IS NOT NULL AS refunded, amount_paise
       FROM payments WHERE order_id = $1 ORDER BY captured_at, provider_payment_id`,
      [orderId],
    )
  ).rows;
const purchaseCount = async (who: SignedIn) =>
  (
    await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM purchases WHERE user_id = $1', [
      who.user.id,
    ])
  ).rows[0].n;
const refundMails = async (who: SignedIn) => {
  await t.app.tasks.idle();
  return t.mail.to(who.user.email).filter((mail) => mail.subject.includes('being refunded'));
};

async function paidInTest(who: SignedIn, session: PaymentSession): Promise<PaymentResult> {
  return (await testCheckout(t, who, session.razorpayOrderId)).json<PaymentResult>();
}

async function pendingOrder(who: SignedIn, slugs: string[]) {
  await fillCart(t, who, slugs);
  const orderId = await createOrder(t, who);
  const session = (await initiate(t, who, orderId)).json<PaymentSession>();
  return { orderId, session };
}

describe('payments that cannot pay their order are recorded and refunded', () => {
  it('two tabs paying one order: the first pays, the second is refunded and answered 409', async () => {
    const me = await signUpAndIn(t);
    const { orderId, session } = await pendingOrder(me, ['ielts-academic-complete']);
    const firstTab = await paidInTest(me, session);
    const secondTab = await paidInTest(me, session);

    expect((await verifyPayment(t, me, orderId, firstTab)).statusCode).toBe(200);
    const second = await verifyPayment(t, me, orderId, secondTab);
    expect([second.statusCode, second.json()]).toEqual([409, NOT_USED]);
    // Reported again (a retry), it is still not used and not refunded twice.
    expect((await verifyPayment(t, me, orderId, secondTab)).statusCode).toBe(409);

    expect(await paymentsOf(orderId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          provider_payment_id: firstTab.razorpay_payment_id,
          status: 'applied',
          refunded: false,
        }),
        expect.objectContaining({
          provider_payment_id: secondTab.razorpay_payment_id,
          status: 'refunded',
          refunded: true,
          amount_paise: session.amount,
        }),
      ]),
    );
    expect(await paymentsOf(orderId)).toHaveLength(2);
    expect(await purchaseCount(me)).toBe(1);
    const mails = await refundMails(me);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(formatRupees(session.amount));
  });

  it('a payment that completes after the order was cancelled grants nothing and is refunded', async () => {
    const me = await signUpAndIn(t);
    const { orderId, session } = await pendingOrder(me, ['bpo-voice-process']);
    await t.app.inject({
      method: 'POST',
      url: '/api/orders/apply-coupon',
      headers: me.auth,
      payload: { orderId, couponCode: 'WELCOME10' },
    });
    const discounted = (await initiate(t, me, orderId)).json<PaymentSession>();
    const late = await paidInTest(me, discounted);
    const usesBefore = await t.db.query<{ used_count: number }>(
      `SELECT used_count FROM coupons WHERE code = 'WELCOME10'`,
    );
    await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: me.auth });

    const answer = await verifyPayment(t, me, orderId, late);
    expect([answer.statusCode, answer.json()]).toEqual([409, NOT_USED]);
    const order = await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
      orderId,
    ]);
    expect(order.rows[0].status).toBe('cancelled');
    expect(await purchaseCount(me)).toBe(0);
    // The cancellation gave the coupon back; the late payment does not take it again.
    const usesAfter = await t.db.query<{ used_count: number }>(
      `SELECT used_count FROM coupons WHERE code = 'WELCOME10'`,
    );
    expect(usesAfter.rows[0].used_count).toBe(usesBefore.rows[0].used_count - 1);
    expect(await paymentsOf(orderId)).toEqual([
      expect.objectContaining({ status: 'refunded', refunded: true }),
    ]);
    expect(await refundMails(me)).toHaveLength(1);
    expect(session.razorpayOrderId).not.toBe(discounted.razorpayOrderId);
  });

  it('a webhook for an order already paid records and refunds the payment, and answers 200', async () => {
    const me = await signUpAndIn(t);
    const { orderId, session } = await pendingOrder(me, ['vocabulary-builder']);
    expect((await verifyPayment(t, me, orderId, await paidInTest(me, session))).statusCode).toBe(
      200,
    );
    const body = `{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_hook_late","order_id":"${session.razorpayOrderId}","amount":${session.amount}}}}}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacSha256Hex(WEBHOOK_SECRET, body),
        'x-razorpay-event-id': 'evt_late',
      },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(await paymentsOf(orderId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ provider_payment_id: 'pay_hook_late', status: 'refunded' }),
      ]),
    );
    expect(await purchaseCount(me)).toBe(1);
    expect(await refundMails(me)).toHaveLength(1);
  });
});

describe('Razorpay refunds (against a local stand-in for api.razorpay.com)', () => {
  let standIn: http.Server;
  let rz: TestContext;
  const calls: { url?: string; authorization?: string; body: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    standIn = http.createServer((request, response) => {
      let data = '';
      request.on('data', (chunk: Buffer) => (data += chunk.toString()));
      request.on('end', () => {
        const body = JSON.parse(data || '{}') as Record<string, unknown>;
        calls.push({ url: request.url, authorization: request.headers.authorization, body });
        response.setHeader('content-type', 'application/json');
        const id = request.url?.endsWith('/refund')
          ? `rfnd_${calls.length}`
          : `order_RZ${calls.length}`;
        response.end(JSON.stringify({ id }));
      });
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
    rz = await createTestApp({ razorpay: { keyId: 'rzp_key', keySecret: 'rzp_secret', apiUrl } });
  });
  afterAll(async () => {
    await rz.close();
    await new Promise((resolve) => standIn.close(resolve));
  });

  it('refunds a second payment in full with POST /v1/payments/:id/refund', async () => {
    const me = await signUpAndIn(rz);
    await fillCart(rz, me, ['job-interview-skills']);
    const orderId = await createOrder(rz, me);
    const session = (await initiate(rz, me, orderId)).json<PaymentSession>();
    const signed = (paymentId: string): PaymentResult => ({
      razorpay_order_id: session.razorpayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature('rzp_secret', session.razorpayOrderId, paymentId),
    });
    expect((await verifyPayment(rz, me, orderId, signed('pay_first'))).statusCode).toBe(200);
    expect((await verifyPayment(rz, me, orderId, signed('pay_second'))).statusCode).toBe(409);
    const refund = calls.at(-1)!;
    expect(refund).toEqual({
      url: '/v1/payments/pay_second/refund',
      authorization: `Basic ${Buffer.from('rzp_key:rzp_secret').toString('base64')}`,
      body: { amount: session.amount, speed: 'normal' },
    });
    const row = await rz.db.query<{ status: string; refund_id: string }>(
      `SELECT status, refund_id FROM payments WHERE provider_payment_id = 'pay_second'`,
    );
    expect(row.rows[0]).toEqual({ status: 'refunded', refund_id: `rfnd_${calls.length}` });
  });
});
