import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { saveBillingDetails } from '../support/billing';
import { expect, test } from '../support/fixtures';
import { pathIs, visit } from '../support/navigation';

const courseCards = (page: Page) =>
  page.locator('li[aria-labelledby]').filter({ has: page.getByRole('heading', { level: 2 }) });

/** The text of a downloaded PDF, as poppler's pdftotext reads it. */
async function pdfText(download: Download): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'academy-pdf-')), 'doc.pdf');
  await download.saveAs(file);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The parts `text` lacks (none: it has them all). */
const missingFrom = (text: string, parts: (string | RegExp)[]) =>
  parts.filter((part) => (typeof part === 'string' ? !text.includes(part) : !part.test(text)));

test('a learner buys with a billing state, finds the order and its invoice, and is refunded', async ({
  page,
  step,
  learner,
  outbox,
}, testInfo) => {
  let title = '';
  let orderNumber = '';
  let invoiceNumber = '';

  await step('a verified learner with a complete profile puts a course in the cart', async () => {
    await visit(page, '/courses');
    const card = courseCards(page).first();
    title = (await card.getByRole('heading', { level: 2 }).innerText()).trim();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  });

  await step('checkout: billing in Telangana (another state than the academy)', async () => {
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    await page
      .getByRole('dialog', { name: 'Your Cart' })
      .getByRole('button', { name: 'Checkout' })
      .click();
    await expect(page).toHaveURL(pathIs('/checkout'));
    await expect(page.getByText(title).first()).toBeVisible();
    await saveBillingDetails(page, 'Telangana');
    await expect(page.getByText(/IGST 18 %/).first()).toBeVisible();
  });

  await step('pay in test mode: the confirmation names the order and its invoice', async () => {
    await page.getByRole('button', { name: /^Pay Rs\./ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pay successfully' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    const receipt = page.getByLabel('Receipt');
    orderNumber = (await receipt.locator('dt:text-is("Order number") + dd').innerText()).trim();
    invoiceNumber = (await receipt.locator('dt:text-is("Invoice number") + dd').innerText()).trim();
    expect(orderNumber).toMatch(/^VA-\d+$/);
    // Test mode numbers its documents in their own series, so the real one keeps no gaps.
    expect(invoiceNumber).toMatch(/^TEST-VA\/\d{2}-\d{2}\/\d{6}$/);
  });

  await step('the receipt mail names the order and carries the invoice PDF', async () => {
    const mail = await outbox.containing(learner.email, 'Receipt for order', 10_000);
    expect(mail).toContain(`Receipt for order ${orderNumber}`);
    expect(mail).toContain('application/pdf');
  });

  await step('the order history lists it; its invoice downloads as a tax invoice', async () => {
    await page.getByRole('link', { name: 'View your orders' }).click();
    await expect(page).toHaveURL(pathIs('/orders'));
    const table = page.getByRole('table', { name: 'Your orders' });
    await expect(table.getByRole('link', { name: orderNumber })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      table.getByRole('button', { name: `Download invoice of order ${orderNumber} (PDF)` }).click(),
    ]);
    const text = await pdfText(download);
    await testInfo.attach('invoice.txt', { body: text, contentType: 'text/plain' });
    expect(
      missingFrom(text, [
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
      ]),
      'what the invoice lacks (its text is attached)',
    ).toEqual([]);
  });

  await step('the order page: details, payment attempts and the refund promise', async () => {
    await page.getByRole('link', { name: orderNumber }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(orderNumber) }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Payment attempts' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request a refund' })).toBeVisible();
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
    await expect(
      page.getByText('Your order has been refunded.', { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /credit note/i })).toBeVisible();
  });

  await step('the course is gone from the dashboard', async () => {
    await visit(page, '/user-dash');
    await expect(page.getByText('You have no courses yet.', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(title, { exact: true })).toHaveCount(0);
  });
});
