import type {
  AdminOrderResponse,
  AdminOrdersResponse,
  OrderMutationResponse,
} from '@contract/types';
import { setRole } from '../src/services/accounts/roles';
import { createTestApp, type TestContext } from './helpers/testApp';
import { buy, courseBySlug, createOrder, fillCart } from './helpers/shop';
import { signUpAndIn, type SignedIn } from './helpers/users';

let t: TestContext;
let staff: SignedIn;
let learner: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signUpAndIn(t);
  await setRole(t.db, staff.user.email, 'staff');
  learner = await signUpAndIn(t);
});
afterAll(() => t.close());

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const ROUTES: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/admin/orders' },
  { method: 'GET', url: `/api/admin/orders/${ANY_ID}` },
  { method: 'GET', url: '/api/admin/refunds?status=requested' },
  { method: 'POST', url: `/api/admin/refunds/${ANY_ID}/approve` },
  { method: 'POST', url: `/api/admin/refunds/${ANY_ID}/reject`, payload: { note: 'No.' } },
  { method: 'GET', url: '/api/admin/billing/export.csv?from=2026-04-01&to=2026-04-30' },
];

describe('the staff routes', () => {
  it.each(ROUTES)('$method $url: 401 signed out, 403 for a learner', async (route) => {
    expect((await t.app.inject(route)).statusCode).toBe(401);
    expect((await t.app.inject({ ...route, headers: learner.auth })).statusCode).toBe(403);
  });
});

const today = () => new Date(Date.now() + 5.5 * 3600 * 1000).toISOString().slice(0, 10);

describe('orders for staff', () => {
  it('searches by order number or email, pages and sorts, and shows one order with its buyer', async () => {
    const buyer = await signUpAndIn(t);
    const paid = await buy(t, buyer, ['toefl-ibt-essentials']);
    await fillCart(t, buyer, ['spoken-english-beginners']);
    const pending = await createOrder(t, buyer);

    const byEmail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${encodeURIComponent(buyer.user.email.toUpperCase())}&sort=oldest`,
      headers: staff.auth,
    });
    expect(byEmail.statusCode).toBe(200);
    const list = byEmail.json<AdminOrdersResponse>();
    expect(list.total).toBe(2);
    expect(list.orders.map((row) => [row.id, row.status, row.email])).toEqual([
      [paid, 'paid', buyer.user.email],
      [pending, 'pending', buyer.user.email],
    ]);
    const number = list.orders[0]!.orderNumber;

    const byNumber = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${number.toLowerCase()}`,
      headers: staff.auth,
    });
    expect(byNumber.json<AdminOrdersResponse>().orders.map((row) => row.id)).toEqual([paid]);

    const paged = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?status=paid&pageSize=1&page=1&sort=newest`,
      headers: staff.auth,
    });
    expect(paged.json<AdminOrdersResponse>()).toMatchObject({ page: 1, pageSize: 1 });
    expect(paged.json<AdminOrdersResponse>().orders).toHaveLength(1);

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${paid}`,
      headers: staff.auth,
    });
    expect(one.json<AdminOrderResponse>()).toMatchObject({
      order: {
        _id: paid,
        orderNumber: number,
        status: 'paid',
        invoice: { number: expect.any(String) },
      },
      buyer: { id: buyer.user.id, email: buyer.user.email },
    });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/orders/${ANY_ID}`,
          headers: staff.auth,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/admin/billing/export.csv', () => {
  it('lists the invoices and credit notes of the range for GSTR-1, safe to open in a spreadsheet', async () => {
    const business = await signUpAndIn(t);
    const invoiced = await buy(t, business, ['ielts-academic-complete'], {
      name: '=HYPERLINK("http://evil")',
      stateCode: '29',
      gstin: '29AAGCB7383J1Z4',
      legalName: '@Bangalore Tutors LLP',
    });
    const refunded = await signUpAndIn(t);
    const refundedOrder = await buy(t, refunded, ['toefl-ibt-essentials']);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${refundedOrder}/refund`,
      headers: refunded.auth,
      payload: { reason: 'Bought by mistake.' },
    });
    const refundedView = asked.json<OrderMutationResponse>().order;
    expect(refundedView.status).toBe('refunded');

    const day = today();
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/billing/export.csv?from=${day}&to=${day}`,
      headers: staff.auth,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="gst-documents-${day}-to-${day}.csv"`,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Document type","Document number","Document date","Original invoice number","Buyer name","Buyer GSTIN","Place of supply","Supply type","SAC","Taxable value","CGST","SGST/UTGST","IGST","Total"',
    );
    const price = (await courseBySlug(t, 'ielts-academic-complete')).price;
    const business_invoice = (
      await t.db.query<{ number: string }>('SELECT number FROM invoices WHERE order_id = $1', [
        invoiced,
      ])
    ).rows[0]!.number;
    const row = lines.find((line) => line.includes(business_invoice))!;
    const [d, m, y] = [day.slice(8, 10), day.slice(5, 7), day.slice(0, 4)];
    expect(row).toMatch(
      new RegExp(
        `^"Test invoice \\(not valid\\)","${business_invoice}","${d}-${m}-${y}","","'@Bangalore Tutors LLP","29AAGCB7383J1Z4","29-Karnataka","Inter-state \\(IGST\\)","999293","[0-9]+\\.[0-9]{2}","0\\.00","0\\.00","[0-9]+\\.[0-9]{2}","${price}\\.00"$`,
      ),
    );
    const note = lines.find((line) => line.startsWith('"Test credit note (not valid)"'))!;
    expect(note).toContain(`"${refundedView.refund!.creditNote!.number}"`);
    expect(note).toContain(`"${refundedView.invoice!.number}"`);
    expect(note).toContain('"27-Maharashtra","Intra-state (CGST + SGST)"');
    expect(note).not.toContain('"-');
  });

  it.each([
    ['from=2026-04-01', 'missing to'],
    ['from=2026-04-31&to=2026-05-01', 'no such day'],
    ['from=2026-05-01&to=2026-04-01', 'backwards'],
    ['from=2025-01-01&to=2026-04-01', 'over a year'],
    ['from=01-04-2026&to=30-04-2026', 'DD-MM-YYYY'],
  ])('answers 400 for a bad range (%s: %s)', async (query) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/admin/billing/export.csv?${query}`,
      headers: staff.auth,
    });
    expect([answer.statusCode, answer.json().message]).toEqual([
      400,
      'Choose a date range of at most 366 days, from YYYY-MM-DD to YYYY-MM-DD.',
    ]);
  });
});
