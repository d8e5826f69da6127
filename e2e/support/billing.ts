import type { Page } from 'playwright-core';
import { seeText } from './expect';

/**
 * The checkout's billing step: Pay stays disabled until it is done; the state is found by typing
 * part of its name, then the details are saved and the GST breakup appears under the total.
 */
export async function saveBillingDetails(page: Page, state: string): Promise<void> {
  const pay = page.getByRole('button', { name: /^Pay Rs\./ });
  if (await pay.isEnabled()) throw new Error('Pay is enabled before the billing details');
  const form = page.getByRole('form', { name: 'Billing details' });
  await form.getByRole('combobox', { name: 'State or union territory' }).fill(state.slice(0, 5));
  await page.getByRole('option', { name: state, exact: true }).click();
  await form.getByRole('button', { name: 'Save billing details' }).click();
  await seeText(page, 'Billing details saved.');
  await seeText(page, /Includes ₹[\d,]+\.\d{2} GST/);
}
