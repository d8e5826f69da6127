// The marking and results screens against the real server: the app of the server tests (a fresh
// embedded database, the real routes, hosting and job queue) listens on a port and serves the
// built SPA, in this process. A handed-in IELTS attempt is arranged as the marking tests do; then, in Chromium, an
// evaluator claims and marks the writing (a note on a passage) and the speaking, the release job
// runs, and the learner reads the results and opens the verification page. Each screen is saved at
// 1366 and 390 px and checked with axe (serious and critical).
//
//   npx webpack --mode development, then
//   npx tsx scripts/screenshots/realServerJourney.ts <out-dir>
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describeViolation, seriousViolations } from '../../e2e/support/axe';
import { ESSAY_TASK_1 } from '../../server/test/helpers/examAttempts';
import { ieltsPlan, markingWorld, readyForMarking } from '../../server/test/helpers/marking';
import { PASSWORD, type SignedIn } from '../../server/test/helpers/users';
import { launchChromium } from '../chromium';

const AUDIO = path.resolve(__dirname, '../../server/exams/forms/ielts-practice-a');
const WIDTHS = [1366, 390];
/** The real app listens here and serves the built SPA (dist/) as in production. */
const PORT = Number(process.env.JOURNEY_PORT ?? 43117);
const SITE = `http://localhost:${PORT}`;
const problems: string[] = [];
/** Where the real app serves the built SPA. */
let siteOrigin = '';
/** The page last opened: pictured when a step fails. */
let current: Page | null = null;

/** A browser of its own for `who`, signed in through the sign-in page (none: a visitor). */
async function openAs(browser: Browser, who: SignedIn | null) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  current = page;
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (process.env.DEBUG_SESSION && response.url().includes('/api/auth'))
      console.info(response.status(), response.url(), response.headers()['set-cookie']);
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  if (who) {
    // Signed in as a person does: the sign-in form, then the session's refresh cookie.
    await page.goto(`${siteOrigin}/signin`);
    await page.getByRole('textbox', { name: 'Email' }).fill(who.user.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((address) => !address.pathname.startsWith('/signin'));
    // The session is kept in the browser's storage a moment after sign-in; a reload before that
    // would start signed out.
    await page.getByText('Log out').first().waitFor();
    await page.waitForTimeout(1500);
    if (process.env.DEBUG_SESSION) console.info(JSON.stringify(await context.cookies()));
  }
  return { page, close: () => context.close() };
}

/** Both widths of the screen now shown, each checked with axe; the page is left at 1366 px. */
async function shoot(page: Page, out: string, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true });
    const violations = await seriousViolations(page);
    if (violations.length > 0)
      problems.push(`${name} at ${width} px:\n${violations.map(describeViolation).join('\n')}`);
  }
  await page.setViewportSize({ width: 1366, height: 800 });
  console.info(`saved ${name}`);
}

async function bandEvery(page: Page, unitTitle: string, band: string) {
  const selects = page.getByRole('combobox', { name: new RegExp(`^${unitTitle}: .*, band$`) });
  for (let index = 0; index < (await selects.count()); index += 1)
    await selects.nth(index).selectOption(band);
}

