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

  await step('ask for a new email: the old one stays until confirmed', async () => {
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await field(page, 'Email').fill(newEmail);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.getByText(`Confirmation pending for ${newEmail}`, { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByText(learner.email).first()).toBeVisible();
    await outbox.link(newEmail, '/confirm-email/');
    // The notice to the old address may leave the outbox a moment after the link.
    const notice = await outbox.containing(learner.email, newEmail);
    expect(notice).not.toContain('/confirm-email/');
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
});
