import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import {
  addToCartAndCheckOut,
  attemptOnServerFor,
  EXAM_ROOM_BROWSER,
  navigatorButton,
  openBriefing,
  payAtCheckout,
  putOnSale,
  startIn,
} from '../support/exam';
import { expect, test } from '../support/fixtures';
import { PROJECT_ROOT } from '../support/paths';
import { DESKTOP, PHONE } from '../support/viewports';

// A site of its own whose forms folder holds one short form of the English Mastery test: a reading
// section with one question of each objective kind, then a grammar section of one minute, so the
// clock runs out within the journey. The form goes through the same checks as the seeded ones.
test.use({
  ...EXAM_ROOM_BROWSER,
  siteSettings: { EXAM_FORMS_DIR: path.join(PROJECT_ROOT, 'e2e', 'fixtures', 'forms') },
});

const TEST_NAME = 'English Mastery Assessment';

/** The room's shortcut keys (Alt+Shift+<key>, listed in its Keys dialog). */
const shortcut = (page: Page, key: string) => page.keyboard.press(`Alt+Shift+${key}`);

/** The focused element's name as a person hears it: its label, else its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
  });

/** Presses Tab until the focused element is called `name` (as a keyboard user moves along). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if ((await focusedName(page)) === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached "${name}" (focus is on "${await focusedName(page)}")`);
}

/** The page as it stands at the desktop and phone widths, attached to the report for review. */
async function screenshotsAtBothWidths(page: Page, testInfo: TestInfo, what: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await testInfo.attach(`${what} at ${viewport.width} px`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  }
  await page.setViewportSize(DESKTOP);
}

