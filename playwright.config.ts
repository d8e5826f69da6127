import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';
import { DESKTOP } from './e2e/support/viewports';

/**
 * The journeys that wait minutes on real clocks (a course watched to its certificate, exam
 * sections run out), started before the rest: the three longest at once, then the shortest of them
 * on whichever worker is free first, while the others take the short journeys.
 */
const CLOCK_BOUND_FIRST = ['purchase.spec.ts', 'exam.spec.ts', 'examRoom.spec.ts'];
const CLOCK_BOUND_NEXT = ['examClock.spec.ts'];

/**
 * The browser journeys (`npm run test:e2e`, e2e/README.md): Debian's Chromium against the production
 * server. The global setup builds the SPA and starts the one server the journeys share; a journey
 * that needs other settings starts its own (`siteSettings`, e2e/support/fixtures.ts).
 */
export default defineConfig({
  testDir: 'e2e/journeys',
  testMatch: '*.spec.ts',
  outputDir: 'e2e/artifacts/results',
  globalSetup: './e2e/support/globalSetup.ts',
  // Each journey is one long test of many steps, its learners made through the pages; the longest
  // takes a few minutes, much of it waiting on real clocks (a lesson's watch time, an exam
  // section's minute), so CI, which runs them on a machine of their own, runs three at once (with
  // four, the exam journeys slowed each other and the stage took no less).
  timeout: 300_000,
  // A busy CI machine answers more slowly than a laptop; a journey waits as a patient person would.
  expect: { timeout: 15_000 },
  workers: process.env.CI ? 3 : 2,
  forbidOnly: !!process.env.CI,
  // A journey that passes only on its retry is reported as flaky, not as passed.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'e2e/artifacts/report' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: DESKTOP,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
  },
  // Workers take journeys in the order of these projects, so every worker ends at about the same
  // time (the slowest worker's journeys are the stage's time).
  projects: [
    { name: 'clock-bound', testMatch: CLOCK_BOUND_FIRST },
    { name: 'clock-bound-next', testMatch: CLOCK_BOUND_NEXT },
    { name: 'journeys', testIgnore: [...CLOCK_BOUND_FIRST, ...CLOCK_BOUND_NEXT] },
  ],
});
