import type { Locator, Page } from 'playwright-core';

const TIMEOUT = 15_000;

/** Waits until `locator` is visible (playwright-core has no test runner's expect). */
export async function visible(locator: Locator, timeout = TIMEOUT): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

/** Waits for exact text anywhere on the page. */
export const seeText = (page: Page, text: string | RegExp, timeout = TIMEOUT) =>
  visible(page.getByText(text, { exact: typeof text === 'string' }), timeout);

/** Waits until the address bar's path is `path`. */
export async function atPath(page: Page, path: string, timeout = TIMEOUT): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}

export async function isDisabled(locator: Locator): Promise<boolean> {
  return locator.isDisabled();
}
