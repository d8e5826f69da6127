import type {
  DocumentLinkResponse,
  OrderHistoryResponse,
  OrderMutationResponse,
  OrderResponse,
  SavedBillingResponse,
} from '@contract/types';
import { pdfText } from './billing/pdfText';
import type { MailMessage } from '../src/services/mail/mailer';
import { createTestApp, MemoryMailer, type TestContext } from './helpers/testApp';
import { buy, courseBySlug, createOrder, fillCart, initiate, setBilling } from './helpers/shop';
import { signUpAndIn, type SignedIn } from './helpers/users';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getOrder = async (who: SignedIn, id: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: who.auth })
  ).json<OrderResponse>().order;

describe('billing details at checkout', () => {
  it('refuses to pay an order without them, validates, saves them on the order and the profile', async () => {
    const me = await signUpAndIn(t);
    const saved = await t.app.inject({
      method: 'GET',
      url: '/api/users/billing-details',
      headers: me.auth,
    });
    expect(saved.json<SavedBillingResponse>()).toEqual({ billing: null });

    await fillCart(t, me, ['ielts-writing-band-booster']);
    const orderId = await createOrder(t, me, null);
    let order = await getOrder(me, orderId);
    expect(order.orderNumber).toMatch(/^VA-\d{6}$/);
    expect([order.billing, order.tax]).toEqual([null, null]);

    const unpaid = await initiate(t, me, orderId);
    expect([unpaid.statusCode, unpaid.json().message]).toEqual([
      409,
      'Please add your billing details before paying.',
    ]);

    const invalid = await setBilling(t, me, orderId, { name: '  ', stateCode: '27' });
    expect([invalid.statusCode, invalid.json()]).toEqual([
      400,
      { message: 'Billing name is required.', code: 'VALIDATION' },
    ]);
    const otherState = await setBilling(t, me, orderId, {
      name: 'Asha',
      stateCode: '27',
      gstin: '29AAGCB7383J1Z4',
      legalName: 'Asha Consulting LLP',
    });
    expect(otherState.statusCode).toBe(400);
    expect(otherState.json().message).toMatch(/Karnataka/);
    expect((await getOrder(me, orderId)).billing).toBeNull();

    const set = await setBilling(t, me, orderId, {
      name: '  Asha Verma ',
      stateCode: '29',
      gstin: '29aagcb 7383j1z4',
      legalName: ' Asha Consulting LLP ',
    });
    expect(set.statusCode).toBe(200);
    const body = set.json<OrderMutationResponse>();
    expect(body.message).toBe('Billing details saved.');
    const billing = {
      name: 'Asha Verma',
      stateCode: '29',
      gstin: '29AAGCB7383J1Z4',
      legalName: 'Asha Consulting LLP',
    };
    expect(body.order.billing).toEqual(billing);
    const price = (await courseBySlug(t, 'ielts-writing-band-booster')).price;
    // Karnataka buyer, Maharashtra seller: IGST on the whole tax.
    expect(body.order.tax).toMatchObject({
      supplyType: 'inter-state',
      cgstPaise: 0,
      sgstPaise: 0,
      totalPaise: price * 100,
    });
    expect(body.order.tax!.igstPaise).toBe(body.order.tax!.taxPaise);
    expect(body.order.tax!.taxablePaise + body.order.tax!.taxPaise).toBe(price * 100);

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/users/billing-details',
      headers: me.auth,
    });
    expect(profile.json<SavedBillingResponse>()).toEqual({ billing });

    // The next order starts with the saved details.
    await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: me.auth });
    await fillCart(t, me, ['spoken-english-beginners']);
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: me.auth,
    });
    order = await getOrder(me, next.json().orderId);
    expect(order.billing).toEqual(billing);
    expect(order.orderNumber).not.toBe(body.order.orderNumber);
  });

  it("answers 409 once the order is paid, and 403 for another learner's order", async () => {
    const me = await signUpAndIn(t);
    const other = await signUpAndIn(t);
    const orderId = await buy(t, me, ['toefl-ibt-essentials']);
    const paid = await setBilling(t, me, orderId);
    expect([paid.statusCode, paid.json().message]).toEqual([
      409,
      'Billing details can only change while the order awaits payment.',
    ]);
    expect((await setBilling(t, other, orderId)).statusCode).toBe(403);
  });
});

