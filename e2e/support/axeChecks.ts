import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import { describeViolation, seriousViolations } from './axe';
import { routePattern } from './routePattern';
import { DESKTOP, PHONE } from './viewports';

/**
 * Where the workers note the pages they found free of serious violations, so that each page is
 * checked once per run whichever worker reaches it first (the global setup makes the folder).
 */
export const AXE_CHECKED_DIR_VARIABLE = 'E2E_AXE_CHECKED_DIR';

const checkedHere = new Set<string>();
const markerOf = (dir: string, key: string) =>
  path.join(dir, createHash('sha256').update(key).digest('hex'));

function wasChecked(key: string): boolean {
  const dir = process.env[AXE_CHECKED_DIR_VARIABLE];
  return checkedHere.has(key) || (!!dir && existsSync(markerOf(dir, key)));
}

/** Only a page that passed is noted: a retry checks a failed page again. */
function notePassed(key: string): void {
  checkedHere.add(key);
  const dir = process.env[AXE_CHECKED_DIR_VARIABLE];
  if (dir) writeFileSync(markerOf(dir, key), key);
}

/**
 * Checks the page as it stands with axe-core at the desktop and phone widths, once per route
 * pattern (or named state, such as an open menu) and width in a run, and fails with a readable list
 * of every serious or critical violation. The page gets its own width back.
 */
export async function checkAccessibility(page: Page, state?: string): Promise<void> {
  const pattern = routePattern(page.url());
  const where = state ? `${state} (${pattern})` : pattern;
  const widths = [DESKTOP, PHONE].filter(
    (viewport) => !wasChecked(`${where} at ${viewport.width} px`),
  );
  if (widths.length === 0) return;
  await test.step(
    `axe: ${where} at ${widths.map((viewport) => viewport.width).join(' and ')} px`,
    async () => {
      const original = page.viewportSize();
      let resized = false;
      const failures: string[] = [];
      for (const viewport of widths) {
        if (page.viewportSize()?.width !== viewport.width) {
          await page.setViewportSize(viewport);
          resized = true;
        }
        const violations = await seriousViolations(page);
        if (violations.length === 0) notePassed(`${where} at ${viewport.width} px`);
        else
          failures.push(
            `At ${viewport.width} px:\n${violations.map(describeViolation).join('\n')}`,
          );
      }
      if (resized && original) await page.setViewportSize(original);
      if (failures.length > 0)
        throw new Error(
          `Accessibility violations on ${where} (${page.url()})\n${failures.join('\n')}`,
        );
    },
    { box: true },
  );
}
