import {
  expect,
  test,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { CHROMIUM_PATH, EXAM_ROOM_CHROMIUM_ARGS } from '../../scripts/chromium';
import { academy } from './academyCli';
import { newLearner, registerAndVerify, signIn } from './accounts';
import { saveBillingDetails } from './billing';
import { pathIs, visit } from './navigation';
import type { Site } from './site';
import type { AttemptResponse } from '../../contract/examTypes';

// What the exam journeys share: the browser the room needs, tests put on sale and bought, the
// room's own moves, and marking from the staff console.

/**
 * For `test.use`: the room asks for the microphone and plays recordings, so Chromium's fake
 * device, its automatic permission, and sound without a click first.
 */
export const EXAM_ROOM_BROWSER = {
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: EXAM_ROOM_CHROMIUM_ARGS,
  },
};

/**
 * Staff turn a test's On sale switch on in the console (the card said coming soon until then). A
 * journey's retry on the shared site finds the test on sale from its first try, and goes on.
 */
export async function putOnSale(staffPage: Page, testName: string): Promise<void> {
  await visit(staffPage, '/admin/tests');
  const card = staffPage.getByRole('region', { name: testName, exact: true });
  await expect(card.getByText(/^(Shown as coming soon|Selling)$/)).toBeVisible();
  if (test.info().retry > 0 && (await card.getByText('Selling', { exact: true }).isVisible()))
    return;
  await expect(card.getByText('Shown as coming soon')).toBeVisible();
  await card.getByRole('switch', { name: 'On sale' }).click();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Selling')).toBeVisible();
}