describe('paying issues the tax invoice and mails the receipt with it', () => {
  it('numbers the invoice, attaches its PDF to the receipt and serves it through a signed link', async () => {
    const me = await signUpAndIn(t);
    const orderId = await buy(t, me, ['ielts-academic-complete']);
    await t.app.tasks.idle();
    const order = await getOrder(me, orderId);
    expect(order.status).toBe('paid');
    expect(order.invoice).toMatchObject({
      number: expect.stringMatching(/^TEST-VA\/\d\d-\d\d\/\d{6}$/),
    });
    expect(order.tax).toMatchObject({ supplyType: 'intra-state', igstPaise: 0 });
    expect(order.paymentAttempts).toEqual([
      expect.objectContaining({ method: 'test', status: 'paid', paymentId: expect.any(String) }),
    ]);
    expect(order.refundEligibility).toMatchObject({ canRequest: true, automatic: true });
    expect(order.refundEligibility.message).toMatch(
      /^You can ask for a refund until \d\d-\d\d-\d{4}; it is approved at once\.$/,
    );

    const invoice = await t.db.query<{ lines: unknown[]; total_paise: number; number: string }>(
      'SELECT lines, total_paise, number FROM invoices WHERE order_id = $1',
      [orderId],
    );
    expect(invoice.rows).toHaveLength(1);
    expect(invoice.rows[0]!.total_paise).toBe(order.totalPrice * 100);
    expect(invoice.rows[0]!.lines[0]).toMatchObject({
      description: 'IELTS Academic: Complete Preparation',
      taxablePaise: expect.any(Number),
      cgstPaise: expect.any(Number),
      sgstPaise: expect.any(Number),
    });

    const receipt = t.mail.to(me.user.email).find((mail) => mail.subject.startsWith('Receipt'))!;
    expect(receipt.subject).toBe(`Receipt for order ${order.orderNumber} - Vaani Academy`);
    expect(receipt.text).toContain('IELTS Academic: Complete Preparation');
    expect(receipt.text).toContain('Payment method: Test mode');
    expect(receipt.text).toContain(`Amount paid: Rs. ${order.totalPrice.toLocaleString('en-IN')} `);
    const attachment = receipt.attachments![0]!;
    const fileName = `Invoice-${order.invoice!.number.replace(/\//g, '-')}.pdf`;
    expect(attachment).toMatchObject({ filename: fileName, contentType: 'application/pdf' });
    const text = await pdfText(Buffer.from(attachment.contentBase64, 'base64'));
    for (const expected of [
      'TAX INVOICE',
      order.invoice!.number,
      order.orderNumber,
      'Asha Verma',
      'Maharashtra (27)',
      '999293',
      'CGST',
      'SGST',
      'Taxable value',
      'CGST @ 9%',
      'SGST @ 9%',
      'Amount in words',
      'Tax is not payable on reverse charge.',
      'For Vaani Academy Private Limited (SAMPLE)',
      'Authorised Signatory',
      // Paid in Test mode: its own series, and said to be no tax document.
      'TEST PAYMENT, NO MONEY TAKEN: NOT A VALID TAX DOCUMENT',
      'TEST MODE. This is a computer-generated tax invoice.',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Rupees [A-Z][A-Za-z -]+ Only/);

    const link = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/invoice-link`,
      headers: me.auth,
    });
    expect(link.statusCode).toBe(200);
    const { url, fileName: linkName } = link.json<DocumentLinkResponse>();
    expect(linkName).toBe(fileName);
    expect(url).toMatch(/^\/api\/documents\/invoice\/[0-9a-f-]{36}\?expires=\d+&signature=/);
    const download = await t.app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
    });
    // Stored once: the download is the mailed file.
    expect(download.rawPayload.equals(Buffer.from(attachment.contentBase64, 'base64'))).toBe(true);

    const tampered = await t.app.inject({
      method: 'GET',
      url: url.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`),
    });
    expect([tampered.statusCode, tampered.json().message]).toEqual([
      403,
      'This download link is not valid or has expired.',
    ]);
    const expired = await t.app.inject({
      method: 'GET',
      url: url.replace(/expires=\d+/, 'expires=1000'),
    });
    expect(expired.statusCode).toBe(403);

    const stranger = await signUpAndIn(t);
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/invoice-link`,
      headers: stranger.auth,
    });
    expect(theirs.statusCode).toBe(403);
  });

  it('stores the invoice PDF in the media storage after the paying commit', async () => {
    const me = await signUpAndIn(t);
    const orderId = await buy(t, me, ['job-interview-skills']);
    await t.app.tasks.idle();
    const { rows } = await t.db.query<{ id: string }>(
      'SELECT id FROM invoices WHERE order_id = $1',
      [orderId],
    );
    const key = `invoices/${rows[0]!.id}.pdf`;
    expect(await t.app.media.exists(key)).toBe(true);
  });

  it('answers 409 for the invoice of an unpaid order', async () => {
    const me = await signUpAndIn(t);
    await fillCart(t, me, ['spoken-english-beginners']);
    const orderId = await createOrder(t, me);
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/invoice-link`,
      headers: me.auth,
    });
    expect([link.statusCode, link.json().message]).toEqual([
      409,
      'This order has no tax invoice yet: it is issued once paid.',
    ]);
  });
});

