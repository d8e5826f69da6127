import type { Dialog } from 'playwright-core';
import { newLearner, registerAndVerify, signIn } from '../support/accounts';
import { atPath, seeText, visible } from '../support/expect';
import { startJourney, type Journey } from '../support/journey';
import { startSite, type Site } from '../support/site';

const ACCESS_TOKEN_TTL_SECONDS = 3;
const pastExpiry = () =>
  new Promise((resolve) => setTimeout(resolve, (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000));

let site: Site;
let journey: Journey;

beforeAll(async () => {
  site = await startSite({ ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_SECONDS) });
  journey = await startJourney('4 session');
});
afterAll(async () => {
  await journey?.close();
  await site?.stop();
});

test('short-lived access tokens refresh silently, a revoked session logs out, a reload keeps the session', async () => {
  const { page, step, context } = journey;
  const learner = newLearner('Kiran Das');
  const addFirstCourse = (index: number) =>
    page
      .locator('li[aria-labelledby]')
      .nth(index)
      .getByRole('button', { name: 'Add to Cart' })
      .click();

  await step('sign in with a 3-second access token', async () => {
    await registerAndVerify(page, site, learner);
    await signIn(page, site, learner);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Courses' })
      .click();
    await visible(page.locator('li[aria-labelledby]').first());
  });

  await step('after expiry, adding to the cart succeeds through a silent refresh', async () => {
    await pastExpiry();
    const refreshed = page.waitForResponse((response) =>
      response.url().endsWith('/api/auth/refresh-token'),
    );
    await addFirstCourse(0);
    if ((await refreshed).status() !== 200) throw new Error('The silent refresh failed');
    await seeText(page, 'Course added to cart.');
  });

  await step('log out in a second tab', async () => {
    const second = await context.newPage();
    await second.goto(`${site.url}/`);
    await second.getByRole('button', { name: 'Log out' }).click();
    await second.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await visible(second.getByRole('link', { name: 'Sign In' }));
    await journey.shot('second tab logged out', second);
    await second.close();
  });

  await step('acting in the first tab ends the session with the alert', async () => {
    await pastExpiry();
    const alerted = new Promise<string>((resolve) =>
      page.once('dialog', (dialog: Dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await addFirstCourse(1);
    const message = await alerted;
    if (message !== 'Logging out due to invalid token or session expired!')
      throw new Error(`Unexpected alert: ${message}`);
    await atPath(page, '/signin');
    await visible(page.getByRole('form', { name: 'Sign in' }));
  });

  await step('a reload keeps a signed-in learner signed in, even past expiry', async () => {
    await signIn(page, site, learner);
    await pastExpiry();
    await page.reload();
    await visible(page.getByRole('button', { name: 'Log out' }));
    await page.goto(`${site.url}/profile`);
    await atPath(page, '/profile');
    await seeText(page, learner.email);
  });
});
