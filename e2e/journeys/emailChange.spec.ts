import { field } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { pathIs, visit } from '../support/navigation';

test('a learner changes the email: it waits for the mailed link, then the profile shows the new one', async ({
  page,
  step,
  learner,
  outbox,
}) => {
  const newEmail = `moved.${learner.email}`;
  let undoLink = '';

  await step('ask for a new email: the old one stays until confirmed', async () => {
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await field(page, 'Email').fill(newEmail);
    // A new email needs the current password: a stolen session alone cannot move the account.
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByText('Please enter your current password to change your email.').first(),
    ).toBeVisible();
    await page.getByLabel('Current Password', { exact: true }).fill(learner.password);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByText(`Confirmation pending for ${newEmail}`, { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByText(learner.email).first()).toBeVisible();
    await outbox.link(newEmail, '/confirm-email/');
    // The notice to the old address may leave the outbox a moment after the link.
    const notice = await outbox.containing(learner.email, newEmail);
    expect(notice).not.toContain('/confirm-email/');
    expect(notice).toContain('/undo-email-change/');
    undoLink = await outbox.link(learner.email, '/undo-email-change/');
  });

  await step('follow the link from the new mailbox', async () => {
    await visit(page, await outbox.link(newEmail, '/confirm-email/'));
    await expect(
      page
        .getByText(`Your email is now ${newEmail}. Use it to sign in from now on.`, {
          exact: true,
        })
        .first(),
    ).toBeVisible();
  });

  await step('the profile shows the new email, nothing pending', async () => {
    await page.getByRole('link', { name: 'Go to Your Profile' }).click();
    await expect(page).toHaveURL(pathIs('/profile'));
    await expect(page.getByText(newEmail).first()).toBeVisible();
    await expect(page.getByText(/Confirmation pending/)).toHaveCount(0);
  });

  await step('the old address undoes the change and sets a new password', async () => {
    await visit(page, undoLink);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Email Change Undone' }),
    ).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('An0ther-pass-phrase');
    await page.getByLabel('Confirm Password', { exact: true }).fill('An0ther-pass-phrase');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});