/** The tests' cards' Purchase Test, then the cart's Checkout: the learner is at /checkout. */
export async function addToCartAndCheckOut(page: Page, testNames: string[]): Promise<void> {
  await visit(page, '/tests');
  const cards = testNames.map((name) => page.getByRole('article', { name, exact: true }));
  for (const card of cards) {
    await card.getByRole('button', { name: 'Purchase Test' }).click();
    await expect(card.getByRole('button', { name: 'Go To Cart' })).toBeVisible();
  }
  await expect(page.getByText('Test added to cart.').first()).toBeVisible();
  await cards.at(-1)!.getByRole('button', { name: 'Go To Cart' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(pathIs('/checkout'));
}

/** The checkout's billing details, Pay and the test gateway's success: the tests are the learner's. */
export async function payAtCheckout(page: Page, state = 'Karnataka'): Promise<void> {
  await saveBillingDetails(page, state);
  await page.getByRole('button', { name: /^Pay Rs\./ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page.getByText('Payment successful', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Your tests are ready to take from your dashboard/)).toBeVisible();
}

/** From the Tests tab to the test's briefing (its name as the page's heading). */
export async function openBriefing(page: Page, testName: string): Promise<void> {
  await visit(page, '/user-dash/mytests');
  await page.getByRole('link', { name: `Start ${testName}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: testName })).toBeVisible();
}

/** The briefing's mode, then Start: the room opens on the first section. */
export async function startIn(page: Page, mode: 'Exam mode' | 'Practice mode'): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(mode) }).check();
  await page.getByRole('button', { name: 'Start the test' }).click();
  await expect(page).toHaveURL(/\/exam\/[0-9a-f-]{36}\/room$/);
}

/** Hands the open section in through the footer's button and the dialog that asks again. */
export async function finishSection(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Finish section' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finish section' }).click();
}

/** The next section's intro (it starts by itself after a break), then Start. */
export async function startSection(page: Page, title: RegExp): Promise<void> {
  await page.getByRole('button', { name: title }).click();
}

/** The navigator's button of a question, whatever its state ("Question 3, answered, current"). */
export const navigatorButton = (page: Page, label: string) =>
  page
    .getByRole('navigation', { name: 'Questions' })
    .getByRole('button', { name: new RegExp(`^Question ${label},`) });

/** A new staff member with `role`, granted by the CLI and signed in, in a context of their own. */
export async function newMarker(
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>,
  site: Site,
  name: string,
  role: 'evaluator' | 'senior_evaluator',
): Promise<Page> {
  const account = newLearner(name);
  const page = await (await newContext()).newPage();
  await registerAndVerify(page, site, account);
  expect(await academy(site, 'grant-role', account.email, role)).toContain(
    `now has the role ${role}`,
  );
  await signIn(page, account);
  return page;
}

/** Every band of a marking sheet's criteria (native selects named "<unit>: <criterion>, band"). */
export async function bandEvery(page: Page, band: string): Promise<void> {
  const selects = page.getByRole('combobox', { name: /, band$/ });
  await expect(selects.first()).toBeVisible();
  for (let index = 0; index < (await selects.count()); index += 1)
    await selects.nth(index).selectOption(band);
}

/**
 * Claims the task of the queue whose row shows `skill` and `kind` ("Writing", "Second mark"), and
 * checks the sheet is blind: the candidate's email appears nowhere on it.
 */
export async function claimTask(
  page: Page,
  skill: string,
  kind: 'First mark' | 'Second mark' | 'Decision',
  candidateEmail: string,
): Promise<void> {
  const row = page
    .getByRole('row')
    .filter({ hasText: skill })
    .filter({ hasText: kind })
    .filter({ has: page.getByRole('button', { name: /^Claim / }) });
  await expect(async () => {
    await visit(page, '/admin/marking');
    await expect(row.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await row
    .first()
    .getByRole('button', { name: /^Claim / })
    .click();
  await expect(page.getByRole('region', { name: 'Rubric' })).toBeVisible();
  await expect(page.getByText(candidateEmail)).toHaveCount(0);
}

/** Bands every criterion of the claimed task at `band` and submits it: the queue shows again. */
export async function submitMarkAt(page: Page, band: string): Promise<void> {
  await bandEvery(page, band);
  await page.getByRole('button', { name: 'Submit mark' }).click();
  await page
    .getByRole('dialog', { name: 'Submit this mark?' })
    .getByRole('button', { name: /^Submit / })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marking' })).toBeVisible();
}

/**
 * Selects `phrase` inside `container` as a person dragging across it would (a DOM selection over
 * the text nodes that hold it).
 */
export async function selectPhrase(container: Locator, phrase: string): Promise<void> {
  await container.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const whole = nodes.map((node) => node.data).join('');
    const at = whole.indexOf(wanted);
    if (at < 0) throw new Error(`"${wanted}" is not in the element`);
    // The start inside the node that holds the phrase's first letter, the end after its last.
    const locate = (offset: number, end: boolean): [Text, number] => {
      let seen = 0;
      for (const node of nodes) {
        const past = seen + node.data.length;
        if (end ? offset <= past : offset < past) return [node, offset - seen];
        seen = past;
      }
      throw new Error('offset past the text');
    };
    const range = document.createRange();
    range.setStart(...locate(at, false));
    range.setEnd(...locate(at + wanted.length, true));
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  }, phrase);
}

/**
 * The attempt as the server holds it, asked with the learner's bearer token and the attempt id the
 * room last sent (watched from the page's requests from the moment this is called).
 */
export function attemptOnServerFor(page: Page): () => Promise<AttemptResponse> {
  let authorization = '';
  let attemptId = '';
  page.on('request', (request) => {
    const header = request.headers()['authorization'];
    if (header && request.url().includes('/api/')) authorization = header;
    attemptId = /\/api\/exam\/attempts\/([0-9a-f-]{36})/.exec(request.url())?.[1] ?? attemptId;
  });
  return async () => {
    const response = await page.request.get(`/api/exam/attempts/${attemptId}`, {
      headers: { authorization },
    });
    expect(response.status()).toBe(200);
    return (await response.json()) as AttemptResponse;
  };
}
