import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/chromium';
import { appStarted } from './appStarted';
import { DESKTOP, expectNoSeriousA11yViolations } from './axe';
import { ARTIFACTS_DIR } from './paths';

export interface Journey {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /**
   * Runs one step, then checks the page it ends on with axe-core at the desktop and phone widths
   * (no serious or critical violation) and takes a full-page screenshot; on failure it saves the
   * page, its console and its failed requests.
   */
  step: (name: string, action: () => Promise<void>) => Promise<void>;
  /** A full-page screenshot of `page` (default: the journey's page) under e2e/artifacts/<journey>/. */
  shot: (name: string, target?: Page) => Promise<void>;
  close: () => Promise<void>;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A fresh browser context for one journey, with its evidence folder. */
export async function startJourney(name: string): Promise<Journey> {
  const dir = path.join(ARTIFACTS_DIR, slug(name));
  mkdirSync(dir, { recursive: true });
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  // Every page the journey opens by its address is used once the app has taken it over.
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await appStarted(page);
    return response;
  };
  const consoleLines: string[] = [];
  const failedRequests: string[] = [];
  const watch = (target: Page) => {
    target.on('console', (message) => consoleLines.push(`[${message.type()}] ${message.text()}`));
    target.on('pageerror', (error) => consoleLines.push(`[pageerror] ${error.message}`));
    target.on('requestfailed', (request) =>
      failedRequests.push(
        `${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`,
      ),
    );
    target.on('response', (response) => {
      if (response.status() >= 400)
        failedRequests.push(
          `${response.request().method()} ${response.url()} -> ${response.status()}`,
        );
    });
  };
  watch(page);
  context.on('page', watch);

  let counter = 0;
  const shot = async (shotName: string, target: Page = page) => {
    counter += 1;
    await target.screenshot({
      path: path.join(dir, `${String(counter).padStart(2, '0')}-${slug(shotName)}.png`),
      fullPage: true,
    });
  };

  const step = async (stepName: string, action: () => Promise<void>) => {
    try {
      await action();
      await expectNoSeriousA11yViolations(page, `"${stepName}" (${page.url()})`);
      await shot(stepName);
    } catch (error) {
      const failed = path.join(dir, `FAILED-${slug(stepName)}`);
      await page.screenshot({ path: `${failed}.png`, fullPage: true }).catch(() => undefined);
      writeFileSync(`${failed}.html`, await page.content().catch(() => ''));
      writeFileSync(`${failed}.console.log`, consoleLines.join('\n'));
      writeFileSync(`${failed}.requests.log`, failedRequests.join('\n'));
      throw new Error(
        `Step "${stepName}" failed (evidence in ${failed}.*): ${(error as Error).message}`,
        { cause: error },
      );
    }
  };

  return { browser, context, page, step, shot, close: () => browser.close() };
}
