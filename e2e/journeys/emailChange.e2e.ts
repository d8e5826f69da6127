import {
  completeProfileAsStudent,
  field,
  newLearner,
  registerAndVerify,
  signIn,
} from '../support/accounts';
import { atPath, seeText, visible } from '../support/expect';
import { startJourney, type Journey } from '../support/journey';
import { linkInMail, mailContaining } from '../support/outbox';
import { startSite, type Site } from '../support/site';

let site: Site;
let journey: Journey;

beforeAll(async () => {
  site = await startSite();
  journey = await startJourney('6 email change');
});
afterAll(async () => {
  await journey?.close();
  await site?.stop();
});

test('a learner changes the email: it waits for the mailed link, then the profile shows the new one', async () => {
  const { page, step } = journey;
  const learner = newLearner('Meera Iyer');
  const newEmail = `moved.${learner.email}`;

  await step('sign up, verify, sign in, complete the profile', async () => {
    await registerAndVerify(page, site, learner);
    await signIn(page, site, learner);
    await completeProfileAsStudent(page, site);
  });

  await step('ask for a new email: the old one stays until confirmed', async () => {
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await field(page, 'Email').fill(newEmail);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await seeText(page, `Confirmation pending for ${newEmail}`);
    await visible(page.getByText(learner.email).first());
    await linkInMail(site.mailDir, newEmail, '/confirm-email/');
    // The notice to the old address may leave the outbox a moment after the link.
    const notice = await mailContaining(site.mailDir, learner.email, newEmail);
    expect(notice).not.toContain('/confirm-email/');
  });

  await step('follow the link from the new mailbox', async () => {
    await page.goto(await linkInMail(site.mailDir, newEmail, '/confirm-email/'));
    await seeText(page, `Your email is now ${newEmail}. Use it to sign in from now on.`);
  });

  await step('the profile shows the new email, nothing pending', async () => {
    await page.getByRole('link', { name: 'Go to Your Profile' }).click();
    await atPath(page, '/profile');
    await visible(page.getByText(newEmail).first());
    expect(await page.getByText(/Confirmation pending/).count()).toBe(0);
  });
});
