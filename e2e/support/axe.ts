import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** The widths every page is checked at: a common laptop and a common phone. */
export const DESKTOP = { width: 1366, height: 800 };
export const PHONE = { width: 390, height: 844 };

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
// The site's Content-Security-Policy refuses inline scripts, so a script tag carrying axe would
// be blocked; evaluating the source through the DevTools protocol is not subject to it, and the
// journeys keep the real policy.
const AXE_SOURCE = readFileSync(require.resolve('axe-core'), 'utf8');

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/**
 * Waits until the page has stopped moving: no finite CSS animation or transition still running
 * (a drawer sliding in, a toast fading) and two frames painted. Endless ones (a spinner, the
 * shimmer) are ignored. Axe measures colours, and half-faded text would fail its contrast rule.
 */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  await settle(page);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> };
    };
    return (await axe.run(document)).violations;
  });
  return violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
}

const describe = (violation: AxeViolation): string =>
  [
    `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
    ...violation.nodes.map(
      (node) =>
        `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}` +
        (node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''),
    ),
  ].join('\n');

/**
 * Runs axe-core on the page as it stands, at the desktop width and at the phone width, and throws
 * a readable list of every serious or critical violation. The page is left at the desktop width.
 */
export async function expectNoSeriousA11yViolations(page: Page, where = page.url()): Promise<void> {
  const failures: string[] = [];
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    const violations = await seriousViolations(page);
    if (violations.length > 0)
      failures.push(`At ${viewport.width} px:\n${violations.map(describe).join('\n')}`);
  }
  await page.setViewportSize(DESKTOP);
  if (failures.length > 0)
    throw new Error(`Accessibility violations on ${where}\n${failures.join('\n')}`);
}
