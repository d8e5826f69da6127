import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { academy } from '../support/academyCli';
import { newLearner, registerAndVerify, signIn } from '../support/accounts';
import { saveBillingDetails } from '../support/billing';
import { expect, test } from '../support/fixtures';
import { pathIs, visit } from '../support/navigation';

// The room asks for the microphone: Chromium's fake device and its automatic permission.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

const TEST_NAME = 'IELTS Practice Test';

async function finishSection(page: Page) {
  await page.getByRole('button', { name: 'Finish section' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finish section' }).click();
}

/** Every band of a marking sheet's criteria (native selects named "<unit>: <criterion>, band"). */
async function bandEvery(page: Page, band: string) {
  const selects = page.getByRole('combobox', { name: /, band$/ });
  await expect(selects.first()).toBeVisible();
  for (let index = 0; index < (await selects.count()); index += 1)
    await selects.nth(index).selectOption(band);
}

/** Claims the first response waiting in the evaluator's queue and marks it at `band`. */
async function markNext(page: Page, band: string, candidateEmail: string): Promise<boolean> {
  await visit(page, '/admin/marking');
  await expect(page.getByRole('heading', { level: 1, name: 'Marking' })).toBeVisible();
  const claim = page.getByRole('button', { name: /^Claim / }).first();
  const empty = page.getByText('Nothing is waiting for you to mark. Well done.');
  await expect(claim.or(empty)).toBeVisible();
  if (await empty.isVisible()) return false;
  await claim.click();
  await expect(page.getByRole('region', { name: 'Rubric' })).toBeVisible();
  // The candidate's email nowhere on the sheet: marking is blind.
  await expect(page.getByText(candidateEmail)).toHaveCount(0);
  await bandEvery(page, band);
  await page.getByRole('button', { name: 'Submit mark' }).click();
  await page
    .getByRole('dialog', { name: 'Submit this mark?' })
    .getByRole('button', { name: /^Submit / })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marking' })).toBeVisible();
  return true;
}

test('staff put a test on sale; a learner buys it, takes it in the exam room, evaluators mark it and the learner reads the results', async ({
  page,
  learner,
  staff,
  step,
  site,
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
    async () => {
      await visit(staff.page, '/admin/tests');
      const card = staff.page.getByRole('region', { name: TEST_NAME });
      await expect(card.getByText('Shown as coming soon')).toBeVisible();
      await card.getByRole('switch', { name: 'On sale' }).click();
      await card.getByRole('button', { name: 'Save' }).click();
      await expect(card.getByText('Selling')).toBeVisible();
    },
    staff.page,
  );

  await step('the learner buys it through the cart with WELCOME10, in Test mode', async () => {
    await visit(page, '/tests');
    const card = page.getByRole('article', { name: TEST_NAME });
    await card.getByRole('button', { name: 'Purchase Test' }).click();
    await expect(page.getByText('Test added to cart.').first()).toBeVisible();
    await card.getByRole('button', { name: 'Go To Cart' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(pathIs('/checkout'));
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(/Coupon WELCOME10 applied/).first()).toBeVisible();
    await saveBillingDetails(page, 'Karnataka');
    await page.getByRole('button', { name: /^Pay Rs\./ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pay successfully' }).click();
    await expect(page.getByText('Payment successful', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/Your tests are ready to take from your dashboard/)).toBeVisible();
  });

  await step('the Tests tab lists it, not started, with Start', async () => {
    await page.getByRole('link', { name: 'Go to my tests' }).first().click();
    await expect(page.getByText('Not started').first()).toBeVisible();
    await page.getByRole('link', { name: `Start ${TEST_NAME}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: TEST_NAME })).toBeVisible();
  });

  await step('the briefing: microphone check, exam mode, start', async () => {
    await page.getByRole('button', { name: 'Test my microphone' }).click();
    await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
    await page.getByRole('radio', { name: /Exam mode/ }).check();
    await page.getByRole('button', { name: 'Start the test' }).click();
    await expect(page).toHaveURL(/\/exam\/[0-9a-f-]{36}\/room$/);
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
    await page.getByRole('button', { name: /^Start .*Reading/ }).click();
    await page
      .getByRole('radiogroup', { name: /^Question 1:/ })
      .getByRole('radio')
      .first()
      .check();
    await expect(page.getByText('All answers saved')).toBeVisible();
  });

  await step('writing: an essay with its word count', async () => {
    await finishSection(page);
    await page.getByRole('button', { name: /^Start .*Writing/ }).click();
    const essay = page.getByRole('textbox', { name: /your answer/i }).first();
    await essay.fill(
      'The chart compares how people in one city travelled to work in two years. Overall, car use fell while cycling rose sharply, and buses kept about the same share.',
    );
    await expect(page.getByText(/\d+ words/).first()).toBeVisible();
    await expect(page.getByText('All answers saved')).toBeVisible();
  });

  await step('speaking: an answer recorded and saved, then the test handed in', async () => {
    await finishSection(page);
    await page.getByRole('button', { name: /^Start .*Speaking/ }).click();
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

  // Two evaluators: a response may also get a blind second mark (far from the objective skills,
  // or at random), which its first evaluator may not give; the same bands agree.
  const evaluators: Page[] = [];
  for (const name of ['Kavya Menon', 'Imran Sheikh']) {
    const account = newLearner(name);
    const evaluator = await (await newContext()).newPage();
    await registerAndVerify(evaluator, site, account);
    expect(await academy(site, 'grant-role', account.email, 'evaluator')).toContain(
      'now has the role evaluator',
    );
    await signIn(evaluator, account);
    evaluators.push(evaluator);
  }
  const [firstEvaluator, secondEvaluator] = evaluators as [Page, Page];

  await step(
    'an evaluator sees only marking, claims the writing and the speaking and marks them',
    async () => {
      await visit(firstEvaluator, '/admin');
      await expect(firstEvaluator).toHaveURL(pathIs('/admin/marking'));
      const nav = firstEvaluator.getByRole('navigation', { name: 'Staff console' });
      await expect(nav.getByRole('link', { name: 'Marking' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Orders' })).toHaveCount(0);
      // The expert sections' tasks are made by a background job after the hand-in.
      await expect(async () => {
        await visit(firstEvaluator, '/admin/marking');
        await expect(firstEvaluator.getByRole('button', { name: /^Claim Writing/ })).toBeVisible({
          timeout: 2_000,
        });
      }).toPass({ timeout: 60_000 });
      expect(await markNext(firstEvaluator, '6.0', learner.email)).toBe(true);
      expect(await markNext(firstEvaluator, '6.0', learner.email)).toBe(true);
    },
    firstEvaluator,
  );

  await step(
    'second marks, if any, agree; the results are released',
    async () => {
      for (
        let round = 0;
        round < 4 && (await markNext(secondEvaluator, '6.0', learner.email));
        round += 1
      );
      await expect(async () => {
        await visit(page, resultsPath);
        await expect(page.getByText('Final').first()).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 90_000 });
    },
    secondEvaluator,
  );

  await step('the final results, the score report and its public verification', async () => {
    await expect(page.getByRole('region', { name: 'Your score report' })).toContainText(
      /Report number VR-/,
    );
    await page.getByRole('link', { name: 'Open the verification page' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Score report verified' }),
    ).toBeVisible();
    await expect(page.getByText(learner.email)).toHaveCount(0);
  });
});
