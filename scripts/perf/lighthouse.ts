// `npm run lighthouse`: Lighthouse 12 with Debian's Chromium against the production server (fresh
// embedded database), desktop and mobile presets, for the pages in budgets.json. Prints the four
// category scores with LCP, CLS and total blocking time, writes reports/lighthouse.json, and exits
// non-zero when a score is under its target.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { startSite } from '../../e2e/support/site';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import budgets from './budgets.json';
import { printTable, writeReport } from './reportTable';

type Preset = 'desktop' | 'mobile';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LIGHTHOUSE_CLI = path.resolve(__dirname, '../../node_modules/lighthouse/cli/index.js');

interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      details?: { items?: { items?: { node?: { snippet?: string } }[] }[] };
    }
  >;
}

/** The element Lighthouse found largest on the first screen, as a short HTML snippet. */
function lcpElement(audits: Lhr['audits']): string {
  const snippet =
    audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  return snippet ? snippet.slice(0, 60) : '';
}

/** A core page's mobile LCP, TBT, CLS and performance against their limits, in words. */
function missedTimings(pagePath: string, row: Record<string, number | string>): string[] {
  const limits = budgets.lighthouse.mobileTimings;
  if (!limits.pages.includes(pagePath)) return [];
  const where = `mobile ${pagePath}`;
  const missed: string[] = [];
  if (Number(row.performance) < limits.performance)
    missed.push(`${where}: performance ${row.performance} < ${limits.performance}`);
  if (Number(row['LCP ms']) > limits.maxLcpMs)
    missed.push(`${where}: LCP ${row['LCP ms']} ms > ${limits.maxLcpMs} ms`);
  if (Number(row['TBT ms']) > limits.maxTbtMs)
    missed.push(`${where}: TBT ${row['TBT ms']} ms > ${limits.maxTbtMs} ms`);
  if (Number(row.CLS) > limits.maxCls) missed.push(`${where}: CLS ${row.CLS} > ${limits.maxCls}`);
  return missed;
}

/** Lighthouse's own CLI in plain Node (its page scripts must not pass through a TS loader). */
async function runLighthouseOnce(url: string, preset: Preset, port: number): Promise<Lhr> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    await promisify(execFile)(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        `--port=${port}`,
        '--output=json',
        `--output-path=${output}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--quiet',
        ...(preset === 'desktop' ? ['--preset=desktop'] : []),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(readFileSync(output, 'utf8')) as Lhr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse's trace sometimes comes back without the navigation's start (NO_NAVSTART, a
 * Lighthouse and Chromium hiccup, not the page's): such a run is made again, twice at most.
 */
async function runLighthouse(url: string, preset: Preset, port: number): Promise<Lhr> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(url, preset, port);
    } catch (error) {
      if (attempt >= 3 || !String((error as Error).message).includes('NO_NAVSTART')) throw error;
      console.warn(`${preset} ${url}: no navigation start in the trace, measuring again`);
    }
  }
}

// LIGHTHOUSE_PRESETS=mobile and LIGHTHOUSE_PAGES=/,/courses narrow a run while working on a page.
const presets = (process.env.LIGHTHOUSE_PRESETS?.split(',') ?? ['desktop', 'mobile']) as Preset[];
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? budgets.lighthouse.pages;

async function main() {
  const site = await startSite({ LOG_LEVEL: 'warn' });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  // A server in use has drawn its pages before: each is asked for once first, as a visitor would.
  for (const pagePath of pages)
    await fetch(`${site.url}${pagePath}`, { headers: { accept: 'text/html' } });
  const rows: Record<string, string | number>[] = [];
  const failures: string[] = [];
  try {
    for (const preset of presets) {
      for (const pagePath of pages) {
        const { categories, audits } = await runLighthouse(
          `${site.url}${pagePath}`,
          preset,
          chrome.port,
        );
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const row = {
          preset,
          page: pagePath,
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
          'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          'LCP element': lcpElement(audits),
        };
        rows.push(row);
        const targets = budgets.lighthouse[preset] as Partial<
          Record<(typeof CATEGORIES)[number], number>
        >;
        for (const category of CATEGORIES) {
          if (category === 'seo' && budgets.lighthouse.unlistedPages.includes(pagePath)) continue;
          const target = targets[category];
          if (target !== undefined && row[category] < target) {
            failures.push(`${preset} ${pagePath}: ${category} ${row[category]} < ${target}`);
            const failing = Object.values(audits)
              .filter(
                (audit) =>
                  audit.score !== null &&
                  audit.score < 0.9 &&
                  audit.scoreDisplayMode !== 'informative',
              )
              .map((audit) => `    - ${audit.id}: ${audit.title}`);
            failures.push(...failing.slice(0, 8));
          }
        }
        if (preset === 'mobile') failures.push(...missedTimings(pagePath, row));
        console.info(`${preset} ${pagePath}: done`);
      }
    }
  } finally {
    await chrome.kill();
    await site.stop();
  }
  console.info('');
  printTable(rows);
  const report = writeReport('lighthouse', {
    generatedAt: new Date().toISOString(),
    targets: budgets.lighthouse,
    rows,
    failures,
  });
  console.info(`\nReport: ${report}`);
  if (failures.length > 0) {
    console.error(`\nUnder target:\n${failures.join('\n')}`);
    process.exit(1);
  }
  console.info('\nAll Lighthouse targets met.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