async function submitMark(page: Page) {
  await page.getByRole('button', { name: 'Submit mark' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit this mark?' });
  await dialog.getByRole('button', { name: /^Submit / }).click();
  await page.getByRole('heading', { level: 1, name: 'Marking' }).waitFor();
}

async function main() {
  const out = process.argv[2] ?? '/tmp/real-shots';
  await mkdir(out, { recursive: true });
  // No random second mark: one evaluator's marks settle the results.
  const world = await markingWorld({
    marking: { secondMarkShare: 0 },
    siteUrl: SITE,
    siteOrigin: SITE,
    spaDir: path.resolve(__dirname, '../../dist'),
  });
  const ogg = (name: string) => readFileSync(path.join(AUDIO, name));
  const attempt = await readyForMarking(
    world,
    ieltsPlan(world, {
      recordings: {
        's1-q1': { body: ogg('speaking-s1-q1.ogg'), durationSeconds: 6 },
        's2-cue-card': { body: ogg('speaking-s2-cue-card.ogg'), durationSeconds: 20 },
      },
    }),
  );
  const { attemptId } = attempt;
  // The dashboard (where results live) opens for a complete profile, as a buyer's is.
  await world.t.db.query(
    `UPDATE users SET profession = 'Student', is_profile_complete = true WHERE id = $1`,
    [world.learner.user.id],
  );
  await world.t.app.listen({ port: PORT, host: '127.0.0.1' });
  const origin = SITE;
  siteOrigin = origin;
  const browser = await launchChromium();
  try {
    // 1. The learner, while marking goes on: the provisional results.
    const learner = await openAs(browser, world.learner);
    await learner.page.goto(`${origin}/user-dash/mytests/${attemptId}/results`);
    await learner.page.getByText(/with our evaluators — results within 48 hours/).waitFor();
    await shoot(learner.page, out, 'real-results-provisional');
    await learner.close();

    // 2. An evaluator claims the writing from the queue and marks it, with a note on a passage.
    const evaluator = await openAs(browser, world.first);
    const { page } = evaluator;
    await page.goto(`${origin}/admin/marking`);
    await page.getByRole('heading', { level: 1, name: 'Marking' }).waitFor();
    await shoot(page, out, 'real-marking-queue');
    await page.getByRole('button', { name: /^Claim Writing of / }).click();
    await page.getByRole('region', { name: 'Rubric' }).waitFor();
    const essay = page.getByRole('region', { name: 'Writing Task 1' }).first();
    await essay.getByRole('button', { name: 'Add a note on the selected passage' }).click();
    const note = page.getByRole('dialog', { name: 'Note on a passage of Writing Task 1' });
    const passage = ESSAY_TASK_1.split(/[.!?]/)[0]!.split(' ').slice(0, 6).join(' ');
    await note.getByRole('textbox', { name: 'Passage' }).fill(passage);
    await note
      .getByRole('textbox', { name: 'Note' })
      .fill('A clear opening that paraphrases the task.');
    await note.getByRole('button', { name: 'Add note' }).click();
    await essay.locator('mark').first().waitFor();
    await bandEvery(page, 'Writing Task 1', '6.0');
    await bandEvery(page, 'Writing Task 2', '7.0');
    await page.getByRole('status').filter({ hasText: 'Writing score: 6.5' }).waitFor();
    await page
      .getByText(/^Draft saved at/)
      .waitFor({ timeout: 20_000 })
      .catch(() => undefined);
    await shoot(page, out, 'real-marking-writing');
    await submitMark(page);

    // 3. The same evaluator marks the speaking (the waveform drawn from the recording).
    await page.getByRole('button', { name: /^Claim Speaking of / }).click();
    await page.getByRole('region', { name: 'Rubric' }).waitFor();
    await page
      .getByText('Drawing the waveform…')
      .waitFor({ state: 'detached', timeout: 15_000 })
      .catch(() => undefined);
    await bandEvery(page, '.*', '6.5');
    await shoot(page, out, 'real-marking-speaking');
    await submitMark(page);
    await evaluator.close();

    // 4. The release job runs; the learner reads the final results and opens the report.
    await world.t.app.jobs.runDue();
    await world.t.app.jobs.runDue();
    const mails = world.t.mail.sent.map((mail) => mail.subject);
    console.info(`mails: ${JSON.stringify(mails)}`);
    const final = await openAs(browser, world.learner);
    await final.page.goto(`${origin}/user-dash/mytests/${attemptId}/results`);
    await final.page.getByRole('region', { name: 'Your score report' }).waitFor();
    await shoot(final.page, out, 'real-results-final');
    await final.page.getByRole('link', { name: 'Open the verification page' }).click();
    await final.page.getByRole('heading', { level: 1, name: 'Score report verified' }).waitFor();
    await shoot(final.page, out, 'real-verification');
    await final.close();

    // 5. An admin's overview.
    const admin = await openAs(browser, world.admin);
    await admin.page.goto(`${origin}/admin/marking/overview`);
    await admin.page.getByRole('heading', { level: 1, name: 'Marking overview' }).waitFor();
    await shoot(admin.page, out, 'real-marking-overview');
    await admin.close();
  } catch (error) {
    await current
      ?.screenshot({ path: path.join(out, 'failed.png'), fullPage: true })
      .catch(() => undefined);
    throw error;
  } finally {
    await browser.close();
    await world.t.close();
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
}

void main().catch(async (error: unknown) => {
  console.error(problems.join('\n'));
  console.error(error);
  process.exitCode = 1;
});
