import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import {
  completeProfileAsStudent,
  newLearner,
  registerAndVerify,
  signIn,
  type Learner,
} from './accounts';
import { academy } from './academyCli';
import { checkAccessibility } from './axeChecks';
import { PageDiagnostics } from './diagnostics';
import { outboxAt, type Outbox } from './outbox';
import { sharedSite } from './sharedSite';
import { startSite, type Site } from './site';

export interface Staff {
  account: Learner;
  /** Signed in as the admin, in a browser context of its own. */
  page: Page;
}

export interface WorkerFixtures {
  /**
   * Settings of a site of the journey's own (`test.use({ siteSettings: { ACCESS_TOKEN_TTL: '3' } })`);
   * null: the site the global setup started, shared by the journeys that need no special settings.
   */
  siteSettings: Record<string, string> | null;
  site: Site;
}

export interface TestFixtures {
  /** The site's mail outbox. */
  outbox: Outbox;
  /** Axe-core on a page at both widths, once per route (or named state) and width in a run. */
  axe: { check: (page: Page, state?: string) => Promise<void> };
  /** A step of the journey; the page it ends on (default: `page`) is then checked with axe. */
  step: (title: string, body: () => Promise<void>, checked?: Page) => Promise<void>;
  /** Another browser context on the site (a second person, a browser without scripts). */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** A verified learner with a complete profile, signed in on `page`. */
  learner: Learner;
  /** An admin, made with `npm run academy -- grant-role`, signed in on a page of its own. */
  staff: Staff;
  /** The console and failed requests of every page, attached to the report of a failed journey. */
  diagnostics: PageDiagnostics;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  siteSettings: [null, { scope: 'worker', option: true }],
  site: [
    async ({ siteSettings }, use) => {
      if (!siteSettings) {
        await use(sharedSite());
        return;
      }
      const site = await startSite(siteSettings);
      await use(site);
      await site.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ site }, use) => use(site.url),

  diagnostics: [
    async ({ context }, use, testInfo) => {
      const diagnostics = new PageDiagnostics();
      diagnostics.watch(context);
      await use(diagnostics);
      if (testInfo.status !== testInfo.expectedStatus) await diagnostics.attachTo(testInfo);
    },
    { auto: true },
  ],
  newContext: async ({ browser, site, viewport, diagnostics }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL: site.url, viewport, ...options });
      diagnostics.watch(context);
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },

  outbox: async ({ site }, use) => use(outboxAt(site.mailDir)),
  axe: async ({}, use) => use({ check: checkAccessibility }),
  step: async ({ page, axe }, use) =>
    use((title, body, checked = page) =>
      base.step(title, async () => {
        await body();
        await axe.check(checked);
      }),
    ),

  learner: async ({ page, site }, use) => {
    const learner = newLearner();
    await registerAndVerify(page, site, learner);
    await signIn(page, learner);
    await completeProfileAsStudent(page);
    await use(learner);
  },
  staff: async ({ newContext, site }, use) => {
    const account = newLearner('Farah Qureshi');
    const page = await (await newContext()).newPage();
    await registerAndVerify(page, site, account);
    expect(await academy(site, 'grant-role', account.email, 'admin')).toContain(
      'now has the role admin',
    );
    await signIn(page, account);
    await use({ account, page });
  },
});

export { expect };
