import type { Page, Response } from '@playwright/test';

/**
 * Waits until the app has taken the page over (React's key on the root's first element). A
 * server-drawn page shows before its scripts run, and a click before then does nothing, as for a
 * person on a slow phone; journeys act as someone who waits for the page to respond. A document
 * without the app's root (a PDF, an API answer) is not waited for.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root) return true;
    const first = root.firstElementChild;
    return !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** Opens an address (relative to the site, or a mailed link) and waits until the app has started. */
export async function visit(page: Page, address: string): Promise<Response | null> {
  const response = await page.goto(address);
  await appStarted(page);
  return response;
}

/** For `expect(page).toHaveURL(...)`: the address's path is `path`, whatever its query or hash. */
export const pathIs =
  (path: string) =>
  (url: URL): boolean =>
    url.pathname === path;
