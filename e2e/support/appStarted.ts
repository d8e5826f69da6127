import type { Page } from 'playwright-core';

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
