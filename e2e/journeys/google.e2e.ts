import { atPath, visible } from '../support/expect';
import { startJourney, type Journey } from '../support/journey';
import { startOidcProvider, type LocalOidcProvider } from '../support/oidcProvider';
import { startSite, type Site } from '../support/site';

let provider: LocalOidcProvider;
let site: Site;
let journey: Journey;

beforeAll(async () => {
  provider = await startOidcProvider();
  site = await startSite({
    GOOGLE_ISSUER: provider.issuer,
    GOOGLE_CLIENT_ID: 'academy-e2e',
    GOOGLE_CLIENT_SECRET: 'academy-e2e-secret',
  });
  journey = await startJourney('5 google');
});
afterAll(async () => {
  await journey?.close();
  await site?.stop();
  await provider?.stop();
});

test('the Google button signs a new learner in and cleans the address bar', async () => {
  const { page, step } = journey;
  const email = `google${Date.now()}@example.com`;
  provider.signInAs({ email, name: 'Neha Sharma' });

  await step('sign-in page', async () => {
    await page.goto(`${site.url}/signin`);
    await visible(page.getByRole('button', { name: 'Sign in with Google' }));
  });

  await step('Google sign-in lands on / signed in, with no token in the address', async () => {
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await atPath(page, '/', 30_000);
    await visible(page.getByRole('button', { name: 'Log out' }));
    await page.waitForURL((url) => !url.searchParams.has('token'));
  });

  await step('the new learner has a profile with the Google email', async () => {
    await page.getByRole('link', { name: 'Profile' }).click();
    await visible(page.getByText(email));
    await visible(page.getByText('Neha Sharma').first());
  });
});
