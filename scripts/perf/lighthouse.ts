// `npm run lighthouse`: Lighthouse 12 with Debian's Chromium against the production server (fresh
// embedded database), desktop and mobile presets, for the pages in budgets.json. Every run prints
// the host's benchmark index; each mobile page is measured with Lighthouse's constant 4x CPU
// slowdown and again with the slowdown calibrated to that index (cpuCalibration.ts), side by side.
// Prints the four category scores with LCP, CLS and total blocking time, writes
// reports/lighthouse.json (and each run's own report under reports/lighthouse/), and exits non-zero
// when a score is under its target. A landing page over its mobile limits is measured once more
// (a busy machine's noise), and the retry is reported. CI runs it on the landing pages, mobile,
// with LIGHTHOUSE_CALIBRATED=report (below).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { startSite } from '../../e2e/support/site';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import budgets from './budgets.json';
import { calibratedCpuSlowdown, DEFAULT_MOBILE_CPU_SLOWDOWN } from './cpuCalibration';
import { runLighthouse, type Preset } from './lighthouseRun';
import { printTable, REPORTS_DIR, writeReport } from './reportTable';

/** A mobile run with Lighthouse's own 4x slowdown, or with the one calibrated to the host. */
type Throttling = 'desktop' | 'mobile 4x' | 'mobile calibrated';
type Row = Record<string, string | number>;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Lhr {
  environment: { benchmarkIndex: number };
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

/**
 * A landing page's mobile figures against their limits, in words: performance, LCP, TBT and CLS,
 * TBT against the looser limit with the constant 4x (a faster phone than the calibrated one).
 */
function missedTimings(pagePath: string, row: Row): string[] {
  const limits = budgets.lighthouse.mobileTimings;
  if (!limits.pages.includes(pagePath)) return [];
  const where = `${row.run} ${pagePath}`;
  const missed: string[] = [];
  const maxTbtMs = row.run === 'mobile 4x' ? limits.maxTbtMsUncalibrated : limits.maxTbtMs;
  if (Number(row.performance) < limits.performance)
    missed.push(`${where}: performance ${row.performance} < ${limits.performance}`);
  if (Number(row['LCP ms']) > limits.maxLcpMs)
    missed.push(`${where}: LCP ${row['LCP ms']} ms > ${limits.maxLcpMs} ms`);
  if (Number(row['TBT ms']) > maxTbtMs)
    missed.push(`${where}: TBT ${row['TBT ms']} ms > ${maxTbtMs} ms`);
  if (Number(row.CLS) > limits.maxCls) missed.push(`${where}: CLS ${row.CLS} > ${limits.maxCls}`);
  return missed;
}

// LIGHTHOUSE_PRESETS=mobile and LIGHTHOUSE_PAGES=/,/courses narrow a run while working on a page.
// LIGHTHOUSE_CALIBRATED=report (CI) still measures and prints the calibrated mobile run and what it
// misses, but only the constant 4x run's figures and scores decide the exit code: with the site's
// cross-origin opener policy the calibrated limits are missed in most runs on a 2-core machine,
// before the first paint (docs/performance.md, "The opener policy's process swap").
const calibratedGates = process.env.LIGHTHOUSE_CALIBRATED !== 'report';
const presets = (process.env.LIGHTHOUSE_PRESETS?.split(',') ?? ['desktop', 'mobile']) as Preset[];
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? budgets.lighthouse.pages;
const RUNS_DIR = path.join(REPORTS_DIR, 'lighthouse');

/** One Lighthouse run as a table row; its full report is kept under reports/lighthouse/. */
async function measure(
  siteUrl: string,
  pagePath: string,
  run: Throttling,
  port: number,
  cpuSlowdown?: number,
): Promise<{ row: Row; lhr: Lhr }> {
  const started = Date.now();
  const { report: lhr } = await runLighthouse<Lhr>(`${siteUrl}${pagePath}`, {
    preset: run === 'desktop' ? 'desktop' : 'mobile',
    port,
    categories: CATEGORIES,
    cpuSlowdown,
  });
  const { categories, audits } = lhr;
  const name = `${run}${pagePath}`.replace(/[^a-z0-9]+/gi, '-');
  writeFileSync(path.join(RUNS_DIR, `${name}.json`), JSON.stringify(lhr));
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const row: Row = {
    run,
    page: pagePath,
    'bench. index': Math.round(lhr.environment.benchmarkIndex),
    'CPU slowdown': run === 'desktop' ? 1 : (cpuSlowdown ?? DEFAULT_MOBILE_CPU_SLOWDOWN),
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    s: Math.round((Date.now() - started) / 1000),
    'LCP element': lcpElement(audits),
  };
  return { row, lhr };
}

/** A run's category scores under their targets, with the audits that pulled them down. */
function missedScores(preset: Preset, pagePath: string, row: Row, audits: Lhr['audits']): string[] {
  const targets = budgets.lighthouse[preset] as Partial<
    Record<(typeof CATEGORIES)[number], number>
  >;
  const missed: string[] = [];
  for (const category of CATEGORIES) {
    if (category === 'seo' && budgets.lighthouse.unlistedPages.includes(pagePath)) continue;
    const target = targets[category];
    if (target !== undefined && Number(row[category]) < target) {
      missed.push(`${row.run} ${pagePath}: ${category} ${row[category]} < ${target}`);
      const failing = Object.values(audits)
        .filter(
          (audit) =>
            audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
        )
        .map((audit) => `    - ${audit.id}: ${audit.title}`);
      missed.push(...failing.slice(0, 8));
    }
  }
  return missed;
}

/**
 * Every benchmark index this session measured. On a shared machine one index swings widely with
 * the neighbours' load from one run to the next, and the slowdown would swing with it, so the
 * calibration takes the median of all of them so far.
 */
const benchmarkIndexes: number[] = [];
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * A page with one preset: on mobile, the constant 4x first, then the slowdown calibrated to the
 * benchmark indexes measured so far (that run's among them).
 */
async function measurePage(
  siteUrl: string,
  pagePath: string,
  preset: Preset,
  port: number,
): Promise<{ rows: Row[]; failures: string[]; notGated: string[] }> {
  if (preset === 'desktop') {
    const { row, lhr } = await measure(siteUrl, pagePath, 'desktop', port);
    return { rows: [row], failures: missedScores(preset, pagePath, row, lhr.audits), notGated: [] };
  }
  const fixed = await measure(siteUrl, pagePath, 'mobile 4x', port);
  benchmarkIndexes.push(fixed.lhr.environment.benchmarkIndex);
  const slowdown = calibratedCpuSlowdown(median(benchmarkIndexes));
  const calibrated = await measure(siteUrl, pagePath, 'mobile calibrated', port, slowdown);
  benchmarkIndexes.push(calibrated.lhr.environment.benchmarkIndex);
  const fixedMisses = missedTimings(pagePath, fixed.row);
  const calibratedMisses = [
    ...missedScores(preset, pagePath, calibrated.row, calibrated.lhr.audits),
    ...missedTimings(pagePath, calibrated.row),
  ];
  const rows = [fixed.row, calibrated.row];
  if (calibratedGates)
    return { rows, failures: [...calibratedMisses, ...fixedMisses], notGated: [] };
  return {
    rows,
    failures: [...missedScores(preset, pagePath, fixed.row, fixed.lhr.audits), ...fixedMisses],
    notGated: calibratedMisses,
  };
}

async function main() {
  const site = await startSite({ LOG_LEVEL: 'warn' });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  mkdirSync(RUNS_DIR, { recursive: true });
  // A server in use has drawn its pages before: each is asked for once first, as a visitor would.
  for (const pagePath of pages)
    await fetch(`${site.url}${pagePath}`, { headers: { accept: 'text/html' } });
  const rows: Row[] = [];
  const failures: string[] = [];
  const notGated: string[] = [];
  const retried: string[] = [];
  try {
    for (const preset of presets) {
      for (const pagePath of pages) {
        let result = await measurePage(site.url, pagePath, preset, chrome.port);
        // One more measure for a noisy run on a shared machine; both are reported.
        if (result.failures.length > 0) {
          retried.push(`${preset} ${pagePath}: ${result.failures.join('; ')}`);
          console.warn(`${preset} ${pagePath}: under target, measuring once more`);
          rows.push(...result.rows.map((row) => ({ ...row, run: `${row.run}, first try` })));
          result = await measurePage(site.url, pagePath, preset, chrome.port);
        }
        rows.push(...result.rows);
        failures.push(...result.failures);
        notGated.push(...result.notGated);
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
    calibratedGates,
    retried,
    failures,
    notGated,
  });
  console.info(`\nReport: ${report}`);
  if (retried.length > 0)
    console.warn(`\nMeasured twice (the first run was under target):\n${retried.join('\n')}`);
  if (notGated.length > 0)
    console.warn(`\nCalibrated, under target (reported, not gated):\n${notGated.join('\n')}`);
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
