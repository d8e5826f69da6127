// Screenshots (and axe) of every exam screen at 1366 and 390 px, against the msw fakes:
// `npx tsx scripts/exam-room/screenshots.ts <out-dir> [form.json] [assets-dir]`.
// Serves the production build (dist/, `npm run build` first) and answers every /api call with
// the SPA's own msw handlers in this process, so no server is needed. With a seeded form file
// (server/exams/forms/<id>.json) and its assets folder the room shows real content.
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { CHROMIUM_PATH, EXAM_ROOM_CHROMIUM_ARGS } from '../chromium';

const PORT = 3311;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const [outDir = '/tmp/exam-shots', formFile, assetsDir] = process.argv.slice(2);
// The handlers build their addresses from the page's origin (src/config/env.ts).
(globalThis as { window?: unknown }).window = { location: { origin: ORIGIN, href: `${ORIGIN}/` } };

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ogg': 'audio/ogg',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

function serveDist() {
  const root = resolve('dist');
  return createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', ORIGIN).pathname);
    let file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory())
      file = join(root, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  }).listen(PORT, '127.0.0.1');
}

async function main() {
  const { getResponse } = await import('msw');
  const { chromium } = await import('playwright-core');
  const { handlers } = await import('../../src/testing/mocks/handlers');
  const { db } = await import('../../src/testing/mocks/db');
  const { buildCompleteUser } = await import('../../src/testing/mocks/fixtures');
  const { examDb } = await import('../../src/testing/mocks/exam/examDb');
  const { describeViolation, seriousViolations } = await import('../../e2e/support/axe');
  if (formFile) {
    const file = JSON.parse(readFileSync(formFile, 'utf8'));
    examDb.form = file.form;
    examDb.key = file.key;
  }
  mkdirSync(outDir, { recursive: true });
  const server = serveDist();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: EXAM_ROOM_CHROMIUM_ARGS,
  });
  const failures: string[] = [];
  const TAB = 'tab-shots-000001';

  async function learnerPage(width: number) {
    const user = buildCompleteUser({ id: crypto.randomUUID() });
    const token = db.signIn(user);
    const context = await browser.newContext({
      viewport: { width, height: width > 600 ? 800 : 844 },
    });
    await context.addInitScript(
      ([t, u, tab]) => {
        localStorage.setItem('token', t!);
        localStorage.setItem('user', u!);
        sessionStorage.setItem('exam-tab-id', tab!);
      },
      [token, JSON.stringify(user), TAB],
    );
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && console.error(`[console] ${m.text()}`));
    await page.route('**/api/**', async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      const audio = /\/audio\/([a-z0-9-]+)\/file$/.exec(url.pathname);
      if (audio && assetsDir && request.method() === 'GET') {
        const stimulus = JSON.stringify(examDb.form).match(
          new RegExp(`"audioId":"${audio[1]}","file":"([^"]+)"`),
        );
        if (stimulus)
          return route.fulfill({ path: join(assetsDir, stimulus[1]!), contentType: 'audio/ogg' });
      }
      const asset = /\/assets\/([^/]+)$/.exec(url.pathname);
      if (asset && assetsDir)
        return route.fulfill({ path: join(assetsDir, asset[1]!), contentType: 'image/svg+xml' });
      const body = request.postDataBuffer();
      const response = await getResponse(
        handlers,
        new Request(request.url(), {
          method: request.method(),
          headers: await request.allHeaders(),
          body: body && request.method() !== 'GET' ? new Uint8Array(body) : undefined,
        }),
      );
      if (!response) return route.fulfill({ status: 404, body: '{"message":"Not found."}' });
      if (response.type === 'error') return route.abort('internetdisconnected');
      return route.fulfill({
        status: response.status,
        headers: Object.fromEntries(response.headers.entries()),
        body: Buffer.from(await response.arrayBuffer()),
      });
    });
    await page.route('**/exam/sound-check.ogg', (route) =>
      assetsDir &&
      existsSync(join(assetsDir, '..', '..', '..', '..', 'public/exam/sound-check.ogg'))
        ? route.fulfill({
            path: join(assetsDir, '..', '..', '..', '..', 'public/exam/sound-check.ogg'),
          })
        : route.fulfill({ status: 404 }),
    );
    return { page, user, context };
  }

  async function shot(page: Page, name: string, width: number, full = true) {
    const file = join(outDir, `${name}-${width}.png`);
    await page.waitForTimeout(400);
    await page.screenshot({ path: file, fullPage: full });
    console.info(`saved ${file}`);
  }
  async function axe(page: Page, name: string) {
    const violations = await seriousViolations(page);
    if (violations.length > 0)
      failures.push(`${name}:\n${violations.map(describeViolation).join('\n')}`);
  }

  type Scenario = (width: number) => Promise<void>;
  const scenarios: Record<string, Scenario> = {
    'tests-tab-empty': async (width) => {
      const { page, context } = await learnerPage(width);
      await page.goto(`${ORIGIN}/user-dash/mytests`);
      await page.getByRole('heading', { name: 'Coming Soon!' }).waitFor();
      await shot(page, 'tests-tab-empty', width);
      await context.close();
    },
    'tests-tab': async (width) => {
      const { page, user, context } = await learnerPage(width);
      const states = [
        'not_started',
        'in_progress',
        'awaiting_evaluation',
        'results_ready',
        'expired',
        'refunded',
      ] as const;
      for (const [i, state] of states.entries()) {
        const e = examDb.addEntitlement(user.id, {
          testSlug: (['ielts-practice', 'english-mastery', 'english-mastery-pro'] as const)[i % 3],
          testName: [
            'IELTS Practice Test',
            'English Mastery Assessment',
            'English Mastery Assessment Pro',
          ][i % 3]!,
          purchasedAt: new Date(Date.now() - (10 - i) * 86_400_000).toISOString(),
          revoked: state === 'refunded',
          ...(state === 'expired' && {
            expiresAt: new Date(Date.now() - 86_400_000).toISOString(),
          }),
          ...(state === 'awaiting_evaluation' && { afterSubmit: 'awaiting_evaluation' }),
          ...(state === 'results_ready' && { afterSubmit: 'results_ready', overall: 7 }),
        });
        if (
          state === 'in_progress' ||
          state === 'awaiting_evaluation' ||
          state === 'results_ready'
        ) {
          const attempt = examDb.start(e, 'exam', TAB);
          if (state !== 'in_progress')
            for (const s of attempt.sections) examDb.closeSection(attempt, s, 'candidate');
        }
      }
      await page.goto(`${ORIGIN}/user-dash/mytests`);
      await page.getByRole('heading', { name: 'My tests' }).waitFor();
      await shot(page, 'tests-tab', width);
      await axe(page, 'tests tab');
      await context.close();
    },
    briefing: async (width) => {
      const { page, user, context } = await learnerPage(width);
      const e = examDb.addEntitlement(user.id, { extraTimePercent: 25 });
      await page.goto(`${ORIGIN}/exam/${e.id}`);
      await page.getByRole('button', { name: 'Start the test' }).waitFor();
      await shot(page, 'briefing', width);
      await axe(page, 'briefing');
      await page.getByRole('button', { name: 'Play the sample' }).click();
      await page.getByRole('button', { name: 'I can hear it' }).click();
      await page.getByRole('heading', { name: 'Sound check' }).scrollIntoViewIfNeeded();
      await shot(page, 'sound-check', width, false);
      await page.getByRole('button', { name: 'Test my microphone' }).click();
      await page.getByRole('meter', { name: 'Microphone level' }).waitFor();
      await page.getByRole('button', { name: /^Record 4 seconds/ }).click();
      await page.getByRole('heading', { name: 'Microphone check' }).scrollIntoViewIfNeeded();
      await shot(page, 'mic-check-recording', width, false);
      await page.getByText('Your sample:').waitFor({ timeout: 10_000 });
      await shot(page, 'mic-check-playback', width, false);
      await axe(page, 'briefing after checks');
      await context.close();
    },
    room: async (width) => {
      const { page, user, context } = await learnerPage(width);
      const e = examDb.addEntitlement(user.id);
      const attempt = examDb.start(e, 'exam', TAB);
      const room = `${ORIGIN}/exam/${e.id}/room`;
      await page.goto(room);
      const firstGap = page.getByRole('textbox', { name: /^Question 1$/ });
      await firstGap.waitFor();
      await page.getByRole('button', { name: /Play the recording/ }).click();
      await firstGap.fill('Sharma');
      await page.waitForTimeout(1500);
      await shot(page, 'listening', width, false);
      await axe(page, 'listening');
      if (width < 600) {
        await page.getByRole('button', { name: /^Q \d/ }).click();
        await page.getByRole('navigation', { name: 'Questions' }).waitFor();
        await shot(page, 'navigator', width, false);
        await page.keyboard.press('Escape');
      }
      // Offline: the network down, an answer kept on this device.
      examDb.offline = true;
      await page.getByRole('textbox', { name: /^Question 2$/ }).fill('Saturday');
      await page.getByText('Offline: answers kept on this device').waitFor();
      await shot(page, 'offline', width, false);
      examDb.offline = false;
      await page.getByText('All answers saved').waitFor({ timeout: 15_000 });
      // The time warning.
      examDb.setTimeLeft(attempt.id, 9 * 60 + 30);
      await page.reload();
      await page.getByText('10 minutes left in this section.').waitFor();
      await shot(page, 'time-warning', width, false);
      await axe(page, 'time warning');
      // Reading with a highlight.
      const listening = attempt.sections[0]!;
      examDb.closeSection(attempt, listening, 'candidate');
      examDb.openSection(attempt, attempt.sections[1]!);
      await page.reload();
      if (width < 600) await page.getByRole('tab', { name: 'Passage' }).click();
      const paragraph = page.locator('article p:has(> span)').first();
      await paragraph.waitFor();
      await paragraph.evaluate((p) => {
        const text = p.firstChild!.firstChild ?? p.firstChild!;
        const range = document.createRange();
        range.setStart(text, 4);
        range.setEnd(text, 40);
        document.getSelection()!.removeAllRanges();
        document.getSelection()!.addRange(range);
      });
      await page.getByRole('button', { name: 'Highlight with note' }).click();
      await page.getByRole('textbox', { name: 'Your note' }).fill('Key date for question 1');
      await page.getByRole('button', { name: 'Save note' }).click();
      await shot(page, 'reading-highlight', width, false);
      await axe(page, 'reading');
      if (width < 600) {
        await page.getByRole('tab', { name: 'Questions' }).click();
        await shot(page, 'reading-questions', width, false);
      }
      // Writing.
      examDb.closeSection(attempt, attempt.sections[1]!, 'candidate');
      examDb.openSection(attempt, attempt.sections[2]!);
      await page.reload();
      const essay = page.getByRole('textbox', { name: /your answer/ });
      await essay.waitFor();
      await essay.fill(
        'The bar chart compares how people in one city travelled to work in two years. Overall, car use fell while cycling rose sharply.',
      );
      await shot(page, 'writing', width, false);
      await axe(page, 'writing');
      // Speaking, recording.
      examDb.closeSection(attempt, attempt.sections[2]!, 'candidate');
      examDb.openSection(attempt, attempt.sections[3]!);
      await page.reload();
      const begin = page.getByRole('button', { name: /Start preparing|Start speaking/ });
      await begin.waitFor();
      await shot(page, 'speaking', width, false);
      await begin.click();
      const now = page.getByRole('button', { name: 'Start speaking now' });
      if (await now.isVisible().catch(() => false)) await now.click();
      await page.getByText(/Recording… 0:0[2-9]/).waitFor({ timeout: 15_000 });
      await shot(page, 'speaking-recording', width, false);
      await axe(page, 'speaking');
      await page.getByRole('button', { name: 'Stop recording' }).click();
      await page.getByText(/Saved/).first().waitFor({ timeout: 15_000 });
      await shot(page, 'speaking-saved', width, false);
      // Takeover.
      attempt.tabId = 'tab-another-device';
      await page
        .getByRole('button', { name: 'Next question' })
        .click()
        .catch(() => undefined);
      await page.reload();
      await page.getByRole('button', { name: 'Use this tab instead' }).waitFor();
      await shot(page, 'takeover', width);
      await axe(page, 'takeover');
      await page.getByRole('button', { name: 'Use this tab instead' }).click();
      // Display settings: high contrast and larger text.
      await page.getByRole('button', { name: 'Display' }).click();
      await page.getByRole('checkbox', { name: 'High contrast' }).check();
      await page.getByRole('checkbox', { name: 'Larger text' }).check();
      await page.keyboard.press('Escape');
      await shot(page, 'high-contrast', width, false);
      await axe(page, 'high contrast');
      await page.evaluate(() => localStorage.removeItem('exam-room-display'));
      // The end.
      examDb.closeSection(attempt, attempt.sections[3]!, 'candidate');
      await page.reload();
      await page.getByRole('heading', { name: 'Your test has been submitted' }).waitFor();
      await shot(page, 'end', width);
      await axe(page, 'end screen');
      // Between sections: an intro.
      await context.close();
    },
    intro: async (width) => {
      const { page, user, context } = await learnerPage(width);
      const e = examDb.addEntitlement(user.id);
      const attempt = examDb.start(e, 'exam', TAB);
      examDb.closeSection(attempt, attempt.sections[0]!, 'candidate');
      await page.goto(`${ORIGIN}/exam/${e.id}/room`);
      await page.getByRole('button', { name: /^Start / }).waitFor();
      await shot(page, 'section-intro', width);
      await axe(page, 'section intro');
      await context.close();
    },
  };

  const only = process.env.ONLY?.split(',');
  for (const [name, run] of Object.entries(scenarios)) {
    if (only && !only.includes(name)) continue;
    for (const width of [1366, 390]) {
      try {
        await run(width);
      } catch (error) {
        failures.push(`${name} at ${width}: ${(error as Error).message.split('\n')[0]}`);
        console.error(
          `FAILED ${name} at ${width}`,
          (error as Error).message.split('\n').slice(0, 4).join('\n'),
        );
      }
    }
  }
  await browser.close();
  server.close();
  if (failures.length > 0) {
    console.error(failures.join('\n\n'));
    process.exitCode = 1;
  } else console.info('every screen: no serious or critical axe violation');
}

void main();
