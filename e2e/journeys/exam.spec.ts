import { execFileSync } from 'node:child_process';
import {
  addToCartAndCheckOut,
  claimTask,
  EXAM_ROOM_BROWSER,
  finishSection,
  newMarker,
  openBriefing,
  payAtCheckout,
  putOnSale,
  selectPhrase,
  startIn,
  startSection,
  submitMarkAt,
} from '../support/exam';
import { expect, test } from '../support/fixtures';
import { pathIs, visit } from '../support/navigation';

test.use(EXAM_ROOM_BROWSER);

const TEST_NAME = 'IELTS Practice Test';
const ESSAY =
  'The chart compares how people in one city travelled to work in two years. Overall, car use fell while cycling rose sharply, and buses kept about the same share.';
const NOTE = 'Say by how much cycling rose: give the figures.';

/** The text of a PDF, as poppler's pdftotext reads it. */
const pdfText = (file: string): string =>
  execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });

test('staff put a test on sale; a learner buys it, takes it in the exam room, evaluators mark it and the learner reads the results', async ({
  page,
  learner,
  staff,
  step,
  site,
  outbox,
  newContext,
}) => {
  // Buying, four sections, two evaluators and the release job, on a busy CI machine.
  test.setTimeout(600_000);

  await step('off sale, the Tests tab of a learner without tests says Coming Soon!', async () => {
    await visit(page, '/user-dash/mytests');
    await expect(page.getByText('Coming Soon!')).toBeVisible();
  });

  await step(
    'staff put the IELTS practice test on sale from the console',
    () => putOnSale(staff.page, TEST_NAME),
    staff.page,
  );

  await step('the learner buys it through the cart with WELCOME10, in Test mode', async () => {
    await addToCartAndCheckOut(page, [TEST_NAME]);
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(/Coupon WELCOME10 applied/).first()).toBeVisible();
    await payAtCheckout(page);
  });

  await step('the Tests tab lists it, not started, with Start', async () => {
    await page.getByRole('link', { name: 'Go to my tests' }).first().click();
    await expect(page.getByText('Not started').first()).toBeVisible();
    await openBriefing(page, TEST_NAME);
  });

  await step('the briefing: microphone check, exam mode, start', async () => {
    await page.getByRole('button', { name: 'Test my microphone' }).click();
    await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
    await startIn(page, 'Exam mode');
  });

  await step('listening: answers saved, kept offline and after a reload', async () => {
    const first = page.getByRole('textbox', { name: 'Question 1', exact: true });
    await first.fill('Sharma');
    // A typed answer is taken a moment after the last key (the navigator then marks it answered).
    await expect(page.getByRole('button', { name: /^Question 1, answered/ })).toBeVisible();
    await expect(page.getByText('All answers saved')).toBeVisible();
    await page.context().setOffline(true);
    await page.getByRole('textbox', { name: 'Question 2', exact: true }).fill('Saturday');
    await expect(page.getByRole('button', { name: /^Question 2, answered/ })).toBeVisible();
    await expect(page.getByText(/Offline/).first()).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByText('All answers saved')).toBeVisible({ timeout: 30_000 });
    await page.reload();
    await expect(first).toHaveValue('Sharma');
    await expect(page.getByRole('textbox', { name: 'Question 2', exact: true })).toHaveValue(
      'Saturday',
    );
    await expect(page.getByRole('timer')).toContainText(/\d+:\d\d/);
  });

  await step('reading: an answer, then the section handed in', async () => {
    await finishSection(page);
    await startSection(page, /^Start .*Reading/);
    await page
      .getByRole('radiogroup', { name: /^Question 1:/ })
      .getByRole('radio')
      .first()
      .check();
    await expect(page.getByText('All answers saved')).toBeVisible();
  });

  await step('writing: an essay with its word count', async () => {
    await finishSection(page);
    await startSection(page, /^Start .*Writing/);
    const essay = page.getByRole('textbox', { name: /your answer/i }).first();
    await essay.fill(ESSAY);
    await expect(page.getByText(/\d+ words/).first()).toBeVisible();
    await expect(page.getByText('All answers saved')).toBeVisible();
  });

  await step('speaking: an answer recorded and saved, then the test handed in', async () => {
    await finishSection(page);
    await startSection(page, /^Start .*Speaking/);
    await page
      .getByRole('button', { name: /Start preparing|Start speaking/ })
      .first()
      .click();
    const now = page.getByRole('button', { name: 'Start speaking now' });
    if (await now.isVisible()) await now.click();
    await expect(page.getByText(/Recording… 0:0[2-9]/)).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await expect(page.getByText(/Saved/).first()).toBeVisible({ timeout: 20_000 });
    await finishSection(page);
    await expect(page.getByRole('heading', { name: 'Your test has been submitted' })).toBeVisible();
  });

  let resultsPath = '';
  await step('the Tests tab and the provisional results while experts mark', async () => {
    await page.getByRole('link', { name: 'Go to my tests' }).click();
    await expect(page.getByText(/Submitted|Awaiting evaluation/).first()).toBeVisible();
    await visit(page, '/user-dash/mytests');
    const results = page.getByRole('link', { name: `Provisional results of ${TEST_NAME}` });
    await expect(results).toBeVisible();
    resultsPath = new URL((await results.getAttribute('href'))!, site.url).pathname;
    await results.click();
    await expect(page.getByText('Provisional').first()).toBeVisible();
    await expect(page.getByText(/with our evaluators/).first()).toBeVisible();
  });

  // Every first mark here is two bands or more above the mean of the objective skills (a few
  // listening and reading answers), so each response gets a blind second mark; two marks a band
  // or more apart go to a senior evaluator, whose mark stands.
  const firstEvaluator = await newMarker(newContext, site, 'Kavya Menon', 'evaluator');
  const secondEvaluator = await newMarker(newContext, site, 'Imran Sheikh', 'evaluator');
  const senior = await newMarker(newContext, site, 'Lakshmi Rao', 'senior_evaluator');

  await step(
    'an evaluator sees only marking, notes a passage of the essay and marks the writing and the speaking',
    async () => {
      await visit(firstEvaluator, '/admin');
      await expect(firstEvaluator).toHaveURL(pathIs('/admin/marking'));
      const nav = firstEvaluator.getByRole('navigation', { name: 'Staff console' });
      await expect(nav.getByRole('link', { name: 'Marking' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Orders' })).toHaveCount(0);
      // The expert sections' tasks are made by a background job after the hand-in.
      await claimTask(firstEvaluator, 'Writing', 'First mark', learner.email);
      const addNote = firstEvaluator.getByRole('button', {
        name: 'Add a note on the selected passage',
      });
      await selectPhrase(
        firstEvaluator.getByRole('region').filter({ has: addNote }),
        'cycling rose sharply',
      );
      await addNote.click();
      const dialog = firstEvaluator.getByRole('dialog', { name: /^Note on a passage of / });
      await expect(dialog.getByRole('textbox', { name: 'Passage' })).toHaveValue(
        'cycling rose sharply',
      );
      await dialog.getByRole('textbox', { name: 'Note' }).fill(NOTE);
      await dialog.getByRole('button', { name: 'Add note' }).click();
      await expect(firstEvaluator.getByRole('list', { name: 'Notes' })).toContainText(NOTE);
      await submitMarkAt(firstEvaluator, '6.0');
      await claimTask(firstEvaluator, 'Speaking', 'First mark', learner.email);
      await submitMarkAt(firstEvaluator, '6.0');
    },
    firstEvaluator,
  );

  await step(
    'a second evaluator marks blind: the writing agrees, the speaking is two bands higher',
    async () => {
      await claimTask(secondEvaluator, 'Writing', 'Second mark', learner.email);
      // Blind: the first mark's note is not on the second sheet.
      await expect(secondEvaluator.getByText(NOTE)).toHaveCount(0);
      await submitMarkAt(secondEvaluator, '6.0');
      await claimTask(secondEvaluator, 'Speaking', 'Second mark', learner.email);
      await submitMarkAt(secondEvaluator, '8.0');
    },
    secondEvaluator,
  );

  await step(
    'a senior evaluator reads both speaking marks and decides; the results are released',
    async () => {
      await claimTask(senior, 'Speaking', 'Decision', learner.email);
      const both = senior.getByRole('region', { name: 'The two marks to decide between' });
      await expect(both).toContainText('6.0');
      await expect(both).toContainText('8.0');
      await submitMarkAt(senior, '7.0');
      await expect(async () => {
        await visit(page, resultsPath);
        await expect(page.getByText('Final').first()).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 90_000 });
    },
    senior,
  );

  let reportNumber = '';
  await step(
    "the final results: the senior's speaking band and the note on the essay",
    async () => {
      const speaking = page
        .getByRole('region', { name: 'Band by skill' })
        .getByRole('listitem')
        .filter({ hasText: 'Speaking' });
      await expect(speaking).toContainText('7.0');
      await expect(
        page.getByRole('list', { name: "Your evaluator's notes on this answer" }),
      ).toContainText(`“cycling rose sharply”: ${NOTE}`);
      const report = page.getByRole('region', { name: 'Your score report' });
      await expect(report).toContainText(/Report number VR-/);
      reportNumber = /Report number (VR-[\w-]+)/.exec((await report.textContent()) ?? '')![1]!;
    },
  );

  await step('the score report PDF, the results mail and the public verification', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = test.info().outputPath('score-report.pdf');
    await download.saveAs(file);
    expect(pdfText(file)).toContain(reportNumber);
    await expect(page.getByText(/^Saved as .*\.pdf\.$/)).toBeVisible();

    const mail = await outbox.containing(learner.email, `Your results for ${TEST_NAME} are ready`);
    expect(mail).toContain('See my results');

    await page.getByRole('link', { name: 'Open the verification page' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Score report verified' }),
    ).toBeVisible();
    await expect(page.getByText(reportNumber).first()).toBeVisible();
    await expect(page.getByText(learner.email)).toHaveCount(0);
  });
});
