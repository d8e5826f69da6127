import { expect, type Page } from '@playwright/test';

/**
 * The checkout's billing step: Pay stays disabled until it is done; the state is found by typing
 * part of its name, then the details are saved and the GST breakup appears under the total.
 */
export async function saveBillingDetails(page: Page, state: string): Promise<void> {
  await expect(
    page.getByRole('button', { name: /^Pay Rs\./ }),
    'Pay before the billing details',
  ).toBeDisabled();
  const form = page.getByRole('form', { name: 'Billing details' });
  await form.getByRole('combobox', { name: 'State or union territory' }).fill(state.slice(0, 5));
  await page.getByRole('option', { name: state, exact: true }).click();
  await form.getByRole('button', { name: 'Save billing details' }).click();
  await expect(page.getByText('Billing details saved.', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Includes ₹[\d,]+\.\d{2} GST/).first()).toBeVisible();
}
