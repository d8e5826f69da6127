import type { PaymentResult, PaymentSession } from '@contract/types';
import { createTestApp, type TestContext } from './helpers/testApp';
import { createOrder, fillCart, initiate, testCheckout, verifyPayment } from './helpers/shop';
import { usingPostgres } from './helpers/testDb';
import { signUpAndIn, type SignedIn } from './helpers/users';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PAYMENTS = 50;

it(`${PAYMENTS} Test-mode payments at once (${usingPostgres() ? 'PostgreSQL, separate connections' : 'PGlite'}) get invoice numbers 1..${PAYMENTS} of the TEST- series: no gap, no duplicate, the real series untouched`, async () => {
  const learners: SignedIn[] = [];
  for (let batch = 0; batch < PAYMENTS / 10; batch += 1)
    learners.push(...(await Promise.all(Array.from({ length: 10 }, () => signUpAndIn(t)))));
  const ready = await Promise.all(
    learners.map(async (who) => {
      await fillCart(t, who, ['spoken-english-beginners']);
      const orderId = await createOrder(t, who);
      const session = (await initiate(t, who, orderId)).json<PaymentSession>();
      const result = (await testCheckout(t, who, session.razorpayOrderId)).json<PaymentResult>();
      return { who, orderId, result };
    }),
  );

  // Every verification at once: each settles in its own transaction (its own connection on
  // PostgreSQL), and they queue only on the invoice counter's row.
  const answers = await Promise.all(
    ready.map(({ who, orderId, result }) => verifyPayment(t, who, orderId, result)),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual(Array(PAYMENTS).fill(200));

  const invoices = await t.db.query<{ number: string; sequence: number; order_id: string }>(
    'SELECT number, sequence, order_id FROM invoices ORDER BY sequence',
  );
  expect(invoices.rows.map((row) => row.sequence)).toEqual(
    Array.from({ length: PAYMENTS }, (_, index) => index + 1),
  );
  expect(new Set(invoices.rows.map((row) => row.order_id))).toEqual(
    new Set(ready.map((entry) => entry.orderId)),
  );
  expect(invoices.rows[0]!.number).toMatch(/^TEST-VA\/\d\d-\d\d\/000001$/);
  expect(invoices.rows.at(-1)!.number).toMatch(/^TEST-VA\/\d\d-\d\d\/000050$/);
  // Its own counter: the real series (VA) has not lost a number to a test payment.
  const counter = await t.db.query<{ series: string; last: number }>(
    'SELECT series, last FROM document_counters',
  );
  expect(counter.rows).toEqual([{ series: 'TEST-VA', last: PAYMENTS }]);

  // Every learner got a receipt.
  await t.app.tasks.idle();
  const receipts = t.mail.sent.filter((mail) => mail.subject.startsWith('Receipt for order'));
  expect(receipts).toHaveLength(PAYMENTS);
}, 240_000);