describe('GET /api/orders', () => {
  it("lists the learner's own orders, newest first, with their invoices", async () => {
    const me = await signUpAndIn(t);
    const other = await signUpAndIn(t);
    await buy(t, other, ['toefl-ibt-essentials']);
    const first = await buy(t, me, ['toefl-ibt-essentials']);
    const second = await buy(t, me, ['spoken-english-beginners']);
    const history = await t.app.inject({ method: 'GET', url: '/api/orders', headers: me.auth });
    expect(history.statusCode).toBe(200);
    const { orders } = history.json<OrderHistoryResponse>();
    expect(orders.map((order) => order._id)).toEqual([second, first]);
    expect(orders[0]).toMatchObject({
      status: 'paid',
      orderNumber: expect.stringMatching(/^VA-\d+$/),
      courseTitles: [expect.any(String)],
      invoice: { number: expect.stringMatching(/^TEST-VA\//) },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });
});

describe('a receipt that cannot be sent', () => {
  it('never blocks the payment: the outbox retries it, attaching the stored invoice', async () => {
    let failReceipts = true;
    class FlakyMailer extends MemoryMailer {
      override async send(message: MailMessage) {
        if (failReceipts && message.subject.startsWith('Receipt'))
          throw new Error('SMTP server unavailable');
        await super.send(message);
      }
    }
    const mailer = new FlakyMailer();
    const ctx = { ...(await createTestApp({}, { mailer })), mail: mailer };
    const sent = mailer.sent;
    try {
      const me = await signUpAndIn(ctx);
      await buy(ctx, me, ['spoken-english-beginners']);
      await ctx.app.tasks.idle();
      const queued = await ctx.db.query<{ status: string; attempts: number }>(
        `SELECT status, attempts FROM mail_outbox WHERE message->>'subject' LIKE 'Receipt%'`,
      );
      expect(queued.rows).toEqual([{ status: 'pending', attempts: 1 }]);

      failReceipts = false;
      await ctx.db.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'pending'`);
      await ctx.app.outbox.deliverDue();
      const receipt = sent.find((mail) => mail.subject.startsWith('Receipt'))!;
      expect(receipt.attachments![0]!.filename).toMatch(/^Invoice-TEST-VA-\d\d-\d\d-\d{6}\.pdf$/);
    } finally {
      await ctx.close();
    }
  });
});
