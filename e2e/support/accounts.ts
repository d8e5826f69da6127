import { expect, type Page } from '@playwright/test';
import { pathIs, visit } from './navigation';
import { linkInMail } from './outbox';
import type { Site } from './site';

export interface Learner {
  name: string;
  email: string;
  password: string;
}

let counter = 0;
/** A new learner with an email unique to this run, whichever worker makes it. */
export function newLearner(name = 'Asha Verma'): Learner {
  counter += 1;
  return {
    name,
    email: `learner${Date.now()}${process.pid}${counter}@example.com`,
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
  learner: Learner,
  password = learner.password,
): Promise<void> {
  await visit(page, '/signin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(learner.email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Successfull', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(pathIs('/'));
}

/** Registers through the sign-up page and opens the verification link from the outbox. */
export async function registerAndVerify(page: Page, site: Site, learner: Learner): Promise<void> {
  await visit(page, '/signup');
  await fillSignup(page, learner);
  await page
    .getByRole('form', { name: 'Sign up' })
    .getByRole('button', { name: 'Sign Up' })
    .click();
  await expect(
    page
      .getByText('Registered successfully! Please check your email for verification link.', {
        exact: true,
      })
      .first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await visit(page, await linkInMail(site.mailDir, learner.email, '/verify-email/'));
  await expect(page).toHaveURL(pathIs('/email-verified'));
}

/** Fills the profile as a Student so the dashboard opens. */
export async function completeProfileAsStudent(page: Page): Promise<void> {
  await visit(page, '/profile');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await page.getByLabel('Profession').selectOption('Student');
  await page.getByLabel('Education Status').selectOption('Undergrad');
  await page.getByRole('textbox', { name: 'School/College' }).fill('Delhi University');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User Profile updated successfully!').first()).toBeVisible();
}
