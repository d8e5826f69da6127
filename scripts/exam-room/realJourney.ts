// A learner takes a test on the real server, in Chromium, with screenshots and axe at each step:
// `npx tsx scripts/exam-room/realJourney.ts <out-dir>` against a running site (SITE, default
// http://localhost:3300, the site address the server names) on PostgreSQL (DATABASE_URL, the same database as the site).
// Tests are not on sale after the seed, so the script gives the learner a paid test directly in
// the database (as the server's tests do) and imports the committed forms first.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { TESTS } from '../../src/features/tests/data/tests';
import { CHROMIUM_PATH, EXAM_ROOM_CHROMIUM_ARGS } from '../chromium';

const SITE = process.env.SITE ?? 'http://localhost:3300';
const DATABASE_URL = process.env.DATABASE_URL;
const WIDTHS = (process.env.WIDTHS ?? '1366,390').split(',').map(Number);
const [outDir = '/tmp/exam-real'] = process.argv.slice(2);
const PASSWORD = 'Str0ng-pass-phrase';
/** The page in use, shown in failure.png when a step fails. */
let lastPage: Page | undefined;

async function database(): Promise<Client> {
  if (!DATABASE_URL) throw new Error('Set DATABASE_URL to the site database.');
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  return client;
}

/** The three tests' records (as the catalogue seeds them) and their committed forms. */
async function ensureTests(db: Client) {
  for (const [position, test] of TESTS.entries())
    await db.query(
      `INSERT INTO test_products (slug, name, brief, details, duration_minutes, price, image, position)
       VALUES ($1, $2, $3, $4::jsonb, 150, $5, $6, $7) ON CONFLICT (slug) DO NOTHING`,
      [
        test.id,
        test.name,
        test.brief,
        JSON.stringify(test.details),
        test.price,
        test.image,
        position,
      ],
    );
  const forms = await db.query('SELECT 1 FROM test_forms');
  if (forms.rowCount === 0)
    for (const form of ['ielts-practice-a', 'english-mastery-a', 'english-mastery-pro-a'])
      execFileSync(
        'npx',
        ['tsx', 'server/src/cli/academy.ts', 'import-form', `server/exams/forms/${form}.json`],
        {
          stdio: 'inherit',
        },
      );
}

/** A verified learner with a complete profile; with a paid IELTS practice test unless `none`. */
async function learner(db: Client, name: string, withTest: boolean) {
  const email = `exam-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await fetch(`${SITE}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: PASSWORD, dob: '1998-04-12' }),
  });
  if (!response.ok) throw new Error(`register: ${response.status} ${await response.text()}`);
  const user = await db.query<{ id: string }>(
    `UPDATE users SET email_verified_at = now(), is_profile_complete = true,
       education_status = 'Working', profession = 'Engineer', organization = 'Acme'
     WHERE email = $1 RETURNING id`,
    [email],
  );
  const userId = user.rows[0]!.id;
  let entitlementId: string | null = null;
  if (withTest) {
    const order = await db.query<{ id: string }>(
      `INSERT INTO orders (user_id, status, subtotal, total_price, cart_fingerprint, created_at, paid_at)
       VALUES ($1, 'paid', 499, 499, 'exam-journey', now(), now()) RETURNING id`,
      [userId],
    );
    const entitlement = await db.query<{ id: string }>(
      `INSERT INTO test_entitlements (user_id, test_id, order_id, price, expires_at)
       SELECT $1, id, $2, 499, now() + interval '180 days' FROM test_products WHERE slug = 'ielts-practice'
       RETURNING id`,
      [userId, order.rows[0]!.id],
    );
    entitlementId = entitlement.rows[0]!.id;
  }
  return { email, userId, entitlementId };
}

