import type { Page } from 'playwright-core';
import { atPath, seeText, visible } from './expect';
import { linkInMail } from './outbox';
import type { Site } from './site';

export interface Learner {
  name: string;
  email: string;
  password: string;
}

let counter = 0;
/** A new learner with a unique email for this run. */
export function newLearner(name = 'Asha Verma'): Learner {
  counter += 1;
  return {
    name,
    email: `learner${Date.now()}${counter}@example.com`,
    password: 'Str0ng-pass-phrase',
  };
}

export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

export async function fillSignup(page: Page, learner: Learner): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(learner.name);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(learner.email);
  await form.getByLabel('Password', { exact: true }).fill(learner.password);
  await form.getByLabel('Confirm Password', { exact: true }).fill(learner.password);
  await form.getByRole('textbox', { name: 'Date of Birth', exact: true }).fill('12-04-1998');
}

export async function signIn(
  page: Page,
  site: Site,
  learner: Learner,
  password = learner.password,
): Promise<void> {
  await page.goto(`${site.url}/signin`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(learner.email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await seeText(page, 'Login Successfull');
  await atPath(page, '/');
}

/** Registers through the sign-up page and opens the verification link from the outbox. */
export async function registerAndVerify(page: Page, site: Site, learner: Learner): Promise<void> {
  await page.goto(`${site.url}/signup`);
  await fillSignup(page, learner);
  await page
    .getByRole('form', { name: 'Sign up' })
    .getByRole('button', { name: 'Sign Up' })
    .click();
  await seeText(page, 'Registered successfully! Please check your email for verification link.');
  await page.keyboard.press('Escape');
  await page.goto(await linkInMail(site.mailDir, learner.email, '/verify-email/'));
  await atPath(page, '/email-verified');
}

/** Fills the profile as a Student so the dashboard opens. */
export async function completeProfileAsStudent(page: Page, site: Site): Promise<void> {
  await page.goto(`${site.url}/profile`);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await page.getByLabel('Profession').selectOption('Student');
  await page.getByLabel('Education Status').selectOption('Undergrad');
  await page.getByRole('textbox', { name: 'School/College' }).fill('Delhi University');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await visible(page.getByText('User Profile updated successfully!'));
}
