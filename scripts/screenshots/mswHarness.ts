// Screens drawn by the built SPA (dist/) in Chromium with its API answered by the msw fakes of the
// tests (src/testing/mocks), in this process: no server or database is needed. Each shot signs in
// as a role, arranges the fakes, opens an address, optionally acts, then saves a full-page picture
// at 1366 and 390 px and runs axe (serious and critical) at both widths.
//
//   npx webpack --mode development        (or production), then
//   npx tsx scripts/screenshots/mswHarness.ts <out-dir> [shot ...]
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { getResponse } from 'msw';
import type { Page, Route } from 'playwright-core';
import { describeViolation, seriousViolations } from '../../e2e/support/axe';
import { apiBaseUrl } from '../../src/config/env';
import { handlers } from '../../src/testing/mocks/handlers';
import { launchChromium } from '../chromium';
import { SHOTS, type Shot } from './markingShots';
import { serveDist } from './serveDist';

const AUDIO = path.resolve(__dirname, '../../server/exams/forms/ielts-practice-a');
const WIDTHS = [1366, 390];

/** A spoken answer's signed address: one of the form's recorded prompts stands in for it. */
const recording = (questionId: string) => {
  const file = questionId.startsWith('s2')
    ? 'speaking-s2-cue-card.ogg'
    : `speaking-${questionId}.ogg`;
  try {
    return readFileSync(path.join(AUDIO, file));
  } catch {
    return readFileSync(path.join(AUDIO, 'speaking-s1-q1.ogg'));
  }
};

/** The browser's API calls, answered by the fakes as the tests' msw server answers them. */
async function answer(route: Route, origin: string): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  const media = /\/api\/media\/recordings\/([^/?]+)/.exec(url.pathname);
  if (media)
    return route.fulfill({ status: 200, contentType: 'audio/ogg', body: recording(media[1]!) });
  if (
    !url.pathname.startsWith('/api/') ||
    (url.origin !== origin && !url.hostname.endsWith('.invalid'))
  )
    return route.continue();
  const body = request.postDataBuffer();
  const fake = new Request(`${apiBaseUrl}${url.pathname.slice(4)}${url.search}`, {
    method: request.method(),
    headers: await request.allHeaders(),
    body: body && request.method() !== 'GET' ? new Uint8Array(body) : undefined,
  });
  const response = await getResponse(handlers, fake);
  if (!response)
    return route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: '{"message":"No fake."}',
    });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  await route.fulfill({
    status: response.status,
    headers,
    body: Buffer.from(await response.arrayBuffer()),
  });
}

async function take(shot: Shot, page: Page, origin: string, out: string): Promise<string[]> {
  const session = shot.arrange();
  await page.addInitScript(
    ({ token, user }) => {
      if (!token) return;
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session?.token ?? null, user: session?.user ?? null },
  );
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await page.goto(`${origin}${shot.path}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    await shot.act?.(page, width);
    // A full-page picture of a scrolled page draws the fixed navbar half-way down: start at the top.
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(400);
    const file = path.join(out, `${shot.name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.info(`saved ${file}`);
    const violations = await seriousViolations(page);
    if (violations.length > 0)
      problems.push(
        `${shot.name} at ${width} px:\n${violations.map(describeViolation).join('\n')}`,
      );
  }
  return problems;
}

async function main() {
  const [out = '/tmp/shots', ...only] = process.argv.slice(2);
  await mkdir(out, { recursive: true });
  const { server, origin } = await serveDist();
  const browser = await launchChromium();
  const problems: string[] = [];
  try {
    for (const shot of SHOTS.filter((entry) => only.length === 0 || only.includes(entry.name))) {
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`${shot.name}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${shot.name} console: ${message.text()}`);
      });
      await page.route('**/*', (route) => answer(route, origin));
      problems.push(...(await take(shot, page, origin, out)));
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
}

void main();
