import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import {
  completeProfileAsStudent,
  newLearner,
  registerAndVerify,
  signIn,
  type Learner,
} from '../support/accounts';
import { saveBillingDetails } from '../support/billing';
import { atPath, seeText, visible } from '../support/expect';
import { startJourney, type Journey } from '../support/journey';
import { PROJECT_ROOT } from '../support/paths';
import { startSite, type Site } from '../support/site';

let site: Site;
let journey: Journey;

beforeAll(async () => {
  // Every refund waits for staff here, so the console's approval is what refunds it.
  site = await startSite({ REFUND_MAX_WATCHED_PERCENT: '0' });
  journey = await startJourney('8 console');
});
afterAll(async () => {
  await journey?.close();
  await site?.stop();
});

/** `npm run academy -- …` against the running site's database (it asks the running server). */
async function academy(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'server/src/cli/academy.ts', ...args],
    { cwd: PROJECT_ROOT, env: { ...process.env, DATA_DIR: path.dirname(site.mailDir) } },
  );
  return stdout;
}

const TITLE = 'PTE Academic Speaking: Read Aloud Masterclass';
const SLUG = 'pte-read-aloud-masterclass';
const COUPON = 'PTE20';

async function signedInPage(learner: Learner): Promise<Page> {
  const page = await journey.browser.newPage({ viewport: { width: 1366, height: 900 } });
  await registerAndVerify(page, site, learner);
  await signIn(page, site, learner);
  await completeProfileAsStudent(page, site);
  return page;
}

test('an admin made from the command line publishes a course and a coupon, a learner buys it, staff refund it', async () => {
  const { page, step } = journey;
  const admin = newLearner('Farah Qureshi');
  let learnerPage: Page | undefined;
  const learner = newLearner('Rohan Mehta');

  await step(
    'grant-role from the command line; the admin signs in and opens the console',
    async () => {
      await registerAndVerify(page, site, admin);
      const said = await academy('grant-role', admin.email, 'admin');
      if (!said.includes('now has the role admin')) throw new Error(said);
      await signIn(page, site, admin);
      await page.getByRole('link', { name: 'Staff console' }).click();
      await atPath(page, '/admin');
      await visible(page.getByRole('navigation', { name: 'Staff console' }));
    },
  );

  await step('a new course with a price, saved as a draft', async () => {
    await page.goto(`${site.url}/admin/courses/new`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Slug (web address)' }).fill(SLUG);
    await page.getByRole('spinbutton', { name: 'Price (₹)' }).fill('1499');
    await page
      .getByRole('textbox', { name: 'Subtitle', exact: true })
      .fill('Fluency and pronunciation drills');
    await page.getByRole('textbox', { name: 'Description', exact: true }).click();
    await page.keyboard.type('Thirty short drills with model answers.');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await visible(page.getByText('Draft', { exact: true }));
  });

  await step(
    'a thumbnail, a section and a video lesson (its length read from the file)',
    async () => {
      await page
        .getByLabel('Upload thumbnail')
        .setInputFiles(path.join(PROJECT_ROOT, 'public/images/social/ielts-general-training.png'));
      await page
        .getByRole('textbox', { name: 'New section title', exact: true })
        .fill('Read Aloud drills');
      await page.getByRole('button', { name: 'Add section' }).click();
      await page
        .getByRole('textbox', { name: 'New lesson title', exact: true })
        .fill('Drill 1: stress and pauses');
      await page.getByRole('button', { name: 'Add lesson' }).click();
      await page
        .getByLabel('Upload video for Drill 1: stress and pauses')
        .setInputFiles(path.join(PROJECT_ROOT, 'server/seed-media/email-first-lines.mp4'));
      await visible(page.getByText(/Video: email-first-lines\.mp4/));
    },
  );

  await step('published: a signed-out visitor finds it in the catalogue', async () => {
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    await visible(page.getByText('Published', { exact: true }));
    const visitor = await journey.browser.newPage();
    await visitor.goto(`${site.url}/courses?q=masterclass`);
    await visible(visitor.getByRole('heading', { level: 2, name: TITLE }));
    await visitor.close();
  });

  await step('a coupon: 20 % off', async () => {
    await page.goto(`${site.url}/admin/coupons`);
    await page.getByRole('button', { name: 'New coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'New coupon' });
    await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(COUPON);
    await dialog.getByRole('spinbutton', { name: 'Amount (% or ₹)' }).fill('20');
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await visible(page.getByRole('grid', { name: 'Coupons' }).getByText(COUPON));
  });

  await step('a learner buys the course with the coupon and asks for a refund', async () => {
    learnerPage = await signedInPage(learner);
    const shop = learnerPage;
    await shop.goto(`${site.url}/courses/${SLUG}`);
    await shop
      .getByRole('complementary', { name: 'Price and purchase' })
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await shop.getByRole('button', { name: 'Cart, 1 item' }).click();
    await shop
      .getByRole('dialog', { name: 'Your Cart' })
      .getByRole('button', { name: 'Checkout' })
      .click();
    await atPath(shop, '/checkout');
    await shop.getByRole('textbox', { name: 'Coupon code' }).fill(COUPON);
    await shop.getByRole('button', { name: 'Apply' }).click();
    await seeText(shop, /Coupon PTE20 applied: you save Rs\. 29\d\./);
    await saveBillingDetails(shop, 'Maharashtra');
    await shop.getByRole('button', { name: /^Pay Rs\. 1,[12]\d\d/ }).click();
    await shop.getByRole('dialog').getByRole('button', { name: 'Pay successfully' }).click();
    await visible(shop.getByRole('heading', { level: 1, name: 'Payment successful' }));
    await shop.getByRole('link', { name: 'View your orders' }).click();
    await shop.getByRole('table', { name: 'Your orders' }).getByRole('link').first().click();
    await shop.getByRole('button', { name: 'Request a refund' }).click();
    const dialog = shop.getByRole('dialog', { name: 'Request a refund' });
    await dialog
      .getByRole('textbox', { name: 'Why do you want a refund?' })
      .fill('My exam date moved; I will buy it again later.');
    await dialog
      .getByRole('button', { name: /refund/i })
      .last()
      .click();
    await visible(shop.getByText('Waiting for review'));
  });

  await step('the order is in the console; staff approve the refund', async () => {
    await page.goto(`${site.url}/admin/orders`);
    await page.getByRole('searchbox', { name: 'Search order number or email' }).fill(learner.email);
    const grid = page.getByRole('grid', { name: 'Orders' });
    await grid.getByRole('link').first().click();
    await journey.shot('the order in the console');
    await page.getByRole('button', { name: 'Approve refund' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Approve/ })
      .click();
    await seeText(page, /refund/i);
    await visible(page.getByText('Refunded').first());
  });

  await step('the learner sees the order refunded and the course gone', async () => {
    const shop = learnerPage!;
    await shop.reload();
    await visible(shop.getByText('Refunded', { exact: true }).first());
    await shop.goto(`${site.url}/user-dash`);
    await seeText(shop, 'You have no courses yet.');
    await journey.shot('learner dashboard after the refund', shop);
  });
});
