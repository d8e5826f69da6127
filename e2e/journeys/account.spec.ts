import { completeProfileAsStudent, fillSignup, newLearner, signIn } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { pathIs, visit } from '../support/navigation';
import { DESKTOP, PHONE } from '../support/viewports';

test('a learner signs up, verifies, completes the profile, logs out and resets the password', async ({
  page,
  step,
  axe,
  outbox,
}) => {
  const learner = newLearner('Ravi Kumar');
  const signupForm = page.getByRole('form', { name: 'Sign up' });

  await step('sign up: validation messages', async () => {
    await visit(page, '/signup');
    await signupForm.getByRole('button', { name: 'Sign Up' }).click();
    for (const message of [
      'Name is required.',
      'Email is required.',
      'Password is required.',
      'Date Of Birth is required.',
    ]) {
      await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
    }
    await signupForm.getByLabel('Password', { exact: true }).fill('one-password');
    await signupForm.getByLabel('Confirm Password', { exact: true }).fill('another-password');
    await signupForm.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText("Passwords don't match.", { exact: true }).first()).toBeVisible();
  });

  await step('sign up: registered', async () => {
    await fillSignup(page, learner);
    await signupForm.getByRole('button', { name: 'Sign Up' }).click();
    await expect(
      page
        .getByText('Registered successfully! Please check your email for verification link.', {
          exact: true,
        })
        .first(),
    ).toBeVisible();
    await expect(
      page.getByRole('dialog').getByText('Registration successful').first(),
    ).toBeVisible();
  });

  await step('open the verification link from the outbox', async () => {
    await page.keyboard.press('Escape');
    await visit(page, await outbox.link(learner.email, '/verify-email/'));
    await expect(page).toHaveURL(pathIs('/email-verified'));
  });

  await step('sign in', async () => {
    await signIn(page, learner);
  });

  await step('the dashboard sends an incomplete profile to /profile', async () => {
    await visit(page, '/user-dash');
    await expect(page).toHaveURL(pathIs('/profile'));
    await expect(
      page.getByText('Complete your profile to visit your dashboard', { exact: true }).first(),
    ).toBeVisible();
  });

  await step('complete the profile as a Student', async () => {
    await completeProfileAsStudent(page);
    await expect(
      page
        .getByText('You can visit your User Dashboard to view your purchases', { exact: true })
        .first(),
    ).toBeVisible();
  });

  await step('on a phone, the menu shows the learner and their account', async () => {
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByText(learner.name, { exact: true }).first()).toBeVisible();
    await expect(menu.getByText(learner.email, { exact: true }).first()).toBeVisible();
    const account = menu.getByRole('list', { name: 'Your account' });
    await expect(account.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(account.getByRole('button', { name: 'Log out' })).toBeVisible();
    await axe.check(page, 'the signed-in menu drawer');
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toHaveCount(0);
    await page.setViewportSize(DESKTOP);
  });

  await step('reach the dashboard', async () => {
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(pathIs('/user-dash'));
    await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
  });

  await step('log out with the confirmation', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(
      page.getByRole('dialog').getByText('Are you sure you want to logout?').first(),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Logged out!', { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(pathIs('/'));
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  const newPassword = 'An0ther-strong-pass';
  await step('forgot password', async () => {
    await visit(page, '/forgot-password');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(learner.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(/If an account/i).first()).toBeVisible();
  });

  await step('reset the password from the mailed link', async () => {
    await visit(page, await outbox.link(learner.email, '/auth/reset-password/'));
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      page
        .getByRole('button', { name: /Sign In/ })
        .or(page.getByRole('link', { name: /Sign In/ }))
        .first(),
    ).toBeVisible();
  });

  await step('sign in with the new password', async () => {
    await signIn(page, learner, newPassword);
  });
});
