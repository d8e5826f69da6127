import { completeProfileAsStudent, fillSignup, newLearner, signIn } from '../support/accounts';
import { DESKTOP, expectNoSeriousA11yViolations, PHONE } from '../support/axe';
import { atPath, seeText, visible } from '../support/expect';
import { startJourney, type Journey } from '../support/journey';
import { linkInMail } from '../support/outbox';
import { startSite, type Site } from '../support/site';

let site: Site;
let journey: Journey;

beforeAll(async () => {
  site = await startSite();
  journey = await startJourney('2 account');
});
afterAll(async () => {
  await journey?.close();
  await site?.stop();
});

test('a learner signs up, verifies, completes the profile, logs out and resets the password', async () => {
  const { page, step } = journey;
  const learner = newLearner('Ravi Kumar');
  const signupForm = page.getByRole('form', { name: 'Sign up' });

  await step('sign up: validation messages', async () => {
    await page.goto(`${site.url}/signup`);
    await signupForm.getByRole('button', { name: 'Sign Up' }).click();
    for (const message of [
      'Name is required.',
      'Email is required.',
      'Password is required.',
      'Date Of Birth is required.',
    ]) {
      await seeText(page, message);
    }
    await signupForm.getByLabel('Password', { exact: true }).fill('one-password');
    await signupForm.getByLabel('Confirm Password', { exact: true }).fill('another-password');
    await signupForm.getByRole('button', { name: 'Sign Up' }).click();
    await seeText(page, "Passwords don't match.");
  });

  await step('sign up: registered', async () => {
    await fillSignup(page, learner);
    await signupForm.getByRole('button', { name: 'Sign Up' }).click();
    await seeText(page, 'Registered successfully! Please check your email for verification link.');
    await visible(page.getByRole('dialog').getByText('Registration successful'));
  });

  await step('open the verification link from the outbox', async () => {
    await page.keyboard.press('Escape');
    await page.goto(await linkInMail(site.mailDir, learner.email, '/verify-email/'));
    await atPath(page, '/email-verified');
  });

  await step('sign in', async () => {
    await signIn(page, site, learner);
  });

  await step('the dashboard sends an incomplete profile to /profile', async () => {
    await page.goto(`${site.url}/user-dash`);
    await atPath(page, '/profile');
    await seeText(page, 'Complete your profile to visit your dashboard');
  });

  await step('complete the profile as a Student', async () => {
    await completeProfileAsStudent(page, site);
    await seeText(page, 'You can visit your User Dashboard to view your purchases');
  });

  await step('on a phone, the menu shows the learner and their account', async () => {
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await visible(menu.getByText(learner.name, { exact: true }));
    await visible(menu.getByText(learner.email, { exact: true }));
    const account = menu.getByRole('list', { name: 'Your account' });
    await visible(account.getByRole('link', { name: 'Dashboard' }));
    await visible(account.getByRole('button', { name: 'Log out' }));
    await expectNoSeriousA11yViolations(page, 'the signed-in menu drawer');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'detached' });
    await page.setViewportSize(DESKTOP);
  });

  await step('reach the dashboard', async () => {
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await atPath(page, '/user-dash');
    await visible(page.getByRole('heading', { name: 'My Courses' }));
  });

  await step('log out with the confirmation', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await visible(page.getByRole('dialog').getByText('Are you sure you want to logout?'));
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await seeText(page, 'Logged out!');
    await atPath(page, '/');
    await visible(page.getByRole('link', { name: 'Sign In' }));
  });

  const newPassword = 'An0ther-strong-pass';
  await step('forgot password', async () => {
    await page.goto(`${site.url}/forgot-password`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(learner.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await seeText(page, /If an account/i);
  });

  await step('reset the password from the mailed link', async () => {
    await page.goto(await linkInMail(site.mailDir, learner.email, '/auth/reset-password/'));
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await visible(
      page.getByRole('button', { name: /Sign In/ }).or(page.getByRole('link', { name: /Sign In/ })),
    );
  });

  await step('sign in with the new password', async () => {
    await signIn(page, site, learner, newPassword);
  });
});
