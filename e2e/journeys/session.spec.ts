import type { Dialog } from '@playwright/test';
import { newLearner, registerAndVerify, signIn } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { pathIs, visit } from '../support/navigation';

const ACCESS_TOKEN_TTL_SECONDS = 3;
const pastExpiry = () =>
  new Promise((resolve) => setTimeout(resolve, (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000));

// Access tokens that expire within seconds need a site of their own.
test.use({ siteSettings: { ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_SECONDS) } });

test('short-lived access tokens refresh silently, a revoked session logs out, a reload keeps the session', async ({
  page,
  context,
  step,
  site,
}) => {
  const learner = newLearner('Kiran Das');
  const addFirstCourse = (index: number) =>
    page
      .locator('li[aria-labelledby]')
      .nth(index)
      .getByRole('button', { name: 'Add to Cart' })
      .click();

  await step('sign in with a 3-second access token', async () => {
    await registerAndVerify(page, site, learner);
    await signIn(page, learner);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Courses' })
      .click();
    await expect(page.locator('li[aria-labelledby]').first()).toBeVisible();
  });

  await step('after expiry, adding to the cart succeeds through a silent refresh', async () => {
    await pastExpiry();
    const refreshed = page.waitForResponse((response) =>
      response.url().endsWith('/api/auth/refresh-token'),
    );
    await addFirstCourse(0);
    expect((await refreshed).status(), 'the silent refresh').toBe(200);
    await expect(page.getByText('Course added to cart.', { exact: true }).first()).toBeVisible();
  });

  await step('log out in a second tab', async () => {
    const second = await context.newPage();
    await visit(second, '/');
    await second.getByRole('button', { name: 'Log out' }).click();
    await second.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(second.getByRole('link', { name: 'Sign In' })).toBeVisible();
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
    expect(await alerted).toBe('Logging out due to invalid token or session expired!');
    await expect(page).toHaveURL(pathIs('/signin'));
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });

  await step('a reload keeps a signed-in learner signed in, even past expiry', async () => {
    await signIn(page, learner);
    await pastExpiry();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await visit(page, '/profile');
    await expect(page).toHaveURL(pathIs('/profile'));
    await expect(page.getByText(learner.email, { exact: true }).first()).toBeVisible();
  });
});
