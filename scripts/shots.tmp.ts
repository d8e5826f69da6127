// Temporary screenshot script (not committed): real server for everything but the billing routes,
// which main's server does not have yet; those are answered by page.route with contract-shaped data.
import type { Page, Route } from 'playwright-core';
import { launchChromium } from './chromium';
import {
  completeProfileAsStudent,
  newLearner,
  registerAndVerify,
  signIn,
} from '../e2e/support/accounts';
import { DESKTOP, PHONE, expectNoSeriousA11yViolations } from '../e2e/support/axe';
import { startSite } from '../e2e/support/site';
import { fakeEligibility, fakeTax } from '../src/testing/mocks/orderFakes';

const OUT = '/tmp/bc_shots';
const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

async function main() {
  const site = await startSite();
  const browser = await launchChromium();
  const log: string[] = [];
  try {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    page.on('pageerror', (e) => log.push(`pageerror ${e.message}`));
    page.on('console', (m) => { if (m.type() === 'error') log.push(`console ${m.text().slice(0, 800)}`); });
    const learner = newLearner('Priya Nair');
    await registerAndVerify(page, site, learner);
    await signIn(page, site, learner);
    await completeProfileAsStudent(page, site);

    // A cart with one course and its order, on the real server.
    const created = await page.evaluate(async () => {
      const token = localStorage.getItem('token')!.replace(/"/g, '');
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const { data: courses } = await (await fetch('/api/courses?page=1&limit=7')).json();
      const added = await fetch('/api/cart', {
        method: 'POST',
        headers,
        body: JSON.stringify({ productId: courses[0]._id, model: 'Course', quantity: 1 }),
      });
      const created = await (
        await fetch('/api/orders/create', { method: 'POST', headers: { authorization: headers.authorization } })
      ).json();
      void added;
      const c = courses[0];
      return { id: created.orderId as string, item: { productId: c._id, model: 'Course', title: c.title, thumbnail: c.thumbnail, price: c.price, quantity: 1 } };
    });
    const orderId = created.id;
    const base = {
      _id: orderId,
      items: [created.item],
      subtotal: created.item.price,
      discount: 0,
      totalPrice: created.item.price,
      couponCode: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    };

    let billing: null | Record<string, string> = null;
    let status: 'pending' | 'paid' = 'pending';
    const extend = (order: any) => {
      const paidAt = status === 'paid' ? '2026-11-20T10:05:00.000Z' : null;
      const refund = null;
      return {
        ...order,
        status,
        paidAt,
        orderNumber: 'VA-100123',
        billing,
        tax: billing ? fakeTax(order.totalPrice, billing.stateCode!) : null,
        invoice:
          status === 'paid'
            ? { id: 'f0000000-0000-4000-8000-000000000001', number: 'VA/26-27/000123', issuedAt: paidAt, totalPaise: order.totalPrice * 100 }
            : null,
        refund,
        refundEligibility: fakeEligibility({ status, paidAt: paidAt && new Date().toISOString(), refund }),
        paymentAttempts:
          status === 'paid'
            ? [
                { reference: 'order_TEST8f3a1c', method: 'test', amountPaise: order.totalPrice * 100, openedAt: '2026-11-20T10:01:00.000Z', status: 'refunded', paymentId: null },
                { reference: 'order_TEST9b2d44', method: 'test', amountPaise: order.totalPrice * 100, openedAt: '2026-11-20T10:04:00.000Z', status: 'paid', paymentId: 'pay_TEST1' },
              ]
            : [],
      };
    };
    await page.route(`**/api/orders/${orderId}`, async (route) => {
      await json(route, { order: extend(base) });
    });
    await page.route(`**/api/orders/${orderId}/billing`, async (route) => {
      const body = route.request().postDataJSON();
      billing = { name: body.name.trim(), stateCode: body.stateCode };
      await json(route, { message: 'Billing details saved.', order: extend(base) });
    });
    await page.route('**/api/users/billing-details', (route) => json(route, { billing: null }));
    await page.route('**/api/orders', (route) =>
      json(route, {
        orders: [
          { _id: orderId, orderNumber: 'VA-100123', status: 'paid', createdAt: '2026-11-20T10:00:00.000Z', paidAt: '2026-11-20T10:05:00.000Z', courseTitles: [created.item.title], totalPrice: created.item.price, invoice: { id: 'f1', number: 'VA/26-27/000123', issuedAt: '2026-11-20T10:05:00.000Z', totalPaise: created.item.price * 100 } },
          { _id: 'a0000000-0000-4000-8000-000000000002', orderNumber: 'VA-100098', status: 'pending', createdAt: '2026-11-12T08:00:00.000Z', paidAt: null, courseTitles: ['Business English', 'Pronunciation Clinic'], totalPrice: 2498, invoice: null },
          { _id: 'a0000000-0000-4000-8000-000000000003', orderNumber: 'VA-100071', status: 'refunded', createdAt: '2026-10-02T08:00:00.000Z', paidAt: '2026-10-02T08:03:00.000Z', courseTitles: ['Grammar Essentials'], totalPrice: 499, invoice: { id: 'f3', number: 'VA/26-27/000071', issuedAt: '2026-10-02T08:03:00.000Z', totalPaise: 49900 } },
          { _id: 'a0000000-0000-4000-8000-000000000004', orderNumber: 'VA-100052', status: 'cancelled', createdAt: '2026-09-15T08:00:00.000Z', paidAt: null, courseTitles: ['Academic Writing'], totalPrice: 999, invoice: null },
        ],
      }),
    );

    const shoot = async (name: string, target: Page = page) => {
      for (const [label, size] of [['1366', DESKTOP], ['390', PHONE]] as const) {
        await target.setViewportSize(size);
        await target.waitForTimeout(400);
        await target.screenshot({ path: `${OUT}/${name}-${label}.png`, fullPage: true });
        try {
          await expectNoSeriousA11yViolations(target, `${name} at ${label}`);
        } catch (error) {
          log.push(`axe ${name} ${label}: ${(error as Error).message.slice(0, 600)}`);
        }
      }
      await target.setViewportSize(DESKTOP);
    };

    console.info('order', orderId);
    await page.goto(`${site.url}/checkout`);
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `${OUT}/debug.png` });
    await page.getByRole('form', { name: 'Billing details' }).waitFor();
    await shoot('checkout-billing-form');
    const form = page.getByRole('form', { name: 'Billing details' });
    await form.getByRole('combobox', { name: 'State or union territory' }).fill('karn');
    await page.getByRole('option').first().waitFor();
    await page.screenshot({ path: `${OUT}/checkout-state-search-1366.png` });
    await page.getByRole('option', { name: 'Karnataka' }).click();
    await form.getByRole('switch', { name: /GSTIN/ }).click();
    await form.getByRole('textbox', { name: 'GSTIN' }).fill('29AAGCB7383J1Z');
    await form.getByRole('button', { name: 'Save billing details' }).click();
    await page.getByText('A GSTIN has exactly 15 characters.').waitFor();
    await page.screenshot({ path: `${OUT}/checkout-validation-1366.png`, fullPage: true });
    await form.getByRole('switch', { name: /GSTIN/ }).click();
    await form.getByRole('button', { name: 'Save billing details' }).click();
    await page.getByRole('button', { name: 'Edit billing details' }).waitFor();
    await page.waitForTimeout(5500); // the toast goes
    await shoot('checkout-billed');

    status = 'paid';
    await page.goto(`${site.url}/checkout/complete/${orderId}`);
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor();
    await shoot('confirmation');

    await page.goto(`${site.url}/orders`);
    await page.getByRole('link', { name: 'VA-100123' }).first().waitFor();
    await shoot('orders');

    await page.goto(`${site.url}/orders/${orderId}`);
    await page.getByRole('heading', { level: 1, name: 'Order VA-100123' }).waitFor();
    await shoot('order');
    await page.getByRole('button', { name: 'Request a refund' }).click();
    await page.getByRole('dialog', { name: 'Request a refund' }).waitFor();
    await page.waitForTimeout(400);
    await shoot('order-refund-dialog');

    await page.goto(`${site.url}/user-dash`);
    await page.getByRole('link', { name: 'Your orders' }).waitFor();
    await page.screenshot({ path: `${OUT}/dashboard-1366.png` });
  } finally {
    console.info(log.join('\n') || 'no page errors, no axe violations');
    await browser.close();
    await site.stop();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