async function main() {
  const { chromium } = await import('playwright-core');
  const { describeViolation, seriousViolations } = await import('../../e2e/support/axe');
  mkdirSync(outDir, { recursive: true });
  const db = await database();
  await ensureTests(db);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: EXAM_ROOM_CHROMIUM_ARGS,
  });
  const failures: string[] = [];

  async function shot(page: Page, name: string, width: number, full = false) {
    await page.waitForTimeout(300);
    const file = join(outDir, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: full });
    console.info(`saved ${file}`);
  }
  async function axe(page: Page, name: string, width: number) {
    const violations = await seriousViolations(page as never);
    if (violations.length > 0)
      failures.push(`${name} at ${width}:\n${violations.map(describeViolation).join('\n')}`);
  }
  /** Opens a page and waits until the app has taken it over (the server draws it first). */
  async function visit(page: Page, path: string) {
    await page.goto(`${SITE}${path}`);
    await page.waitForFunction(() => {
      const first = document.getElementById('root')?.firstElementChild;
      return !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
    });
  }
  async function signIn(page: Page, email: string) {
    await visit(page, '/signin');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login Successfull', { exact: true }).first().waitFor();
    await page.waitForURL(`${SITE}/`);
    await page.waitForLoadState('networkidle');
  }

  for (const width of WIDTHS) {
    const viewport = { width, height: width > 600 ? 800 : 844 };
    // A learner with no tests: the specification's 'Coming Soon!'.
    {
      const none = await learner(db, 'Ravi Kumar', false);
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      lastPage = page;
      await signIn(page, none.email);
      await visit(page, '/user-dash/mytests');
      await page.getByText('Coming Soon!').waitFor();
      await shot(page, 'real-tests-tab-empty', width, true);
      await axe(page, 'tests tab (none)', width);
      await context.close();
    }

    const candidate = await learner(db, 'Asha Verma', true);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    lastPage = page;
    page.on('console', (m) => m.type() === 'error' && console.error(`[console] ${m.text()}`));
    await signIn(page, candidate.email);

    // The Tests tab: the bought test, not started.
    await visit(page, '/user-dash/mytests');
    const start = page.getByRole('link', { name: 'Start IELTS Practice Test' });
    await start.waitFor();
    await shot(page, 'real-tests-tab', width, true);
    await axe(page, 'tests tab', width);

    // The briefing, the checks, the mode and Start.
    await start.click();
    await page.getByRole('heading', { name: 'IELTS Practice Test', level: 1 }).waitFor();
    await shot(page, 'real-briefing', width, true);
    await axe(page, 'briefing', width);
    await page.getByRole('button', { name: 'Test my microphone' }).click();
    await page.getByRole('meter', { name: 'Microphone level' }).waitFor();
    await page.getByRole('radio', { name: /Exam mode/ }).check();
    await page.getByRole('button', { name: 'Start the test' }).click();

    // Listening: the recording plays once; answers saved as given; flag; offline kept.
    await page.waitForURL(/\/room$/);
    const q1 = page.getByRole('textbox', { name: 'Question 1', exact: true });
    await q1.waitFor();
    const play = page.getByRole('button', { name: /Play the recording/ });
    if (await play.isVisible().catch(() => false)) await play.click();
    await q1.fill('Sharma');
    await page.getByRole('button', { name: /^Flag/ }).click();
    await page.getByText('All answers saved').waitFor({ timeout: 15_000 });
    await shot(page, 'real-listening', width);
    await axe(page, 'listening', width);

    await context.setOffline(true);
    await page.getByRole('textbox', { name: 'Question 2', exact: true }).fill('Saturday');
    await page
      .getByText(/Offline/)
      .first()
      .waitFor({ timeout: 15_000 });
    await shot(page, 'real-offline', width);
    await context.setOffline(false);
    await page.getByText('All answers saved').waitFor({ timeout: 30_000 });

    // A reload resumes: the answers and the same time left.
    const timerBefore = await page.getByRole('timer').textContent();
    await page.reload();
    await q1.waitFor();
    if ((await q1.inputValue()) !== 'Sharma') failures.push(`${width}: Question 1 lost on reload`);
    console.info(
      `timer before reload ${timerBefore}, after ${await page.getByRole('timer').textContent()}`,
    );

    // Hand in listening; the reading section's intro, then reading with a passage.
    async function finishSection() {
      await page.getByRole('button', { name: 'Finish section' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Finish section' }).click();
    }
    await finishSection();
    const startReading = page.getByRole('button', {
      name: /^Start Academic Reading|^Start Reading/,
    });
    await startReading.waitFor();
    await shot(page, 'real-section-intro', width, true);
    await axe(page, 'section intro', width);
    await startReading.click();
    if (width < 600) await page.getByRole('tab', { name: 'Passage' }).click();
    // A paragraph of the passage (its text in runs of spans), not the subtitle or the tool tip.
    const paragraph = page.locator('article p:has(> span)').first();
    await paragraph.waitFor();
    // Select a few words of the passage, then highlight them with a note.
    await paragraph.evaluate((p) => {
      const text = p.firstChild!.firstChild ?? p.firstChild!;
      const range = document.createRange();
      range.setStart(text, 4);
      range.setEnd(text, 40);
      document.getSelection()!.removeAllRanges();
      document.getSelection()!.addRange(range);
    });
    await page.getByRole('button', { name: 'Highlight with note' }).click();
    await page.getByRole('textbox', { name: 'Your note' }).fill('Where the water comes from');
    await page.getByRole('button', { name: 'Save note' }).click();
    await page.getByText('All answers saved').waitFor({ timeout: 15_000 });
    await shot(page, 'real-reading', width);
    await axe(page, 'reading', width);
    if (width < 600) await page.getByRole('tab', { name: 'Questions' }).click();
    await page
      .getByRole('radiogroup', { name: /^Question 1:/ })
      .getByRole('radio', { name: 'FALSE' })
      .check();
    await page.getByText('All answers saved').waitFor({ timeout: 15_000 });
    if (width < 600) await shot(page, 'real-reading-questions', width);
    await finishSection();

    // Writing: Task 1 with its chart, an essay with its word count.
    await page.getByRole('button', { name: /^Start .*Writing/ }).click();
    const essay = page.getByRole('textbox', { name: /your answer/i }).first();
    await essay.waitFor();
    await essay.fill(
      'The chart compares how people in one city travelled to work in two years. Overall, car use fell while cycling rose sharply.',
    );
    await page.getByText('All answers saved').waitFor({ timeout: 15_000 });
    await shot(page, 'real-writing', width);
    await axe(page, 'writing', width);

    // The server's clock: the section's time nearly up (moved in the database), a reload shows the
    // warning; then the server closes the section and the room moves on to the next one's intro.
    await db.query(
      `UPDATE exam_attempt_sections s SET deadline_at = now() + interval '25 seconds'
       FROM exam_attempts a WHERE a.id = s.attempt_id AND a.entitlement_id = $1 AND s.status = 'open'`,
      [candidate.entitlementId],
    );
    await page.reload();
    await page
      .getByText(/minutes? left in this section/)
      .first()
      .waitFor({ timeout: 20_000 });
    await shot(page, 'real-time-warning', width);
    await axe(page, 'time warning', width);
    await page.getByText(/^Time is up for/).waitFor({ timeout: 60_000 });
    await shot(page, 'real-time-up', width);

    // Speaking: prepare, record, stop, uploaded.
    await page.getByRole('button', { name: /^Start .*Speaking/ }).click();
    const begin = page.getByRole('button', { name: /Start preparing|Start speaking/ }).first();
    await begin.waitFor();
    await shot(page, 'real-speaking', width);
    await begin.click();
    const now = page.getByRole('button', { name: 'Start speaking now' });
    if (await now.isVisible().catch(() => false)) await now.click();
    await page.getByText(/Recording… 0:0[3-9]/).waitFor({ timeout: 20_000 });
    await shot(page, 'real-speaking-recording', width);
    await axe(page, 'speaking', width);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await page.getByText(/Saved/).first().waitFor({ timeout: 20_000 });
    await shot(page, 'real-speaking-saved', width);

    // Hand in the whole test.
    await finishSection();
    await page
      .getByRole('heading', { name: 'Your test has been submitted' })
      .waitFor({ timeout: 20_000 });
    await shot(page, 'real-end', width, true);
    await axe(page, 'end screen', width);

    // What the server holds.
    const saved = await db.query<{ question_id: string; value: unknown; flagged: boolean }>(
      `SELECT question_id, value, flagged FROM exam_answers a JOIN exam_attempts t ON t.id = a.attempt_id
       WHERE t.entitlement_id = $1 ORDER BY question_id`,
      [candidate.entitlementId],
    );
    console.info(`answers on the server at ${width}:`, JSON.stringify(saved.rows).slice(0, 600));
    await visit(page, '/user-dash/mytests');
    await page
      .getByText(/Submitted|Awaiting evaluation/)
      .first()
      .waitFor();
    await shot(page, 'real-tests-tab-after', width, true);
    await axe(page, 'tests tab (handed in)', width);
    await context.close();
  }
  await browser.close();
  await db.end();
  if (failures.length > 0) {
    console.error(failures.join('\n\n'));
    process.exitCode = 1;
  } else console.info('journey done: no serious or critical axe violation');
}

main().catch(async (error: unknown) => {
  console.error(error);
  await lastPage?.screenshot({ path: join(outDir, 'failure.png') }).catch(() => undefined);
  process.exit(1);
});
