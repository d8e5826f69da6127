import type { Page } from '@playwright/test';
import {
  addToCartAndCheckOut,
  attemptOnServerFor,
  EXAM_ROOM_BROWSER,
  finishSection,
  navigatorButton,
  openBriefing,
  payAtCheckout,
  putOnSale,
  selectPhrase,
  startIn,
  startSection,
} from '../support/exam';
import { expect, test } from '../support/fixtures';

test.use(EXAM_ROOM_BROWSER);

// Two tests the exam journey does not touch, so both journeys can share a site: the main one is
// taken in exam mode, the Pro one only opened in practice mode.
const MAIN = 'English Mastery Assessment';
const PRACTICE = 'English Mastery Assessment Pro';

/** The room's shortcut keys (Alt+Shift+<key>, listed in its Keys dialog). */
const shortcut = (page: Page, key: string) => page.keyboard.press(`Alt+Shift+${key}`);

/** The name of the focused element, as the navigator's buttons carry it. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

test('in the exam room a learner practises, uses the keyboard, flags, highlights, loses the connection and hears a recording once', async ({
  page,
  // A verified learner with a complete profile, signed in on `page`.
  learner: _learner,
  staff,
  step,
  axe,
}) => {
  // Three sections of one test, a practice start of another and a 30-second network cut.
  test.setTimeout(420_000);

  // What the server holds of the attempt, asked as the room asks.
  const attemptOnServer = attemptOnServerFor(page);

  await step(
    'staff put two English Mastery tests on sale',
    async () => {
      await putOnSale(staff.page, MAIN);
      await putOnSale(staff.page, PRACTICE);
    },
    staff.page,
  );

  await step('the learner buys both in one order', async () => {
    await addToCartAndCheckOut(page, [MAIN, PRACTICE]);
    await payAtCheckout(page);
  });

  await step('practice mode: chosen on the briefing, the clock pauses and resumes', async () => {
    await openBriefing(page, PRACTICE);
    await expect(
      page.getByText(
        'You may pause the clock, replay recordings and read a transcript once a part is answered. Marked the same way.',
      ),
    ).toBeVisible();
    await startIn(page, 'Practice mode');
    await expect(page.getByRole('heading', { level: 1, name: /\(practice\)$/ })).toBeVisible();
    // The clock the learner sees, in seconds left.
    const timer = page.getByRole('timer');
    const secondsShown = async () => {
      const [minutes, seconds] = /(\d+):(\d\d)/.exec((await timer.textContent()) ?? '')!.slice(1);
      return Number(minutes) * 60 + Number(seconds);
    };
    await expect(timer).toContainText(/\d+:\d\d left/);
    const before = await secondsShown();
    const readAt = Date.now();
    await page.getByRole('button', { name: 'Pause' }).click();
    const paused = page.getByRole('dialog', { name: 'The test is paused' });
    await expect(paused).toContainText('Practice mode: the clock has stopped.');
    await axe.check(page, 'the paused practice room');
    await page.waitForTimeout(6_000);
    await paused.getByRole('button', { name: 'Resume' }).click();
    await expect(paused).toBeHidden();
    // The clock goes on from where it stopped (read once it has ticked a few times): of the time
    // since the first reading, the six seconds or more paused were not counted (a second given
    // for the display's rounding at each end).
    await expect(timer).toContainText(/\d+:\d\d left/);
    await page.waitForTimeout(1_500);
    const counted = before - (await secondsShown());
    const passed = (Date.now() - readAt) / 1000;
    expect(counted, `the clock counted ${counted} s of ${passed} s`).toBeGreaterThan(0);
    expect(passed - counted).toBeGreaterThanOrEqual(6 - 2);
  });

  await step('exam mode: the room opens on the grammar section', async () => {
    await openBriefing(page, MAIN);
    await startIn(page, 'Exam mode');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Grammar and vocabulary' }),
    ).toBeVisible();
    await expect(navigatorButton(page, '1')).toHaveAccessibleName(/current$/);
  });

  await step('keyboard only: the shortcuts, a choice, the navigator and a gap fill', async () => {
    await shortcut(page, 'K');
    const keys = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(keys).toContainText('Alt+Shift+Q');
    await axe.check(page, 'the exam room keyboard shortcuts');
    await page.keyboard.press('Escape');
    await expect(keys).toBeHidden();

    await shortcut(page, 'N');
    await expect(navigatorButton(page, '2')).toHaveAccessibleName(/current$/);
    await shortcut(page, 'P');
    await expect(navigatorButton(page, '1')).toHaveAccessibleName(/current$/);
    // Back on question 1, focus is on its first option: Space chooses it.
    const first = page.getByRole('radiogroup', { name: /^Question 1:/ }).getByRole('radio');
    await expect(first.first()).toBeFocused();
    await page.keyboard.press('Space');
    await expect(first.first()).toBeChecked();
    await expect(navigatorButton(page, '1')).toHaveAccessibleName(/^Question 1, answered/);

    // The navigator, then Tab along its buttons to question 17 and Enter.
    await shortcut(page, 'Q');
    await expect.poll(() => focusedLabel(page)).toMatch(/^Question 1, answered/);
    for (let presses = 0; presses < 40; presses += 1) {
      if ((await focusedLabel(page)).startsWith('Question 17,')) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    const gap = page.getByRole('textbox', { name: 'Question 17', exact: true });
    await expect(gap).toBeFocused();
    await page.keyboard.type('were');
    await expect(navigatorButton(page, '17')).toHaveAccessibleName(/^Question 17, answered/);
    await expect(page.getByText('All answers saved')).toBeVisible();
    await shortcut(page, 'N');
    await expect(navigatorButton(page, '18')).toHaveAccessibleName(/current$/);
  });

  await step('a question flagged for review, found again from the navigator', async () => {
    const flag = page.getByRole('button', { name: 'Flag for review' });
    await flag.click();
    await expect(flag).toHaveAttribute('aria-pressed', 'true');
    await expect(navigatorButton(page, '18')).toHaveAccessibleName(
      'Question 18, not answered, flagged for review, current',
    );
    await navigatorButton(page, '2').click();
    await expect(flag).toHaveAttribute('aria-pressed', 'false');
    await navigatorButton(page, '18').click();
    await expect(navigatorButton(page, '18')).toHaveAccessibleName(/flagged for review, current$/);
    await expect(page.getByRole('img', { name: 'Flagged for review' })).toBeVisible();
    await expect(flag).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('All answers saved')).toBeVisible();
  });

  await step('30 seconds offline: two answers kept on the device, then on the server', async () => {
    await page.context().setOffline(true);
    await navigatorButton(page, '3').click();
    await page
      .getByRole('radiogroup', { name: /^Question 3:/ })
      .getByRole('radio')
      .nth(2)
      .check();
    await navigatorButton(page, '19').click();
    await page.getByRole('textbox', { name: 'Question 19', exact: true }).fill('had started');
    await expect(navigatorButton(page, '19')).toHaveAccessibleName(/^Question 19, answered/);
    const status = page.getByRole('status').filter({ hasText: 'Offline' });
    await expect(status).toHaveText('Offline: answers kept on this device');
    await page.waitForTimeout(30_000);
    await expect(status).toHaveText('Offline: answers kept on this device');
    await axe.check(page, 'the exam room offline');
    await page.context().setOffline(false);
    await expect(page.getByText('All answers saved')).toBeVisible({ timeout: 30_000 });

    // The server holds both (read-only view of the attempt, as another device would open it).
    const held = new Map(
      (await attemptOnServer()).open!.answers.map((answer) => [answer.questionId, answer]),
    );
    expect(held.get('g3')?.value).toEqual(['C']);
    expect(held.get('g19')?.value).toBe('had started');
    expect(held.get('g18')?.flagged).toBe(true);
  });

  await step('the grammar handed in, its flag counted', async () => {
    await page.getByRole('button', { name: 'Finish section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finish Grammar and vocabulary?' });
    await expect(dialog).toContainText('1 question is flagged for review.');
    await dialog.getByRole('button', { name: 'Finish section' }).click();
  });

  await step('reading: a passage highlighted with a note, kept across a reload', async () => {
    await startSection(page, /^Start Reading/);
    const passage = page.getByRole('article').filter({ hasText: 'Training and Placement Cell' });
    await expect(passage).toBeVisible();
    await selectPhrase(passage, 'Campus recruitment drive');
    await expect(page.getByText('Text selected')).toBeVisible();
    await page.getByRole('button', { name: 'Highlight with note' }).click();
    const note = page.getByRole('dialog', { name: 'Note' });
    await note.getByRole('textbox', { name: 'Your note' }).fill('Check who may apply');
    await note.getByRole('button', { name: 'Save note' }).click();
    // The passage marks the stretch, its note shown on hover; the list below repeats both.
    const highlight = passage.locator('mark[title="Check who may apply"]');
    await expect(highlight).toHaveText('Campus recruitment drive');
    const notes = page.getByRole('region', { name: 'Your highlights and notes' });
    await expect(notes).toContainText('Note: Check who may apply');
    await expect(page.getByText('All answers saved')).toBeVisible();
    await page.reload();
    await expect(highlight).toHaveText('Campus recruitment drive');
    await expect(notes).toContainText('Campus recruitment drive');
    await expect(notes).toContainText('Note: Check who may apply');
  });

  await step(
    'listening: the recording plays once; a reload continues it, never replays',
    async () => {
      await finishSection(page);
      await startSection(page, /^Start Listening/);
      const recording = page.getByRole('region', { name: 'Recording' });
      await expect(recording).toContainText('The recording plays once (3:39), without pause.');
      await recording.getByRole('button', { name: 'Play the recording' }).click();
      await expect(recording).toContainText(/Playing: 0:0[3-9] of 3:39/, { timeout: 20_000 });
      await page.reload();
      await expect(recording).toContainText(
        'The recording kept its time while the page was away: it continues from where it is now.',
      );
      await expect(recording.getByRole('button', { name: 'Play the recording' })).toHaveCount(0);
      await recording.getByRole('button', { name: 'Continue the recording' }).click();
      // It goes on from where its clock is, not from the start.
      await expect(recording).toContainText(/Playing: 0:(0[4-9]|[1-5]\d) of 3:39/);
    },
  );
});
