import { expect, test as journeys } from '../support/fixtures';
import { pathIs, visit } from '../support/navigation';
import { startOidcProvider, type LocalOidcProvider } from '../support/oidcProvider';
import { startSite } from '../support/site';

// A site of its own, signing in with a local OpenID Connect provider standing in for Google.
const test = journeys.extend<object, { google: LocalOidcProvider }>({
  google: [
    async ({}, use) => {
      const provider = await startOidcProvider();
      await use(provider);
      await provider.stop();
    },
    { scope: 'worker' },
  ],
  site: [
    async ({ google }, use) => {
      const site = await startSite({
        GOOGLE_ISSUER: google.issuer,
        GOOGLE_CLIENT_ID: 'academy-e2e',
        GOOGLE_CLIENT_SECRET: 'academy-e2e-secret',
      });
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
});

test('the Google button signs a new learner in and cleans the address bar', async ({
  page,
  step,
  google,
}) => {
  const email = `google${Date.now()}@example.com`;
  google.signInAs({ email, name: 'Neha Sharma' });

  await step('sign-in page', async () => {
    await visit(page, '/signin');
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  });

  await step('Google sign-in lands on / signed in, with no token in the address', async () => {
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL(pathIs('/'), { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page).toHaveURL((url) => !url.searchParams.has('token'));
  });

  await step('the new learner has a profile with the Google email', async () => {
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByText(email).first()).toBeVisible();
    await expect(page.getByText('Neha Sharma').first()).toBeVisible();
  });
});
