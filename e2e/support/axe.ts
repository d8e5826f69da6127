import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

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
export interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/** How long the page must stay still before axe reads it. */
const QUIET_MS = 300;

/**
 * Waits until the page has stopped moving: no finite CSS animation or transition running (a drawer
 * sliding in, a toast fading, the navbar changing colour) for QUIET_MS. Endless ones (a spinner, the
 * shimmer) are ignored. Axe measures colours, and half-faded text would fail its contrast rule.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { axeQuietSince?: number }).axeQuietSince = undefined;
  });
  await page
    .waitForFunction(
      (quietMs) => {
        const state = window as { axeQuietSince?: number };
        const moving = document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getTiming().iterations !== Infinity,
          );
        if (moving) {
          state.axeQuietSince = undefined;
          return false;
        }
        state.axeQuietSince ??= performance.now();
        return performance.now() - state.axeQuietSince >= quietMs;
      },
      QUIET_MS,
      { timeout: 5000, polling: 50 },
    )
    .catch(() => undefined);
}

async function runAxe(page: Page): Promise<AxeViolation[]> {
  await settle(page);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> };
    };
    return (await axe.run(document)).violations;
  });
  return violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
}

const nodeKey = (violation: AxeViolation, node: AxeNode) =>
  `${violation.id} ${node.target.join(' ')}`;

/**
 * Serious and critical violations that are there on two runs in a row: a change that starts while
 * axe reads the page (the navbar turning solid as the page's hero arrives, a toast fading in) is
 * measured half-way on one run only, and is not a fault of the page.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const first = await runAxe(page);
  if (first.length === 0) return [];
  const again = new Set(
    (await runAxe(page)).flatMap((violation) =>
      violation.nodes.map((node) => nodeKey(violation, node)),
    ),
  );
  return first
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter((node) => again.has(nodeKey(violation, node))),
    }))
    .filter((violation) => violation.nodes.length > 0);
}

/** A violation as a readable list of its elements. */
export const describeViolation = (violation: AxeViolation): string =>
  [
    `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
    ...violation.nodes.map(
      (node) =>
        `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}` +
        (node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''),
    ),
  ].join('\n');