test('a learner answers a whole section by keyboard alone, and the clock closes the next one, keeping the answer typed at the last moment', async ({
  page,
  learner: _learner,
  staff,
  step,
  axe,
}, testInfo) => {
  test.setTimeout(240_000);

  // What the server holds of the attempt, asked as the room asks.
  const attemptOnServer = attemptOnServerFor(page);

  await step(
    'staff put the test on sale',
    async () => putOnSale(staff.page, TEST_NAME),
    staff.page,
  );

  await step('the learner buys it and starts it in exam mode', async () => {
    await addToCartAndCheckOut(page, [TEST_NAME]);
    await payAtCheckout(page);
    await openBriefing(page, TEST_NAME);
    await startIn(page, 'Exam mode');
    await expect(page.getByRole('heading', { level: 1, name: 'Reading' })).toBeVisible();
  });

  await step('keyboard alone: one question of each kind answered', async () => {
    // Next then previous: focus lands on question 1's first option.
    await shortcut(page, 'N');
    await shortcut(page, 'P');
    const single = page.getByRole('radiogroup', { name: /^Question 1:/ }).getByRole('radio');
    await expect(single.first()).toBeFocused();
    // Arrows move along a radio group and choose as they go.
    await page.keyboard.press('ArrowDown');
    await expect(single.nth(1)).toBeChecked();

    // Choose TWO: Space ticks the focused box, Tab moves to the next.
    await shortcut(page, 'N');
    const pair = page.getByRole('group', { name: /^Question 2–3:/ }).getByRole('checkbox');
    await expect(pair.first()).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(pair.nth(3)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(pair.nth(0)).toBeChecked();
    await expect(pair.nth(3)).toBeChecked();
    await expect(page.getByText('(2 of 2 chosen)')).toBeVisible();

    await shortcut(page, 'N');
    const judgement = page.getByRole('radiogroup', { name: /^Question 4:/ }).getByRole('radio');
    await expect(judgement.first()).toBeFocused();
    await page.keyboard.press('Space');
    await expect(judgement.first()).toBeChecked();

    // A heading from the list: the native select takes the arrows.
    await shortcut(page, 'N');
    const heading = page.getByRole('combobox', { name: /^Question 5:/ });
    await expect(heading).toBeFocused();
    for (let presses = 0; presses < 3; presses += 1) await page.keyboard.press('ArrowDown');
    await expect(heading).toHaveValue('C');

    await shortcut(page, 'N');
    const gap = page.getByRole('textbox', { name: 'Question 6', exact: true });
    await expect(gap).toBeFocused();
    await page.keyboard.type('main auditorium');
    for (const label of ['1', '2–3', '4', '5', '6'])
      await expect(navigatorButton(page, label)).toHaveAccessibleName(/, answered/);
    await expect(page.getByText('All answers saved')).toBeVisible();
  });

  // From here on at a phone's width: the room's phone layout is worked by keyboard too (a
  // keyboard on a phone or a tablet, or a screen reader's keys).
  await step(
    'keyboard alone at a phone width: the section handed in, the next one started',
    async () => {
      await page.setViewportSize(PHONE);
      await tabTo(page, 'Finish section');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Finish Reading?' });
      await expect(dialog).toContainText('Every question is answered.');
      await axe.check(page, 'the exam room finish-section dialog');
      await tabTo(page, 'Finish section');
      await expect(dialog.getByRole('button', { name: 'Finish section' })).toBeFocused();
      await page.keyboard.press('Enter');

      const start = page.getByRole('button', { name: 'Start Grammar and vocabulary' });
      await expect(start).toBeVisible();
      await axe.check(page, "the exam room's next section intro");
      await tabTo(page, 'Start Grammar and vocabulary');
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Grammar and vocabulary' }),
      ).toBeVisible();
    },
  );

  let deadlineAt = '';
  await step('a one-minute section at a phone width: the warning, one answer at once', async () => {
    // Thresholds already behind on arrival give one warning at once.
    await expect(page.getByText('1 minute left in this section.')).toBeVisible();
    await axe.check(page, 'the exam room with a time warning');
    await shortcut(page, 'N');
    await shortcut(page, 'P');
    await expect(page.getByRole('textbox', { name: 'Question 1', exact: true })).toBeFocused();
    await page.keyboard.type('went');
    await shortcut(page, 'N');
    await expect(page.getByRole('textbox', { name: 'Question 2', exact: true })).toBeFocused();
    await expect(page.getByText('All answers saved')).toBeVisible();
    const held = await attemptOnServer();
    deadlineAt = held.attempt.sections.find((s) => s.id === 'grammar')!.deadlineAt!;
  });

  await step(
    'the last answer typed a second before the end; the room says time is up',
    async () => {
      // The server and this browser share the machine's clock. A machine so slow that the steps
      // above ate the minute fails here, plainly, rather than later on a lost keystroke.
      expect(Date.parse(deadlineAt) - Date.now()).toBeGreaterThan(3_000);
      await page.waitForTimeout(Date.parse(deadlineAt) - Date.now() - 1_000);
      await page.keyboard.type('were held');
      const timeUp = page.getByRole('alertdialog', {
        name: 'Time is up for Grammar and vocabulary',
      });
      await expect(timeUp).toBeVisible();
      await expect(timeUp).toContainText('Moving on…');
      // The notice holds focus, so typing stops there rather than in a field no longer taken.
      await expect(timeUp.getByRole('heading')).toBeFocused();
      await expect(page.getByText('1 minute left in this section.')).toBeHidden();
      await screenshotsAtBothWidths(page, testInfo, 'time up');
      await axe.check(page, 'the exam room when time is up');
    },
  );

  await step('the room moves on by itself to the end, with no error', async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your test has been submitted' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Time ran out for Grammar and vocabulary.')).toBeVisible();
    await screenshotsAtBothWidths(page, testInfo, 'the end after time ran out');
    await axe.check(page, 'the exam room end screen');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });

  await step(
    'the server closed it by time, with both answers; the results count them',
    async () => {
      const { attempt } = await attemptOnServer();
      expect(attempt.status).not.toBe('in_progress');
      const [reading, grammar] = attempt.sections;
      expect(reading).toMatchObject({ closedBy: 'candidate', answeredCount: 6 });
      expect(grammar).toMatchObject({ closedBy: 'time', answeredCount: 2 });
      expect(Date.parse(grammar!.closedAt!)).toBe(Date.parse(deadlineAt));

      await page.getByRole('link', { name: 'Go to my tests' }).click();
      await page.getByRole('link', { name: new RegExp(`results of ${TEST_NAME}$`, 'i') }).click();
      const grammarCard = page.getByRole('listitem').filter({ hasText: 'Grammar and vocabulary' });
      await expect(grammarCard).toContainText('2 of 2 marks');
      const readingCard = page.getByRole('listitem').filter({ hasText: 'Reading' });
      await expect(readingCard).toContainText('6 of 6 marks');
    },
  );
});
