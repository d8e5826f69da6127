import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Download, Page } from 'playwright-core';
import {
  completeProfileAsStudent,
  newLearner,
  registerAndVerify,
  signIn,
} from '../support/accounts';
import { PHONE, DESKTOP } from '../support/axe';
import { saveBillingDetails } from '../support/billing';
import { atPath, seeText, visible } from '../support/expect';
import { startJourney, type Journey } from '../support/journey';
import { latestMailTo } from '../support/outbox';
import { startSite, type Site } from '../support/site';

let site: Site;
let journey: Journey;

beforeAll(async () => {
  site = await startSite();
  journey = await startJourney('7 orders');
});
afterAll(async () => {
  await journey?.close();
  await site?.stop();
});

const courseCards = (page: Page) =>
  page.locator('li[aria-labelledby]').filter({ has: page.getByRole('heading', { level: 2 }) });

/** The text of a downloaded PDF, as poppler's pdftotext reads it. */
async function pdfText(download: Download): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'academy-pdf-')), 'doc.pdf');
  await download.saveAs(file);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

function expectAll(text: string, parts: (string | RegExp)[], what: string) {
  const missing = parts.filter((part) =>
    typeof part === 'string' ? !text.includes(part) : !part.test(text),
  );
  if (missing.length > 0) throw new Error(`${what} lacks ${missing.join(', ')}:\n${text}`);
}

test('a learner buys with a billing state, finds the order and its invoice, and is refunded', async () => {
  const { page, step } = journey;
  const learner = newLearner('Kavya Reddy');
  let title = '';
  let orderNumber = '';
  let invoiceNumber = '';

  await step('a verified learner with a complete profile puts a course in the cart', async () => {
    await registerAndVerify(page, site, learner);
    await signIn(page, site, learner);
    await completeProfileAsStudent(page, site);
    await page.goto(`${site.url}/courses`);
    const card = courseCards(page).first();
    title = (await card.getByRole('heading', { level: 2 }).innerText()).trim();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await visible(page.getByRole('button', { name: 'Cart, 1 item' }));
  });

  await step('checkout: billing in Telangana (another state than the academy)', async () => {
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    await page
      .getByRole('dialog', { name: 'Your Cart' })
      .getByRole('button', { name: 'Checkout' })
      .click();
    await atPath(page, '/checkout');
    await visible(page.getByText(title));
    await saveBillingDetails(page, 'Telangana');
    await seeText(page, /IGST 18 %/);
  });

  await step('pay in test mode: the confirmation names the order and its invoice', async () => {
    await page.getByRole('button', { name: /^Pay Rs\./ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pay successfully' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Payment successful' }));
    const receipt = page.getByLabel('Receipt');
    orderNumber = (await receipt.locator('dt:text-is("Order number") + dd').innerText()).trim();
    invoiceNumber = (await receipt.locator('dt:text-is("Invoice number") + dd').innerText()).trim();
    if (!/^VA-\d+$/.test(orderNumber)) throw new Error(`Order number "${orderNumber}"`);
    if (!/^VA\/\d{2}-\d{2}\/\d{6}$/.test(invoiceNumber))
      throw new Error(`Invoice number "${invoiceNumber}"`);
  });

  await step('the receipt mail names the order and carries the invoice PDF', async () => {
    let mail = '';
    for (let tries = 0; tries < 40 && !mail.includes('Receipt for order'); tries += 1) {
      mail = (() => {
        try {
          return latestMailTo(site.mailDir, learner.email);
        } catch {
          return '';
        }
      })();
      if (!mail.includes('Receipt for order')) await page.waitForTimeout(250);
    }
    expectAll(mail, [`Receipt for order ${orderNumber}`, 'application/pdf'], 'The receipt mail');
  });

  await step('the order history lists it; its invoice downloads as a tax invoice', async () => {
    await page.getByRole('link', { name: 'View your orders' }).click();
    await atPath(page, '/orders');
    const table = page.getByRole('table', { name: 'Your orders' });
    await visible(table.getByRole('link', { name: orderNumber }));
    await journey.shot('order history desktop');
    await page.setViewportSize(PHONE);
    await journey.shot('order history phone');
    await page.setViewportSize(DESKTOP);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      table.getByRole('button', { name: `Download invoice of order ${orderNumber} (PDF)` }).click(),
    ]);
    const text = await pdfText(download);
    writeFileSync(path.join(os.tmpdir(), 'academy-e2e-invoice.txt'), text);
    expectAll(
      text,
      [
        'TAX INVOICE',
        invoiceNumber,
        orderNumber,
        learner.name,
        'Telangana',
        '999293',
        'IGST',
        'Tax is not payable on reverse charge',
        /Authori[sz]ed signatory/i,
        /Rupees .* Only/,
      ],
      'The invoice',
    );
  });

  await step('the order page: details, payment attempts and the refund promise', async () => {
    await page.getByRole('link', { name: orderNumber }).click();
    await visible(page.getByRole('heading', { level: 1, name: new RegExp(orderNumber) }));
    await visible(page.getByRole('table', { name: 'Payment attempts' }));
    await visible(page.getByRole('button', { name: 'Request a refund' }));
  });

  await step('ask for a refund with a reason: refunded at once', async () => {
    await page.getByRole('button', { name: 'Request a refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a refund' });
    await dialog
      .getByRole('textbox', { name: 'Why do you want a refund?' })
      .fill('I bought the wrong level by mistake.');
    await dialog
      .getByRole('button', { name: /refund/i })
      .last()
      .click();
    await seeText(page, 'Your order has been refunded.');
    await visible(page.getByText('Refunded', { exact: true }).first());
    await visible(page.getByRole('button', { name: /credit note/i }));
  });

  await step('the course is gone from the dashboard', async () => {
    await page.goto(`${site.url}/user-dash`);
    await seeText(page, 'You have no courses yet.');
    if (await page.getByText(title, { exact: true }).count())
      throw new Error(`${title} is still on the dashboard`);
  });
});
